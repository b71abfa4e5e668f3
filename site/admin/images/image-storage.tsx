import { useRef, useState } from 'react';
import type { StoredImage } from '../../../domain/entities.ts';
import { adminScreen } from '../admin-guard.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { useStoredImages } from '../ui/use-stored-images.ts';
import { ImageFilters } from './image-filters.tsx';
import { filterImages, type SourceFilter } from './image-sources.ts';
import { StoredImageCard } from './stored-image-card.tsx';
import { StoredImageDetails } from './stored-image-details.tsx';
import { ImageUsesNotice } from './image-uses-notice.tsx';
import { useCleanupImages, useDeleteStoredImage } from './use-image-storage.ts';
import './images.css';

/** /admin/images: every permanently stored image, with search, source filter, view, download and delete. */
function ImageStorage() {
  const images = useStoredImages();
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const [viewing, setViewing] = useState<StoredImage | null>(null);
  const cleanup = useCleanupImages();
  const list = useRef<HTMLDivElement>(null);
  const remove = useDeleteStoredImage(list);

  if (images.isPending) return <p className="muted">Loading image storage...</p>;

  const header = (
    <ScreenHeader
      title="Image Storage Management"
      subtitle="Images kept permanently in our storage, from content generation and uploads."
      actions={
        <button type="button" className="btn btn-secondary" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
          {cleanup.isPending ? 'Cleaning up...' : 'Cleanup Expired'}
        </button>
      }
    />
  );

  if (images.isError) {
    return (
      <>
        {header}
        <LoadFailure message="Failed to load image storage." onRetry={() => void images.refetch()} />
      </>
    );
  }

  const all = images.data;
  const shown = filterImages(all, search, source);
  const filtered = search.trim() !== '' || source !== 'all';
  return (
    <>
      {header}
      <div className="stat-grid">
        <StatCard label="Total Images" value={all.length} />
        <StatCard label="Content Promotion" value={all.filter((image) => image.sourceType === 'content_promotion').length} />
        <StatCard label="Articles" value={all.filter((image) => image.sourceType === 'article').length} />
      </div>
      <ImageFilters search={search} onSearch={setSearch} source={source} onSource={setSource} />
      <div ref={list} tabIndex={-1}>
        {shown.length === 0 ? (
          <div className="card empty-state">
            <h2>No Images Found</h2>
            <p className="muted">{filtered ? 'Try adjusting your search criteria' : 'Generate some content to see stored images here'}</p>
          </div>
        ) : (
          <ul className="stored-image-grid" aria-label="Stored images">
            {shown.map((image) => (
              <StoredImageCard key={image.id} image={image} onView={() => setViewing(image)} onDelete={() => remove.ask(image)} />
            ))}
          </ul>
        )}
      </div>
      <StoredImageDetails image={viewing} onClose={() => setViewing(null)} />
      {remove.confirmation({ extra: <ImageUsesNotice uses={remove.uses} />, ready: remove.uses.isSuccess })}
    </>
  );
}

export default adminScreen(ImageStorage);
