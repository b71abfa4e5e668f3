import { truncate } from '../../../domain/text.ts';
import { LIMITS } from '../../../domain/limits.ts';
import type { StoredImage } from '../../../domain/entities.ts';
import { Modal } from './modal.tsx';
import { useStoredImages } from './use-stored-images.ts';

interface ImageLibraryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (imageUrl: string) => void;
}

function imageName(image: StoredImage): string {
  return image.imagePrompt ? truncate(image.imagePrompt, LIMITS.imagePromptSnippet) : image.filename;
}

/**
 * 'Select Image from Library': the stored images, each a button that picks its URL. The list is
 * fetched only once the picker opens, as the spec asks of the library call.
 */
export function ImageLibraryPicker({ open, onOpenChange, onSelect }: ImageLibraryPickerProps) {
  const images = useStoredImages({ enabled: open });

  function pick(image: StoredImage) {
    onSelect(image.storedUrl);
    onOpenChange(false);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Select Image from Library" description="Choose a saved image to use." wide>
      {images.isPending ? (
        <p className="muted">Loading images...</p>
      ) : images.isError ? (
        <p className="field-error">Failed to load images</p>
      ) : images.data.length === 0 ? (
        <p className="muted picker-empty">No saved images found in your Content Library</p>
      ) : (
        <ul className="picker-grid">
          {images.data.map((image) => (
            <li key={image.id}>
              <button type="button" className="picker-item" onClick={() => pick(image)}>
                <img src={image.storedUrl} alt="" loading="lazy" />
                <span className="picker-item-name clamp-2">{imageName(image)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
