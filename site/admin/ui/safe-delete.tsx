import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DELETE_TEXTS, UNDO_NOTICE_MS, type UndoOffer } from '../../../domain/undo.ts';
import { api, unwrap } from '../../lib/api.ts';
import type { ToastOptions } from '../../lib/toast.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useAdminMutation } from './use-admin-mutation.ts';
import './safe-delete.css';

type Note = Omit<ToastOptions, 'variant' | 'action' | 'durationMs'>;

/** What a delete answers: an undo offer where the server can bring the items back. */
interface DeleteReply {
  message?: string | undefined;
  undo?: UndoOffer | null | undefined;
}

/** How the confirmation names one item: its name, and a thumbnail when it is an image. */
export interface Named {
  id: number;
  name: string;
  thumbnail?: string | null | undefined;
}

interface SafeDeleteOptions {
  /** The item's word, for the default title: 'Delete this image?' / 'Delete 3 images?'. */
  noun: { singular: string; plural: string };
  /** The spec's own title for this screen's confirmation ('Delete User'), instead of the default. */
  title?: (items: readonly Named[]) => string;
  /** The spec's question ('Are you sure you want to delete this expert?'), before what the piece adds. */
  question?: (items: readonly Named[]) => string;
  /** Whether the confirmation lists the items (off where the question names the only one). */
  listItems?: boolean;
  /** Whether this delete answers an undo offer: the confirmation says so, or that it cannot be undone. */
  undoable: boolean;
  /** The typed delete call. */
  call: (ids: number[]) => Promise<DeleteReply>;
  success: Note | ((reply: DeleteReply, items: readonly Named[]) => Note);
  failure: { title: string; text: string; reason?: 'instead' | 'after' | 'none' };
  /** The reads a delete and an undo change. */
  refresh: readonly QueryKey[];
  /** After a delete succeeded: close the dialog it was asked from, clear a selection. */
  onDeleted?: (items: readonly Named[]) => void;
  /** After an undo succeeded (a rebuild note). */
  onRestored?: () => void;
  /**
   * Where focus goes: the element holding the items (each carries `data-delete-id`; the control
   * inside marked `data-delete-focus`, else the item itself, takes focus). After a delete focus goes
   * to the next item (or the one before), after an undo to the restored item; else to this element.
   */
  list: RefObject<HTMLElement | null>;
}

