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
import type { ReactNode } from 'react';
import './sortable-list.css';

/** One row of a sortable list: what it is called, a line under it, and anything at its end (a View link). */
export interface SortableItem {
  id: number;
  title: string;
  detail: ReactNode;
  end?: ReactNode;
}

/** How to reorder with the keyboard, said once under the list and to screen readers. */
export function sortInstructions(noun: string): string {
  return `To reorder, focus a drag handle and press Space or Enter to pick the ${noun} up, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.`;
}

/** What a screen reader hears while dragging: titles and positions, not internal ids. */
function announcements(items: readonly SortableItem[], noun: string): Announcements {
  const title = (id: UniqueIdentifier) => `"${items.find((item) => item.id === id)?.title ?? noun}"`;
  const position = (id: UniqueIdentifier) => `position ${items.findIndex((item) => item.id === id) + 1} of ${items.length}`;
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

function SortableRow({ item, rank }: { item: SortableItem; rank: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
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
        aria-label={`Reorder "${item.title}"`}
        {...attributes}
        {...listeners}
      >
        <GripIcon />
      </button>
      <span className="featured-rank">{rank}</span>
      <div className="featured-row-text">
        <p className="featured-row-title">{item.title}</p>
        <p className="muted small">{item.detail}</p>
      </div>
      {item.end}
    </li>
  );
}

/**
 * A numbered list reordered by dragging (pointer, touch or keyboard), shared by the featured
 * articles and the featured experts. `onReorder` receives every id in the new order.
 */
export function SortableList({ items, noun, onReorder }: { items: readonly SortableItem[]; noun: string; onReorder: (ids: number[]) => void }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((item) => item.id);

  function drop({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ announcements: announcements(items, noun), screenReaderInstructions: { draggable: sortInstructions(noun) } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="featured-list">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} rank={index + 1} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
