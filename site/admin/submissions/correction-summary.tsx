import { isEntryPart, type Correction } from '../../../domain/corrections.ts';
import { submittedLabel } from '../../../domain/dates.ts';
import { safeLinkUrl } from '../../../domain/safe-url.ts';

/** What a reader asks to change, and who asked: the queue's card body and the decision dialogs' summary. */
export function CorrectionSummary({ correction }: { correction: Correction }) {
  const sourceUrl = safeLinkUrl(correction.sourceUrl);
  return (
    <dl className="detail-list correction-details">
      <div className="detail-row">
        <dt>Part</dt>
        <dd>
          {correction.partLabel} of{' '}
          {correction.publicPath ? (
            <a href={correction.publicPath} target="_blank" rel="noopener">
              {correction.subject}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            correction.subject
          )}
        </dd>
      </div>
      {correction.quote && (
        <div className="detail-row">
          {/* A sourced entry (commercial interest, context note, source) is named by its sentence or its address. */}
          <dt>{isEntryPart(correction.part) ? 'Entry' : 'Says now'}</dt>
          <dd>
            <q>{correction.quote}</q>
          </dd>
        </div>
      )}
      <div className="detail-row">
        <dt>Proposed</dt>
        <dd className="pre-line">{correction.proposedText}</dd>
      </div>
      {correction.sourceUrl && (
        <div className="detail-row">
          <dt>Source</dt>
          <dd className="correction-source">
            {sourceUrl ? (
              // A reader's link: never endorsed (nofollow), never given this page (noopener).
              <a href={sourceUrl} target="_blank" rel="nofollow noopener noreferrer">
                {sourceUrl}
              </a>
            ) : (
              correction.sourceUrl
            )}
          </dd>
        </div>
      )}
      {correction.note && (
        <div className="detail-row">
          <dt>Note</dt>
          <dd className="pre-line">{correction.note}</dd>
        </div>
      )}
      <div className="detail-row">
        <dt>Sent by</dt>
        <dd>
          <a href={`mailto:${correction.senderEmail}`}>{correction.senderEmail}</a>{' '}
          {correction.fromOwner && (
            <span className="badge badge-accent" data-testid="correction-from-owner">
              The profile’s owner
            </span>
          )}{' '}
          <span className="muted small">
            ({correction.fromAccount ? 'signed in' : 'not signed in'}) · {submittedLabel(correction.submittedAt)}
          </span>
        </dd>
      </div>
    </dl>
  );
}