function itemElement(list: HTMLElement | null, id: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[data-delete-id="${id}"]`) ?? null;
}

/** The control inside an item that takes focus, else the item itself (made focusable). */
function focusTarget(item: HTMLElement): HTMLElement {
  const marked = item.querySelector<HTMLElement>('[data-delete-focus]');
  if (marked) return marked;
  if (!item.hasAttribute('tabindex')) item.setAttribute('tabindex', '-1');
  return item;
}

/** The item that stays nearest to the ones deleted: the next one after them, else the one before. */
function neighbourOf(list: HTMLElement | null, ids: readonly number[]): number | null {
  if (!list) return null;
  const all = [...list.querySelectorAll<HTMLElement>('[data-delete-id]')].map((node) => Number(node.dataset.deleteId));
  const gone = new Set(ids);
  const first = all.findIndex((id) => gone.has(id));
  if (first < 0) return null;
  const after = all.slice(first).find((id) => !gone.has(id));
  const before = all
    .slice(0, first)
    .reverse()
    .find((id) => !gone.has(id));
  return after ?? before ?? null;
}

/** How long the notice offers Undo: UNDO_NOTICE_MS, cut short so it never outlives the offer. */
function noticeDuration(offer: UndoOffer): number {
  const left = Date.parse(offer.expiresAt) - Date.now() - 2_000;
  return Math.max(3_000, Math.min(UNDO_NOTICE_MS, Number.isFinite(left) ? left : UNDO_NOTICE_MS));
}

/** What goes, by name (and thumbnail), the first few and how many more. */
function DeleteList({ items }: { items: readonly Named[] }) {
  const shown = items.slice(0, DELETE_TEXTS.namedMax);
  const more = items.length - shown.length;
  return (
    <ul className="delete-list" aria-label="To delete">
      {shown.map((item) => (
        <li key={item.id}>
          {item.thumbnail && <img className="delete-list-thumb" src={item.thumbnail} alt="" />}
          <bdi>{item.name}</bdi>
        </li>
      ))}
      {more > 0 && <li className="muted">{DELETE_TEXTS.more(more)}</li>}
    </ul>
  );
}

/**
 * Every admin delete, written once: a confirmation naming what goes, the delete, then a notice
 * that offers Undo for a few seconds when the server answered an undo offer (else the
 * confirmation says it cannot be undone). Focus lands on the nearest remaining item after a
 * delete and on the restored item after an undo, never on the page body.
 * `ask(items)` opens the confirmation; render `dialog` once on the screen.
 */
export function useSafeDelete(options: SafeDeleteOptions) {
  const { noun, title, question, listItems = true, undoable, call, success, failure, refresh, onDeleted, onRestored, list } = options;
  const [asking, setAsking] = useState<readonly Named[] | null>(null);
  // The item to focus once it is on the screen; `until` ends the wait (then the list takes focus).
  const [focus, setFocus] = useState<{ id: number | null; until: number } | null>(null);
  const neighbour = useRef<number | null>(null);

  useEffect(() => {
    if (!focus) return;
    // After the commit, and after a closing dialog has put focus back where it was opened.
    const timer = setTimeout(() => {
      const item = focus.id === null ? null : itemElement(list.current, focus.id);
      if (item) focusTarget(item).focus();
      else if (Date.now() < focus.until)
        return; // the restored item is not rendered yet
      else list.current?.focus();
      setFocus(null);
    }, 0);
    // Re-checked when the wait ends even if nothing renders meanwhile.
    const giveUp = setTimeout(() => setFocus((current) => (current ? { ...current } : current)), Math.max(0, focus.until - Date.now() + 10));
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
    };
  });

  const undo = useAdminMutation({
    call: (token: string) => unwrap(api.admin.undo[':token'].$post({ param: { token } })),
    success: ({ message }) => ({ title: DELETE_TEXTS.restored, description: message }),
    onSuccess: ({ restored }) => {
      onRestored?.();
      setFocus({ id: restored[0] ?? null, until: Date.now() + 1_000 });
    },
    failure: { title: DELETE_TEXTS.undoFailed, text: DELETE_TEXTS.undoFailedText },
    refresh,
  });

  const remove = useAdminMutation({
    call: (items: readonly Named[]) => call(items.map((item) => item.id)),
    success: (reply, items) => {
      const note = typeof success === 'function' ? success(reply, items) : success;
      const offer = reply.undo;
      if (!offer) return note;
      return { ...note, action: { label: DELETE_TEXTS.undo, onClick: () => undo.mutate(offer.token) }, durationMs: noticeDuration(offer) };
    },
    // Closed either way: after a refusal (toasted) focus goes back to the button that asked.
    onSettled: () => setAsking(null),
    onSuccess: (_reply, items) => {
      onDeleted?.(items);
      setFocus({ id: neighbour.current, until: 0 });
    },
    failure,
    refresh,
  });

  const ask = (items: readonly Named[]) => {
    if (items.length === 0) return;
    neighbour.current = neighbourOf(
      list.current,
      items.map((item) => item.id),
    );
    setAsking(items);
  };

  const items = asking ?? [];
  const count = items.length;
  /** The confirmation, with more to say (where an image is used) and `ready` false holding Delete until that is known. */
  const confirmation = ({ extra, ready = true }: { extra?: ReactNode; ready?: boolean } = {}) => (
    <ConfirmDelete
      subject={asking ? { id: items[0]?.id ?? 0 } : null}
      onCancel={() => setAsking(null)}
      title={title ? title(items) : DELETE_TEXTS.title(count, noun.singular, noun.plural)}
      description={
        <>
          <p className="delete-question">{[question?.(items), undoable ? DELETE_TEXTS.canUndo : DELETE_TEXTS.cannotUndo].filter(Boolean).join(' ')}</p>
          {listItems && count > 0 && <DeleteList items={items} />}
          {extra}
        </>
      }
      ready={ready}
      remove={{ mutate: () => asking && remove.mutate(asking), isPending: remove.isPending }}
    />
  );
  return { ask, asking, dialog: confirmation(), confirmation, isPending: remove.isPending };
}
