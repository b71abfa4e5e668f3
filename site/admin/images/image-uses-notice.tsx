import type { UseQueryResult } from '@tanstack/react-query';
import { IMAGE_USE_KIND_LABELS, type ImageUse } from '../../../domain/image-uses.ts';

/** What the delete confirmation says about where the image is used, under the spec's question. */
export function ImageUsesNotice({ uses }: { uses: UseQueryResult<{ uses: ImageUse[] }> }) {
  if (uses.isPending) return <p className="muted small">Checking where this image is used...</p>;
  if (uses.isError) return <p className="field-error">Could not check where this image is used.</p>;
  const list = uses.data.uses;
  if (list.length === 0) return <p className="muted small">Nothing uses this image.</p>;
  return (
    <div className="notice notice-danger image-uses" role="alert">
      <p>
        This image is used in {list.length} {list.length === 1 ? 'place' : 'places'}. Deleting it removes it from them
        {list.some((use) => use.public) ? ', and the public site is rebuilt' : ''}:
      </p>
      <ul className="image-uses-list">
        {list.map((use) => (
          <li key={`${use.kind}-${use.id}-${use.field}`}>
            <strong>{IMAGE_USE_KIND_LABELS[use.kind]}</strong> {use.label} <span className="muted">({use.field})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
