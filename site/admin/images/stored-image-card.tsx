import type { StoredImage } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { truncate } from '../../../domain/text.ts';
import { downloadImage } from './download-image.ts';
import { sourceLabel } from './image-sources.ts';
import { StoredPicture } from './stored-picture.tsx';

interface StoredImageCardProps {
  image: StoredImage;
  onView: () => void;
  onDelete: () => void;
}

/** The prompt cut to the spec's snippet length, marked when cut. */
function promptSnippet(prompt: string | null): string {
  if (!prompt) return '';
  const cut = truncate(prompt, LIMITS.imagePromptSnippet);
  return cut.length < prompt.length ? `${cut}...` : cut;
}

export function StoredImageCard({ image, onView, onDelete }: StoredImageCardProps) {
  return (
    <li className="card stored-image-card" data-delete-id={image.id}>
      {/* The prompt below says what the image shows. */}
      <StoredPicture className="stored-image-thumb" src={image.storedUrl} alt="" />
      <div className="stored-image-body">
        <span className="badge badge-neutral">{sourceLabel(image.sourceType)}</span>
        <p className="stored-image-prompt">{image.imagePrompt ? promptSnippet(image.imagePrompt) : <span className="muted">No prompt</span>}</p>
        <p className="muted small stored-image-meta">
          {image.provider} • {image.size}
        </p>
        <div className="cluster">
          <button type="button" className="btn btn-secondary btn-sm" data-delete-focus onClick={onView}>
            View<span className="visually-hidden"> image {image.filename}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void downloadImage(image)}>
            Download<span className="visually-hidden"> image {image.filename}</span>
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={onDelete}>
            Delete<span className="visually-hidden"> image {image.filename}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
