import type { CatalogueStatus } from '../../../domain/ai/catalogue.ts';
import { catalogueAgeLabel, MODEL_TEXTS, refreshedSummary } from '../../../domain/ai/model-labels.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { Can } from '../ui/can.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { TableHead } from '../ui/table-head.tsx';
import { useModelStatus, useRefreshModels } from './use-model-status.ts';

function CatalogueRow({ status }: { status: CatalogueStatus }) {
  return (
    <tr>
      <th scope="row">{status.label}</th>
      <td>{status.source === 'provider' ? MODEL_TEXTS.fromProvider : `${MODEL_TEXTS.builtIn}${status.checkedOn ? ` (checked ${status.checkedOn})` : ''}`}</td>
      <td>
        {status.fetchedAt ? (
          <>
            {formatDateTime(status.fetchedAt)} <span className="muted small">({catalogueAgeLabel(status)})</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>{status.modelCount}</td>
      <td>
        {status.stale ? <span className="badge badge-warning">Stale</span> : <span className="badge badge-success">Current</span>}
        {status.lastError && <p className="field-error small catalogue-error">Last refresh failed: {status.lastError}</p>}
      </td>
    </tr>
  );
}

/**
 * The AI models panel: where each configured provider's model list came from, how old it is and
 * whether its last read failed; 'Refresh models' reads them all again and says what it found.
 */
export function ModelCatalogues() {
  const status = useModelStatus();
  const refresh = useRefreshModels();
  return (
    <section className="card card-body dashboard-panel" aria-labelledby="ai-models-title">
      <div className="panel-head">
        <h2 id="ai-models-title" className="panel-title">
          AI Models
        </h2>
        <Can permissions={['settings.manage']}>
          <button type="button" className="btn btn-secondary btn-sm" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
            {refresh.isPending ? MODEL_TEXTS.refreshing : MODEL_TEXTS.refresh}
          </button>
        </Can>
      </div>
      <p className="muted small" role="status" data-testid="models-refresh-status">
        {refresh.isPending
          ? "Reading each provider's model list..."
          : refresh.isSuccess
            ? refreshedSummary(refresh.data.catalogues)
            : refresh.isError
              ? MODEL_TEXTS.refreshFailed
              : ''}
      </p>
      <QueryState query={status} loading="Loading model lists..." failed="Failed to load the model lists.">
        {(data) =>
          data.catalogues.length === 0 ? (
            <p className="muted">No AI provider is configured: set a provider's key to offer its models.</p>
          ) : (
            <div className="activity-scroll">
              <table className="activity-table" aria-label="Model lists">
                <TableHead columns={['Provider', 'Source', 'Read', 'Models', 'Status']} />
                <tbody>
                  {data.catalogues.map((catalogue) => (
                    <CatalogueRow key={catalogue.provider} status={catalogue} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
