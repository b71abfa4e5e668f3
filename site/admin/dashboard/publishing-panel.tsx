import { formatDateTime } from '../../../domain/dates.ts';
import { Can } from '../ui/can.tsx';
import { BuildErrorLog, CurrentBuild, LastSuccess } from './build-status.tsx';
import { usePublishStatus, useRebuildNow } from './use-dashboard.ts';

/**
 * The Publishing panel: the public pages are static, so every content change rebuilds them. The
 * live site keeps serving the last good build when a build fails, and the failure shows here.
 */
export function PublishingPanel() {
  const status = usePublishStatus();
  const rebuild = useRebuildNow();

  return (
    <section className="card card-body dashboard-panel" aria-labelledby="publishing-title">
      <div className="panel-head">
        <h2 id="publishing-title" className="panel-title">
          Publishing
        </h2>
        <Can permissions={['settings.manage']}>
          <button type="button" className="btn btn-primary btn-sm" disabled={rebuild.isPending} onClick={() => rebuild.mutate()}>
            {rebuild.isPending ? 'Starting...' : 'Rebuild now'}
          </button>
        </Can>
      </div>
      {status.isPending ? (
        <p className="muted">Loading publishing status...</p>
      ) : status.isError ? (
        <p className="field-error">Failed to load the publishing status</p>
      ) : (
        <>
          <dl className="detail-list" aria-live="polite">
            <CurrentBuild status={status.data} />
            <LastSuccess status={status.data} />
          </dl>
          {status.data.lastError && (
            <div className="notice notice-danger build-error" role="alert">
              <p className="build-error-title">
                Last build failed{status.data.lastErrorAt && <> on {formatDateTime(status.data.lastErrorAt)}</>}. The site still serves the previous build.
              </p>
              <BuildErrorLog output={status.data.lastError} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
