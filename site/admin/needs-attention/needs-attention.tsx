import type { ReactNode } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import { NEEDS_ATTENTION_TEXTS as TEXTS } from '../../../domain/needs-attention-texts.ts';
import { adminScreen } from '../admin-guard.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { BrokenLinks, ReportedDeaths, StaleReviews } from './attention-lists.tsx';
import { useAcknowledgeDeath, useCheckLinks, useNeedsAttention } from './use-needs-attention.ts';
import './needs-attention.css';

/** A list's heading with its full count (a list shows at most LINK_MONITOR.listLimit entries). */
function ListSection({ id, title, total, children }: { id: string; title: string; total: number; children: ReactNode }) {
  return (
    <section className="card card-body dashboard-panel" aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {title} <span className="badge badge-neutral">{total}</span>
      </h2>
      {children}
    </section>
  );
}

/** /admin/needs-attention: what the link monitor and the review calendar ask the editors to look at. Only reports. */
function NeedsAttentionScreen() {
  const { query, checking, startPolling } = useNeedsAttention();
  const check = useCheckLinks(startPolling);
  const acknowledge = useAcknowledgeDeath();
  const busy = check.isPending || checking;
  return (
    <>
      <ScreenHeader
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
        actions={
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => check.mutate()}>
            {check.isPending ? TEXTS.checkStarting : TEXTS.checkNow}
          </button>
        }
      />
      <p className="muted small" role="status" data-testid="link-check-status">
        {checking
          ? TEXTS.checking
          : query.data
            ? query.data.lastCheckedAt
              ? `Links last checked ${formatDateTime(query.data.lastCheckedAt)}.`
              : TEXTS.neverChecked
            : ''}
      </p>
      <QueryState query={query} loading={TEXTS.loading} failed={TEXTS.failed}>
        {(data) => (
          <>
            <ListSection id="attention-links" title={TEXTS.links} total={data.totals.links}>
              <BrokenLinks links={data.links} />
            </ListSection>
            <ListSection id="attention-deaths" title={TEXTS.deaths} total={data.totals.deaths}>
              <ReportedDeaths
                deaths={data.deaths}
                pendingId={acknowledge.isPending ? (acknowledge.variables ?? null) : null}
                onAcknowledge={(id) => acknowledge.mutate(id)}
              />
            </ListSection>
            <ListSection id="attention-reviews" title={TEXTS.staleReviews} total={data.totals.staleReviews}>
              <StaleReviews reviews={data.staleReviews} />
            </ListSection>
          </>
        )}
      </QueryState>
    </>
  );
}

export default adminScreen(NeedsAttentionScreen);
