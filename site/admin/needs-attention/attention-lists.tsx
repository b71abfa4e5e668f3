import { formatDateTime, formatDay } from '../../../domain/dates.ts';
import type { AttentionLink, ReportedDeath, StaleReview } from '../../../domain/link-monitor.ts';
import { LINK_PLACE_LABELS, LINK_STATUS_LABELS, NEEDS_ATTENTION_TEXTS as TEXTS } from '../../../domain/needs-attention-texts.ts';
import { TableHead } from '../ui/table-head.tsx';

/** An expert as every list names them: the public profile, opened in a new tab. */
function ExpertLink({ expert }: { expert: { name: string; slug: string } }) {
  return (
    <a href={`/${expert.slug}`} target="_blank" rel="noopener">
      {expert.name}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function LinkStatusCell({ link }: { link: AttentionLink }) {
  return (
    <>
      <span className={link.status === 'moved' ? 'badge badge-warning' : 'badge badge-danger'}>{LINK_STATUS_LABELS[link.status]}</span>
      {link.httpStatus !== null && <> HTTP {link.httpStatus}</>}
      {link.reason && <p className="small attention-note">{link.reason}</p>}
      {link.finalUrl && (
        <p className="small attention-note">
          Now at <span className="attention-url">{link.finalUrl}</span>
        </p>
      )}
    </>
  );
}

export function BrokenLinks({ links }: { links: readonly AttentionLink[] }) {
  if (links.length === 0) return <p className="muted">{TEXTS.noLinks}</p>;
  return (
    <div className="activity-scroll">
      <table className="activity-table" aria-label={TEXTS.links}>
        <TableHead columns={['Link', 'Status', 'Shown by', 'Checked']} />
        <tbody>
          {links.map((link) => (
            <tr key={link.url} data-testid="attention-link">
              <td className="attention-url">{link.url}</td>
              <td>
                <LinkStatusCell link={link} />
              </td>
              <td>
                <ul className="attention-experts">
                  {link.experts.map((expert) => (
                    <li key={expert.id}>
                      <ExpertLink expert={expert} /> <span className="small">in {expert.places.map((place) => LINK_PLACE_LABELS[place]).join(', ')}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="nowrap">
                {formatDateTime(link.checkedAt)}
                {link.failingSince && <p className="small attention-note">Failing since {formatDay(link.failingSince)}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StaleReviews({ reviews }: { reviews: readonly StaleReview[] }) {
  if (reviews.length === 0) return <p className="muted">{TEXTS.noStaleReviews}</p>;
  return (
    <ul className="attention-list">
      {reviews.map((review) => (
        <li key={review.id} data-testid="attention-stale">
          <ExpertLink expert={review} />{' '}
          <span className="small">{review.lastReviewedAt ? `Last reviewed ${formatDay(review.lastReviewedAt)}` : TEXTS.neverReviewed}</span>
        </li>
      ))}
    </ul>
  );
}

export function ReportedDeaths({
  deaths,
  onAcknowledge,
  pendingId,
}: {
  deaths: readonly ReportedDeath[];
  onAcknowledge: (id: number) => void;
  pendingId: number | null;
}) {
  if (deaths.length === 0) return <p className="muted">{TEXTS.noDeaths}</p>;
  return (
    <ul className="attention-list">
      {deaths.map((death) => (
        <li key={death.id} data-testid="attention-death" className="attention-death">
          <span>
            <ExpertLink expert={death} />: Wikidata (
            <a href={`https://www.wikidata.org/wiki/${death.wikidataId}`} target="_blank" rel="noopener">
              {death.wikidataId}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            ) records a date of death, {death.dateOfDeath}. <span className="small">Checked {formatDateTime(death.checkedAt)}.</span>
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={pendingId === death.id}
            aria-label={`${TEXTS.acknowledge}: ${death.name}`}
            onClick={() => onAcknowledge(death.id)}
          >
            {pendingId === death.id ? 'Saving...' : TEXTS.acknowledge}
          </button>
        </li>
      ))}
    </ul>
  );
}
