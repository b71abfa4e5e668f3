import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '../../../publishing/markdown/markdown.ts';

/**
 * The content as the public article page will show it: the same renderer (publishing/markdown/markdown.ts,
 * plain JavaScript that runs in the browser too), so what the editor sees is what is published.
 * Its output is safe to insert: raw HTML is not rendered and only safe link schemes are kept.
 */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <section className="markdown-preview" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="markdown-preview-title">
        Preview
      </p>
      {deferred.trim() === '' ? (
        <p className="muted small">The preview shows here as you write.</p>
      ) : (
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}
