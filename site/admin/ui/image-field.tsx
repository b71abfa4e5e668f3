import { useRef, useState, type ChangeEvent } from 'react';
import { storedImagesQuery } from '../queries.ts';
import { Can } from './can.tsx';
import { ImageLibraryPicker } from './image-library-picker.tsx';
import { uploadImage } from './upload-image.ts';
import { useAdminMutation } from './use-admin-mutation.ts';
import './image-field.css';

interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Advice shown under the field and tied to its input. */
  hint?: string;
}

/**
 * An image chosen by URL, by upload (any image type; the server checks the bytes) or from the
 * stored images, with a clear button and a preview that hides itself when the image fails to load.
 */
export function ImageField({ id, label, value, onChange, hint }: ImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The URL whose preview failed: a new URL gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const upload = useAdminMutation({
    call: uploadImage,
    success: { title: 'Image Uploaded', description: 'Image uploaded successfully' },
    onSuccess: ({ imageUrl }) => onChange(imageUrl),
    failure: { title: 'Failed to upload image', text: 'Please try again.' },
    // The upload is now a stored image too: Image Storage should list it.
    refresh: [storedImagesQuery.queryKey],
  });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  const url = value.trim();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="field-optional"> (optional)</span>
      </label>
      <div className="image-field-row">
        <input
          id={id}
          className="input"
          type="text"
          inputMode="url"
          placeholder="https://... or upload an image"
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {url && (
          <button type="button" className="btn btn-secondary btn-icon" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange('')}>
            ×
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <div className="cluster">
        <button type="button" className="btn btn-secondary btn-sm" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          {upload.isPending ? 'Uploading...' : 'Upload Image'}
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden tabIndex={-1} onChange={chooseFile} />
        {/* The library of stored images is Image Storage's (images.manage). */}
        <Can permissions={['images.manage']}>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPickerOpen(true)}>
            From Library
          </button>
        </Can>
      </div>
      {url && brokenUrl !== url && <img className="image-field-preview" src={url} alt={`${label} preview`} onError={() => setBrokenUrl(url)} />}
      <ImageLibraryPicker open={pickerOpen} onOpenChange={setPickerOpen} onSelect={onChange} />
    </div>
  );
}
