import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import type { PublishStatus } from '../../../domain/entities.ts';

/** The parts of the publishing status: the current build, the last good one, the last failure's output. */

const STATE_LABELS: Record<PublishStatus['state'], string> = { idle: 'Idle', queued: 'Queued', building: 'Building' };

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Where the build stands now: its state, why it runs and whether another is waiting. */
export function CurrentBuild({ status }: { status: PublishStatus }) {
  return (
    <div className="detail-row">
      <dt>State</dt>
      <dd>
        <span className="badge" data-build-state={status.state}>
          {STATE_LABELS[status.state]}
        </span>
        {status.state !== 'idle' && status.currentReason && <span> {status.currentReason}</span>}
        {status.state === 'building' && status.startedAt && <span className="muted small"> (started {formatDateTime(status.startedAt)})</span>}
        {status.state === 'building' && status.queued && <span className="muted small"> Another build is queued.</span>}
      </dd>
    </div>
  );
}

export function LastSuccess({ status }: { status: PublishStatus }) {
  return (
    <div className="detail-row">
      <dt>Last successful build</dt>
      <dd>
        {status.lastSuccessAt ? (
          <>
            <time dateTime={status.lastSuccessAt}>{formatDateTime(status.lastSuccessAt)}</time>
            {status.lastDurationMs !== null && <> · {seconds(status.lastDurationMs)}</>}
            {status.lastPageCount !== null && <> · {status.lastPageCount} pages</>}
          </>
        ) : (
          'None yet'
        )}
      </dd>
    </div>
  );
}

/** The failed build's output, scrolled to its end, where the error that stopped it is printed. */
export function BuildErrorLog({ output }: { output: string }) {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [output]);
  return (
    <pre ref={ref} className="build-error-log" tabIndex={0} aria-label="Build error output">
      {output}
    </pre>
  );
}
