import { linkLabel, parseReferenceLink } from '../../../domain/links.ts';

/**
 * Reference links as new-tab links, each named by its title, else its network or host; with
 * `max`, the rest are counted as '+N more'. Entries that are not http(s) links are left out.
 */
export function ReferenceLinkList({ links, max }: { links: readonly string[]; max?: number }) {
  const parsed = links.map(parseReferenceLink).filter((link) => link !== undefined);
  const shown = max === undefined ? parsed : parsed.slice(0, max);
  const more = parsed.length - shown.length;
  if (parsed.length === 0) return null;
  return (
    <ul className="reference-links" aria-label="Reference links">
      {shown.map((link, index) => (
        <li key={index}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label ?? linkLabel(link)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
      {more > 0 && <li className="muted">+{more} more</li>}
    </ul>
  );
}
