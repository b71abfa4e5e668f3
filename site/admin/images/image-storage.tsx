import { useState } from 'react';
import type { StoredImage } from '../../../domain/entities.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { useStoredImages } from '../ui/use-stored-images.ts';
import { ImageFilters } from './image-filters.tsx';
import { filterImages, type SourceFilter } from './image-sources.ts';
import { StoredImageCard } from './stored-image-card.tsx';
import { StoredImageDetails } from './stored-image-details.tsx';
import { useCleanupImages, useDeleteStoredImage } from './use-image-storage.ts';

/** /admin/images: every permanently stored image, with search, source filter, view, download and delete. */
function ImageStorage() {
  const images = useStoredImages();
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const [viewing, setViewing] = useState<StoredImage | null>(null);
  const [deleting, setDeleting] = useState<StoredImage | null>(null);
  const cleanup = useCleanupImages();
  const remove = useDeleteStoredImage(() => setDeleting(null));

  if (images.isPending) return <p className="muted">Loading image storage...</p>;

  const header = (
    <header className="admin-header">
      <div>
        <h1>Image Storage Management</h1>
        <p className="muted">Images kept permanently in our storage, from content generation and uploads.</p>
      </div>
      <button type="button" className="btn btn-secondary" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
        {cleanup.isPending ? 'Cleaning up...' : 'Cleanup Expired'}
      </button>
    </header>
  );

  if (images.isError) {
    return (
      <>
        {header}
        <div className="notice notice-warning" role="alert">
          <p>Failed to load image storage.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void images.refetch()}>
            Try Again
          </button>
        </div>
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
      {shown.length === 0 ? (
        <div className="card empty-state">
          <h2>No Images Found</h2>
          <p className="muted">{filtered ? 'Try adjusting your search criteria' : 'Generate some content to see stored images here'}</p>
        </div>
      ) : (
        <ul className="stored-image-grid" aria-label="Stored images">
          {shown.map((image) => (
            <StoredImageCard key={image.id} image={image} onView={() => setViewing(image)} onDelete={() => setDeleting(image)} />
          ))}
        </ul>
      )}
      <StoredImageDetails image={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Image"
        description="Are you sure you want to delete this image? This action cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </>
  );
}

export default adminScreen(ImageStorage);
