import { formatDateTime } from '../../../domain/dates.ts';
import type { StoredImage } from '../../../domain/entities.ts';
import { formatFileSize } from '../../../domain/file-size.ts';
import { Modal } from '../ui/modal.tsx';
import { sourceLabel } from './image-sources.ts';
import { StoredPicture } from './stored-picture.tsx';

/** The View dialog: the image at full width with everything known about it. */
export function StoredImageDetails({ image, onClose }: { image: StoredImage | null; onClose: () => void }) {
  return (
    <Modal
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Image Details"
      wide
    >
      {image && (
        <div className="stored-image-details">
          <StoredPicture className="stored-image-full" src={image.storedUrl} alt={image.imagePrompt ?? image.filename} />
          <dl className="image-details-list">
            <dt>Prompt</dt>
            <dd>{image.imagePrompt || 'No prompt'}</dd>
            <dt>Provider</dt>
            <dd>{image.provider}</dd>
            <dt>Model</dt>
            <dd>{image.model}</dd>
            <dt>Size</dt>
            <dd>{image.size}</dd>
            <dt>File size</dt>
            <dd>{formatFileSize(image.fileSize)}</dd>
            <dt>Source</dt>
            <dd>{sourceLabel(image.sourceType)}</dd>
            <dt>File name</dt>
            <dd>{image.filename}</dd>
            <dt>Stored</dt>
            <dd>{formatDateTime(image.createdAt)}</dd>
            {image.expiresAt && (
              <>
                <dt>Expires</dt>
                <dd>{formatDateTime(image.expiresAt)}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </Modal>
  );
}
