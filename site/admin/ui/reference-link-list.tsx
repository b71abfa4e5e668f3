import { describeReferenceLink, parseReferenceLink } from '../../../domain/links.ts';

/**
 * Reference links as new-tab links, named by the shared rule of domain/links.ts; with
 * `max`, the rest are counted as '+N more'. Entries that are not http(s) links are left out.
 */
export function ReferenceLinkList({ links, max, personName }: { links: readonly string[]; max?: number; personName?: string }) {
  const parsed = links.map(parseReferenceLink).filter((link) => link !== undefined);
  const shown = max === undefined ? parsed : parsed.slice(0, max);
  const more = parsed.length - shown.length;
  if (parsed.length === 0) return null;
  return (
    <ul className="reference-links" aria-label="Reference links">
      {shown.map((link, index) => (
        <li key={index}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {describeReferenceLink(link, personName).label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
      {more > 0 && <li className="muted">+{more} more</li>}
    </ul>
  );
}
