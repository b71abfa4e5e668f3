import { useId, useState } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import { PREVIEW_TEXTS } from '../../../domain/previews.ts';
import { copyText } from '../library/use-library.ts';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink, type PreviewTarget } from './use-previews.ts';
import './previews.css';

/**
 * 'Create preview link': a private link to the item as stored now (drafts and unpublished experts included),
 * valid 1 to 7 days. Its address is shown once, with Copy; the active links are listed with their
 * expiry and Revoke.
 */
export function PreviewSection({ target, open }: { target: PreviewTarget; open: boolean }) {
  const daysId = useId();
  const linkId = useId();
  const [days, setDays] = useState(7);
  const [created, setCreated] = useState<string | null>(null);
  const links = usePreviewLinks(target, open);
  const create = useCreatePreviewLink(target, setCreated);
  const revoke = useRevokePreviewLink(target);
  const active = links.data?.links.filter((link) => link.state === 'active') ?? [];

  return (
    <div className="preview-section">
      <div className="preview-create">
        <div className="field">
          <label htmlFor={daysId}>Valid for</label>
          <select id={daysId} className="select" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {PREVIEW_TEXTS.dayChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 1 ? '1 day' : `${choice} days`}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary btn-sm" disabled={create.isPending} onClick={() => create.mutate(days)}>
          {create.isPending ? PREVIEW_TEXTS.creating : PREVIEW_TEXTS.create}
        </button>
      </div>
      {created && (
        <div className="notice preview-created" role="status">
          <label htmlFor={linkId}>New preview link</label>
          <p className="hint">{PREVIEW_TEXTS.shownOnce}</p>
          <div className="preview-link-row">
            <input id={linkId} className="input" readOnly value={created} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copyText(created, PREVIEW_TEXTS.copied)}>
              Copy
            </button>
          </div>
        </div>
      )}
      <h4 className="preview-links-title">Active links</h4>
      {links.isPending ? (
        <p className="muted">Loading preview links...</p>
      ) : links.isError ? (
        <p className="field-error">Failed to load the preview links</p>
      ) : active.length === 0 ? (
        <p className="muted">{PREVIEW_TEXTS.none}</p>
      ) : (
        <ul className="preview-links">
          {active.map((link) => (
            <li key={link.id} className="preview-link">
              <span>
                Expires <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>
                <span className="muted small">
                  {' '}
                  · created {formatDateTime(link.createdAt)}
                  {link.createdBy?.email ? ` by ${link.createdBy.email}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={revoke.isPending}
                aria-label={`Revoke the link that expires ${formatDateTime(link.expiresAt)}`}
                onClick={() => revoke.mutate(link.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
