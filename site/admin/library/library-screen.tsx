import { useRef, useState } from 'react';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { stripMarkdown, truncate } from '../../../domain/text.ts';
import { adminScreen } from '../admin-guard.tsx';
import { EmptyList } from '../ui/empty-list.tsx';
import { Modal } from '../ui/modal.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ArticleBadge } from '../ui/article-ref.tsx';
import { ContentDetails } from './content-details.tsx';
import { copyText, useLibraryContent, useLibraryDeletes, useLibraryImages, type LibraryImage } from './use-library.ts';
import './library.css';

type Tab = 'content' | 'images';

function matches(text: string | null, search: string): boolean {
  return (text ?? '').toLowerCase().includes(search.trim().toLowerCase());
}

function ImageDetails({ image, onClose, onDelete }: { image: LibraryImage | null; onClose: () => void; onDelete: (image: LibraryImage) => void }) {
  if (!image) return null;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Image Details" wide>
      <img className="library-image-large" src={image.imageUrl} alt={image.imagePrompt ?? ''} />
      <dl className="detail-list">
        <dt>Prompt</dt>
        <dd>{image.imagePrompt ?? ''}</dd>
        <dt>Provider</dt>
        <dd>{image.provider ?? ''}</dd>
        <dt>Model</dt>
        <dd>{image.model ?? ''}</dd>
        <dt>Size</dt>
        <dd>{image.size ?? ''}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(image.createdAt)}</dd>
      </dl>
      <div className="dialog-actions">
        <a className="btn btn-secondary" href={image.imageUrl} download>
          Download Image
        </a>
        <a className="btn btn-secondary" href={image.imageUrl} target="_blank" rel="noopener noreferrer">
          Open in New Tab
        </a>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void copyText(new URL(image.imageUrl, window.location.origin).href, 'Image URL copied to clipboard')}
        >
          Copy URL
        </button>
        <button type="button" className="btn btn-danger" onClick={() => onDelete(image)}>
          Delete Image
        </button>
      </div>
    </Modal>
  );
}

