import { useState } from 'react';
import { SCHEDULE_TEXTS, type ScheduledItem } from '../../../domain/schedule.ts';
import { editorHref } from '../editorial/editor-link.ts';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { Modal } from '../ui/modal.tsx';
import { ScheduleSlotField } from './schedule-slot-field.tsx';
import { useCancelSchedule, useRunScheduleNow, useSchedule, type ScheduleSlotRef } from './use-schedule.ts';
import { formatInZone, zoneLabel } from './zone-time.ts';
import './schedule.css';

const refOf = (item: ScheduledItem): ScheduleSlotRef => ({ entityType: item.entityType, entityId: item.entityId, action: item.action });
const keyOf = (item: ScheduledItem) => `${item.entityType}-${item.entityId}-${item.action}`;
const nameOf = (item: ScheduledItem) => (item.entityType === 'article' ? `"${item.title}"` : item.title);

type Pending = { kind: 'cancel' | 'now'; item: ScheduledItem };

/** The dashboard's list of scheduled publications and unpublications, soonest first. */
export function ScheduledPanel() {
  const schedule = useSchedule();
  const [moving, setMoving] = useState<ScheduledItem | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const cancel = useCancelSchedule(() => setAsking(null));
  const now = useRunScheduleNow(() => setAsking(null));
  const confirming = asking?.kind === 'cancel' ? cancel : now;

  return (
    <section className="card card-body dashboard-panel" aria-labelledby="scheduled-title">
      <div className="panel-head">
        <h2 id="scheduled-title" className="panel-title">
          {SCHEDULE_TEXTS.panelTitle}
        </h2>
        <p className="muted small">Times in {zoneLabel()}</p>
      </div>
      {schedule.isPending ? (
        <p className="muted">Loading the schedule...</p>
      ) : schedule.isError ? (
        <p className="field-error">Failed to load the schedule</p>
      ) : schedule.data.items.length === 0 ? (
        <p className="muted">{SCHEDULE_TEXTS.empty}</p>
      ) : (
        <div className="schedule-scroll">
          <table className="schedule-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Action</th>
                <th scope="col">When</th>
                <th scope="col">Scheduled by</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {schedule.data.items.map((item) => (
                <tr key={keyOf(item)}>
                  <td>
                    <a href={editorHref(item.entityType, item.entityId)} dir="auto">
                      {item.title}
                    </a>
                    <span className="muted small"> ({item.entityType})</span>
                  </td>
                  <td>{SCHEDULE_TEXTS.actionLabel[item.action]}</td>
                  <td>
                    <time dateTime={item.at}>{formatInZone(item.at)}</time>
                  </td>
                  <td>{item.scheduledBy?.email ?? 'a deleted account'}</td>
                  <td>
                    <div className="schedule-actions">
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setMoving(item)} aria-label={`Reschedule ${item.title}`}>
                        Reschedule
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        onClick={() => setAsking({ kind: 'cancel', item })}
                        aria-label={`Cancel ${item.title}`}
                      >
                        Cancel
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        onClick={() => setAsking({ kind: 'now', item })}
                        aria-label={`Do it now: ${item.title}`}
                      >
                        Do it now
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={moving !== null}
        onOpenChange={(open) => {
          if (!open) setMoving(null);
        }}
        title="Reschedule"
        description={moving ? `${SCHEDULE_TEXTS.actionLabel[moving.action]} ${nameOf(moving)} at another time (${zoneLabel()}).` : undefined}
      >
        {moving && (
          <ScheduleSlotField
            key={keyOf(moving)}
            slot={refOf(moving)}
            label={moving.action === 'publish' ? SCHEDULE_TEXTS.publishAt : SCHEDULE_TEXTS.unpublishAt}
            at={moving.at}
            onChanged={() => setMoving(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        subject={asking ? { id: asking.item.entityId } : null}
        onCancel={() => setAsking(null)}
        title={asking?.kind === 'cancel' ? 'Cancel this schedule?' : 'Do it now?'}
        description={
          asking &&
          (asking.kind === 'cancel'
            ? `${nameOf(asking.item)} will not be ${asking.item.action}ed at ${formatInZone(asking.item.at)}; it stays as it is now.`
            : `${SCHEDULE_TEXTS.actionLabel[asking.item.action]} ${nameOf(asking.item)} now instead of at ${formatInZone(asking.item.at)}.`)
        }
        confirmLabel={asking?.kind === 'cancel' ? 'Cancel schedule' : `${SCHEDULE_TEXTS.actionLabel[asking?.item.action ?? 'publish']} now`}
        pendingLabel={asking?.kind === 'cancel' ? 'Cancelling...' : 'Working...'}
        cancelLabel="Keep it"
        remove={{ mutate: () => asking && confirming.mutate(refOf(asking.item)), isPending: confirming.isPending }}
      />
    </section>
  );
}
