import { useState } from 'react';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { openArticleText } from '../../../domain/library.ts';
import { ArticleRef, ArticleRefLink } from '../ui/article-ref.tsx';
import { Modal } from '../ui/modal.tsx';
import { copyText, libraryCalls, useLibraryAction, usePublishContent, type LibraryContent, type LibraryImage } from './use-library.ts';

interface ContentDetailsProps {
  content: LibraryContent | null;
  images: LibraryImage[];
  onClose: () => void;
  /** Asks to delete this content (the screen's confirmation, then Undo). */
  onDelete: (content: LibraryContent) => void;
}

/** The Content Details dialog: the text, its attached images, and every action of the spec. */
export function ContentDetails({ content, images, onClose, onDelete }: ContentDetailsProps) {
  const [picking, setPicking] = useState(false);
  const attach = useLibraryAction(libraryCalls.attach, { success: 'Image attached successfully', failure: 'Failed to attach image' }, () => setPicking(false));
  const detach = useLibraryAction(libraryCalls.detach, { success: 'Image detached successfully', failure: 'Failed to detach image' });
  const publish = usePublishContent();
  if (!content) return null;
  // A refusal (409) of this content: its message, and the article it names.
  const refused = publish.refusal?.contentId === content.id ? publish.refusal : null;
  const attached = images.filter((image) => image.contentId === content.id);
  const unattached = images.filter((image) => image.contentId === null);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Content Details" wide>
      <dl className="detail-list">
        <dt>Expert</dt>
        <dd>{content.expertName ?? 'Unknown expert'}</dd>
        <dt>Platform</dt>
        <dd>{content.platform}</dd>
        <dt>Type</dt>
        <dd>{contentTypeLabel(content.contentType)}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(content.createdAt)}</dd>
      </dl>
      <pre className="library-content-text">{content.content}</pre>
      {refused && (
        <p className="notice notice-danger" role="alert">
          {refused.message}
          {refused.article && (
            <>
              {' '}
              <ArticleRefLink article={refused.article}>{openArticleText(refused.article)}</ArticleRefLink>
            </>
          )}
        </p>
      )}
      <h3>Attached Images</h3>
      {attached.length === 0 ? (
        <p className="muted">No images attached</p>
      ) : (
        <ul className="picker-grid" aria-label="Attached images">
          {attached.map((image) => (
            <li key={image.id}>
              <img src={image.imageUrl} alt={image.imagePrompt ?? ''} loading="lazy" />
              <button type="button" className="btn btn-secondary" onClick={() => detach.mutate(image.id)}>
                Detach
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setPicking(true)}>
          Attach Images
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void copyText(content.content, 'Content copied to clipboard')}>
          Copy Content
        </button>
        {content.article ? (
          // The article it became, linked: content is published once, never again.
          <span className="library-published">
            <ArticleRef article={content.article} />
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={publish.isPending || content.articleId !== null}
            onClick={() => publish.mutate(content.id)}
          >
            {publish.isPending ? 'Publishing...' : content.articleId !== null ? 'Published' : 'Publish Article'}
          </button>
        )}
        <button type="button" className="btn btn-danger" onClick={() => onDelete(content)}>
          Delete
        </button>
      </div>
      <Modal open={picking} onOpenChange={setPicking} title="Attach Images" wide>
        {unattached.length === 0 ? (
          <p className="muted">No unattached images available</p>
        ) : (
          <ul className="picker-grid" aria-label="Unattached images">
            {unattached.map((image) => (
              <li key={image.id}>
                <img src={image.imageUrl} alt={image.imagePrompt ?? ''} loading="lazy" />
                <button type="button" className="btn btn-primary" onClick={() => attach.mutate({ imageId: image.id, contentId: content.id })}>
                  Attach
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </Modal>
  );
}
