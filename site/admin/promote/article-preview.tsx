import { useMemo } from 'react';
import { articleTitle, bodyWithoutTitle } from '../../../domain/article-text.ts';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import { renderMarkdown } from '../../../publishing/markdown/markdown.ts';
import { Modal } from '../ui/modal.tsx';

interface ArticlePreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  contentType: string;
  featuredImage: string | null;
  expertName: string | null;
}

/**
 * 'Preview Article': the article as its public page will show it, before it exists: the title
 * read from the text as publishing reads it, the featured image, and the body through the site's
 * own renderer (publishing/markdown/markdown.ts) in the public page's prose styles. Its output is safe to
 * insert: raw HTML is shown as text and only safe link schemes are kept.
 */
export function ArticlePreview({ open, onOpenChange, content, contentType, featuredImage, expertName }: ArticlePreviewProps) {
  const title = articleTitle(content);
  const html = useMemo(() => (open ? renderMarkdown(bodyWithoutTitle(content) || content) : ''), [open, content]);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Article preview" description="As the article page will show it once published." wide>
      <article className="article-preview" data-testid="article-preview">
        <header>
          <span className="badge badge-accent">{contentTypeLabel(contentType)}</span>
          <h1 className="article-preview-title">{title}</h1>
          {expertName && (
            <p className="muted small">
              About <bdi>{expertName}</bdi>
            </p>
          )}
        </header>
        {featuredImage && <img className="article-preview-image" src={featuredImage} alt="" />}
        <div className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Modal>
  );
}
