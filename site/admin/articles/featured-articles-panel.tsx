import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import type { Article } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { expertName } from './use-articles.ts';

interface FeaturedArticlesPanelProps {
  /** The featured articles, in featured order. */
  featured: readonly Article[];
  expertNames: ReadonlyMap<number, string>;
  onReorder: (articleIds: number[]) => void;
}

const INSTRUCTIONS =
  'To reorder, focus a drag handle and press Space or Enter to pick the article up, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.';

function plural(count: number, word: string): string {
  return `${count} more ${word}${count === 1 ? '' : 's'}`;
}

/** What a screen reader hears while dragging: titles and positions, not internal ids. */
function announcements(featured: readonly Article[]): Announcements {
  const title = (id: UniqueIdentifier) => `"${featured.find((article) => article.id === id)?.title ?? 'Article'}"`;
  const position = (id: UniqueIdentifier) => `position ${featured.findIndex((article) => article.id === id) + 1} of ${featured.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, in ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} moved to ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => `${title(active.id)} dropped in ${position(over?.id ?? active.id)}.`,
    onDragCancel: ({ active }) => `Reordering cancelled: ${title(active.id)} stays in ${position(active.id)}.`,
  };
}

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

function FeaturedRow({ article, rank, expert }: { article: Article; rank: number; expert: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: article.id });
  return (
    <li
      ref={setNodeRef}
      className="featured-row"
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-ghost btn-icon drag-handle"
        aria-label={`Reorder "${article.title}"`}
        {...attributes}
        {...listeners}
      >
        <GripIcon />
      </button>
      <span className="featured-rank">{rank}</span>
      <div className="featured-row-text">
        <p className="featured-row-title">{article.title}</p>
        <p className="muted small">
          {expert} • {contentTypeLabel(article.contentType)}
        </p>
      </div>
      {article.status === 'published' && (
        <a className="btn btn-ghost btn-sm" href={`/articles/${article.slug}`} target="_blank" rel="noopener noreferrer">
          View<span className="visually-hidden"> "{article.title}" (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

/** The featured articles in their order, reordered by dragging (pointer, touch or keyboard). */
export function FeaturedArticlesPanel({ featured, expertNames, onReorder }: FeaturedArticlesPanelProps) {
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = featured.map((article) => article.id);
  const room = LIMITS.featuredArticles - featured.length;

  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <section className="card card-body featured-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="featured-panel-title">
        Featured Articles
      </h2>
      <p className="muted small">Drag the handles to change the order on the home page. {INSTRUCTIONS}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{ announcements: announcements(featured), screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="featured-list">
            {featured.map((article, index) => (
              <FeaturedRow key={article.id} article={article} rank={index + 1} expert={expertName(expertNames, article.expertId)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {room > 0 && <p className="muted small featured-room">You can feature {plural(room, 'article')}</p>}
    </section>
  );
}
