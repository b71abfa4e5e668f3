import { useId, useState } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import { REVIEW_MESSAGES, type DraftReview } from '../../../domain/reviews.ts';
import { SCHEDULE_TEXTS, scheduleTimeProblem } from '../../../domain/schedule.ts';
import { QueryState } from '../ui/query-state.tsx';
import { fromLocalInput } from '../schedule/zone-time.ts';
import { useReviewDecision, useReviewQueue } from './use-reviews.ts';
import './reviews.css';

const EDIT_LINKS = { article: '/admin/articles', expert: '/admin/experts' } as const;

/** One draft waiting for an editor: who sent it and when, and Publish, Schedule or Send back with a note. */
function QueueItem({ draft }: { draft: DraftReview }) {
  const id = useId();
  const { publish, schedule, sendBack } = useReviewDecision();
  const [mode, setMode] = useState<'idle' | 'schedule' | 'return'>('idle');
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const target = { entityType: draft.entityType, id: draft.entityId };
  const pending = publish.isPending || schedule.isPending || sendBack.isPending;

  const submitSchedule = () => {
    const iso = fromLocalInput(at);
    const local = iso ? scheduleTimeProblem(new Date(iso), new Date()) : SCHEDULE_TEXTS.enterTime;
    setProblem(local);
    if (iso && !local) schedule.mutate({ ...target, at: iso });
  };
  const submitReturn = () => {
    setProblem(note.trim() ? undefined : REVIEW_MESSAGES.noteRequired);
    if (note.trim()) sendBack.mutate({ ...target, note });
  };

  return (
    <li className="review-item" data-testid="review-item">
      <div className="review-item-head">
        <span className="badge badge-neutral">{draft.entityType === 'article' ? 'Article' : 'Expert'}</span>
        <a className="review-item-title" href={EDIT_LINKS[draft.entityType]}>
          {draft.title}
        </a>
      </div>
      <p className="muted small">
        From {draft.createdBy?.email ?? 'an account since deleted'}, sent {formatDateTime(draft.requestedAt)}
      </p>
      <div className="cluster">
        <button type="button" className="btn btn-primary btn-sm" disabled={pending} onClick={() => publish.mutate(target)}>
          {publish.isPending ? 'Publishing...' : 'Publish'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={pending}
          aria-expanded={mode === 'schedule'}
          onClick={() => setMode(mode === 'schedule' ? 'idle' : 'schedule')}
        >
          Schedule
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={pending}
          aria-expanded={mode === 'return'}
          onClick={() => setMode(mode === 'return' ? 'idle' : 'return')}
        >
          Send back
        </button>
      </div>
      {mode === 'schedule' && (
        <div className="field">
          <label htmlFor={`${id}-at`}>Publish at</label>
          <div className="cluster">
            <input id={`${id}-at`} type="datetime-local" className="input" value={at} onChange={(event) => setAt(event.target.value)} />
            <button type="button" className="btn btn-primary btn-sm" disabled={pending} onClick={submitSchedule}>
              {schedule.isPending ? 'Scheduling...' : 'Schedule publication'}
            </button>
          </div>
        </div>
      )}
      {mode === 'return' && (
        <div className="field">
          <label htmlFor={`${id}-note`}>Note for the contributor</label>
          <textarea id={`${id}-note`} className="input" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="button" className="btn btn-primary btn-sm" disabled={pending} onClick={submitReturn}>
            {sendBack.isPending ? 'Sending...' : 'Send back with this note'}
          </button>
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

/** The dashboard's 'Ready for review' panel: contributors' drafts waiting for an editor's decision. */
export function ReviewQueue() {
  const queue = useReviewQueue();
  return (
    <section className="card card-body dashboard-panel" aria-labelledby="review-queue-title">
      <h2 id="review-queue-title" className="panel-title">
        Ready for review
        {queue.data && queue.data.drafts.length > 0 && <span className="badge badge-warning">{queue.data.drafts.length}</span>}
      </h2>
      <QueryState query={queue} loading="Loading drafts..." failed="Failed to load the drafts in review.">
        {({ drafts }) =>
          drafts.length === 0 ? (
            <p className="muted">No drafts are waiting for review.</p>
          ) : (
            <ul className="review-list">
              {drafts.map((draft) => (
                <QueueItem key={`${draft.entityType}-${draft.entityId}`} draft={draft} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
