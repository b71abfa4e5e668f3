import { useQuery } from '@tanstack/react-query';
import { truncate } from '../../../domain/text.ts';
import { LIMITS } from '../../../domain/limits.ts';
import type { api, Reply } from '../../lib/api.ts';
import { libraryImagesQuery } from '../queries.ts';
import { Modal } from './modal.tsx';
import './image-library-picker.css';

type LibraryImage = Reply<typeof api.library.images.$get>[number];

interface ImageLibraryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (imageUrl: string) => void;
}

function imageName(image: LibraryImage): string {
  return image.imagePrompt ? truncate(image.imagePrompt, LIMITS.imagePromptSnippet) : `Image ${image.id}`;
}

/**
 * 'Select Image from Library': the Promotion Library's images, each a button that picks its URL
 * (every stored image stays reachable from Image Storage). The list is fetched only once the
 * picker opens, as the spec asks of the library call.
 */
export function ImageLibraryPicker({ open, onOpenChange, onSelect }: ImageLibraryPickerProps) {
  const images = useQuery({ ...libraryImagesQuery, enabled: open });

  function pick(image: LibraryImage) {
    onSelect(image.imageUrl);
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
                <img src={image.imageUrl} alt="" loading="lazy" />
                <span className="picker-item-name clamp-2">{imageName(image)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
