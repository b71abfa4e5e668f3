import { useState } from 'react';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { Modal } from '../ui/modal.tsx';
import { copyText, libraryCalls, useLibraryAction, type LibraryContent, type LibraryImage } from './use-library.ts';

interface ContentDetailsProps {
  content: LibraryContent | null;
  images: LibraryImage[];
  onClose: () => void;
}

/** The Content Details dialog: the text, its attached images, and every action of the spec. */
export function ContentDetails({ content, images, onClose }: ContentDetailsProps) {
  const [picking, setPicking] = useState(false);
  const attach = useLibraryAction(libraryCalls.attach, { success: 'Image attached successfully', failure: 'Failed to attach image' }, () => setPicking(false));
  const detach = useLibraryAction(libraryCalls.detach, { success: 'Image detached successfully', failure: 'Failed to detach image' });
  const publish = useLibraryAction(libraryCalls.publish, { success: 'Article Published', failure: 'Failed to publish content' });
  const remove = useLibraryAction(libraryCalls.deleteContent, { failure: 'Failed to delete content' }, onClose);
  if (!content) return null;
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
        <button type="button" className="btn btn-primary" disabled={publish.isPending || content.articleId !== null} onClick={() => publish.mutate(content.id)}>
          {publish.isPending ? 'Publishing...' : content.articleId !== null ? 'Published' : 'Publish Article'}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => remove.mutate([content.id])}>
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
