import { useQuery } from '@tanstack/react-query';
import { attentionTotal, NEEDS_ATTENTION_TEXTS as TEXTS } from '../../../domain/needs-attention-texts.ts';
import { needsAttentionQuery } from '../queries.ts';
import { QueryState } from '../ui/query-state.tsx';

/** The dashboard's count of what needs attention, each list's count, and the way to the screen. */
export function NeedsAttentionSummary() {
  const attention = useQuery(needsAttentionQuery);
  return (
    <section className="card card-body dashboard-panel" aria-labelledby="needs-attention-summary">
      <div className="panel-head">
        <h2 id="needs-attention-summary" className="panel-title">
          {TEXTS.title}
          {attention.data && (
            <>
              {' '}
              <span className="badge badge-warning" data-testid="needs-attention-count">
                {attentionTotal(attention.data.totals)}
              </span>
            </>
          )}
        </h2>
        <a className="btn btn-secondary btn-sm" href="/admin/needs-attention">
          Open Needs Attention
        </a>
      </div>
      <QueryState query={attention} loading={TEXTS.loading} failed={TEXTS.failed}>
        {({ totals }) => (
          <dl className="attention-counts">
            <div>
              <dt>{TEXTS.links}</dt>
              <dd>{totals.links}</dd>
            </div>
            <div>
              <dt>{TEXTS.staleReviews}</dt>
              <dd>{totals.staleReviews}</dd>
            </div>
            <div>
              <dt>{TEXTS.deaths}</dt>
              <dd>{totals.deaths}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
