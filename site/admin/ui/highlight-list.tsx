import { parseHighlights } from '../../../domain/highlights.ts';

/** Science highlights as a list: the topic in bold, then its summary. */
export function HighlightList({ highlights }: { highlights: readonly string[] }) {
  return (
    <ul className="plain-list">
      {parseHighlights(highlights).map((highlight, index) => (
        <li key={index}>
          <strong>{highlight.headline}</strong>
          {highlight.description && <>: {highlight.description}</>}
        </li>
      ))}
    </ul>
  );
}