/** /admin/library: saved content and images, with search, expert filter, selection and bulk delete. */
function LibraryScreen() {
  const content = useLibraryContent();
  const images = useLibraryImages();
  const [tab, setTab] = useState<Tab>('content');
  const [search, setSearch] = useState('');
  const [expertId, setExpertId] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openContent, setOpenContent] = useState<number | null>(null);
  const [openImage, setOpenImage] = useState<LibraryImage | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const clear = () => setSelected(new Set());
  const deletes = useLibraryDeletes(panel, () => {
    clear();
    setOpenContent(null);
    setOpenImage(null);
  });

  if (content.isPending || images.isPending) return <p className="muted">Loading library...</p>;
  if (content.isError || images.isError) return <p className="field-error">Failed to load the library.</p>;

  const experts = [...new Map(content.data.filter((item) => item.expertId !== null).map((item) => [item.expertId, item.expertName ?? ''])).entries()];
  const expertOf = new Map(content.data.map((item) => [item.id, item.expertId]));
  const contents = content.data.filter(
    (item) => (!expertId || String(item.expertId) === expertId) && (matches(item.content, search) || matches(item.expertName, search)),
  );
  const shownImages = images.data.filter(
    (image) => (!expertId || String(expertOf.get(image.contentId ?? -1)) === expertId) && matches(image.imagePrompt, search),
  );
  const ids = tab === 'content' ? contents.map((item) => item.id) : shownImages.map((image) => image.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const switchTab = (next: Tab) => {
    setTab(next);
    clear();
  };

  return (
    <>
      <ScreenHeader title="Promotion Library" subtitle="Article assets: content and images saved from Promote Longevity." />
      <div className="filter-bar">
        <input
          type="search"
          className="input"
          aria-label="Search library"
          placeholder="Search content and prompts..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select className="input" aria-label="Filter by expert" value={expertId} onChange={(event) => setExpertId(event.target.value)}>
          <option value="">All experts</option>
          {experts.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          id="library-tab-content"
          aria-controls="library-panel"
          aria-selected={tab === 'content'}
          className="tab"
          onClick={() => switchTab('content')}
        >
          Content ({contents.length})
        </button>
        <button
          type="button"
          role="tab"
          id="library-tab-images"
          aria-controls="library-panel"
          aria-selected={tab === 'images'}
          className="tab"
          onClick={() => switchTab('images')}
        >
          Images ({shownImages.length})
        </button>
      </div>
      <div ref={panel} id="library-panel" role="tabpanel" aria-labelledby={`library-tab-${tab}`} tabIndex={-1} className="tab-panel">
        <div className="bulk-bar">
          <label>
            <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(ids))} /> Select all
          </label>
          {selected.size > 0 && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() =>
                tab === 'content'
                  ? deletes.content.ask(contents.filter((item) => selected.has(item.id)).map(deletes.nameContent))
                  : deletes.images.ask(shownImages.filter((image) => selected.has(image.id)).map(deletes.nameImage))
              }
            >
              Delete Selected ({selected.size})
            </button>
          )}
        </div>
        {tab === 'content' ? (
          contents.length === 0 ? (
            <EmptyList what="saved content" filtered={Boolean(search.trim() || expertId)} hint="Content saved from Promote Longevity appears here." />
          ) : (
            <ul className="library-grid" aria-label="Saved content">
              {contents.map((item) => (
                <li key={item.id} className="card library-card" data-delete-id={item.id}>
                  <input type="checkbox" aria-label="Select content" checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                  <button type="button" className="library-card-body" data-delete-focus onClick={() => setOpenContent(item.id)}>
                    <span className="badge">{item.expertName ?? 'Unknown expert'}</span> <span className="badge">{item.platform}</span>{' '}
                    <span className="badge">{contentTypeLabel(item.contentType)}</span>
                    <p>{truncate(stripMarkdown(item.content), LIMITS.libraryContentPreview)}</p>
                    <span className="muted">{formatDateTime(item.createdAt)}</span>
                  </button>
                  <div className="card-actions">
                    <button type="button" className="btn btn-secondary" onClick={() => void copyText(item.content, 'Content copied to clipboard')}>
                      Copy
                    </button>
                    {item.article && <ArticleBadge article={item.article} />}
                    <button type="button" className="btn btn-danger" onClick={() => deletes.content.ask([deletes.nameContent(item)])}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : shownImages.length === 0 ? (
          <EmptyList what="saved images" filtered={Boolean(search.trim() || expertId)} hint="Images made in Promote Longevity appear here." />
        ) : (
          <ul className="library-grid" aria-label="Saved images">
            {shownImages.map((image) => (
              <li key={image.id} className="card library-card" data-delete-id={image.id}>
                <input type="checkbox" aria-label="Select image" checked={selected.has(image.id)} onChange={() => toggle(image.id)} />
                <LibraryThumb image={image} />
                <p>{truncate(image.imagePrompt ?? '', LIMITS.imagePromptSnippet)}</p>
                <span className="muted">
                  {image.size} · {formatDateTime(image.createdAt)}
                </span>
                <div className="card-actions">
                  <button type="button" className="btn btn-secondary" data-delete-focus onClick={() => setOpenImage(image)}>
                    View
                  </button>
                  <a className="btn btn-secondary" href={image.imageUrl} download>
                    Download
                  </a>
                  <a className="btn btn-secondary" href={image.imageUrl} target="_blank" rel="noopener noreferrer" aria-label="Open in new tab">
                    ↗
                  </a>
                  <button type="button" className="btn btn-danger" onClick={() => deletes.images.ask([deletes.nameImage(image)])}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ContentDetails
        content={content.data.find((item) => item.id === openContent) ?? null}
        images={images.data}
        onClose={() => setOpenContent(null)}
        onDelete={(item) => deletes.content.ask([deletes.nameContent(item)])}
      />
      <ImageDetails image={openImage} onClose={() => setOpenImage(null)} onDelete={(image) => deletes.images.ask([deletes.nameImage(image)])} />
      {deletes.content.dialog}
      {deletes.images.dialog}
    </>
  );
}

function LibraryThumb({ image }: { image: LibraryImage }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <div className="library-thumb image-unavailable">Image unavailable</div>;
  return <img className="library-thumb" src={image.imageUrl} alt={image.imagePrompt ?? ''} loading="lazy" onError={() => setBroken(true)} />;
}

export default adminScreen(LibraryScreen);
