import { useEffect } from 'react';

/**
 * Links that open an item's editor: /admin/articles?edit=12 and /admin/experts?edit=3 (the
 * dashboard's scheduled list). The screen opens the editor once its list has loaded, then drops
 * the parameter so a reload or Back does not open it again.
 */

const SCREENS = { article: '/admin/articles', expert: '/admin/experts' } as const;

export function editorHref(entityType: keyof typeof SCREENS, id: number): string {
  return `${SCREENS[entityType]}?edit=${id}`;
}

export function useOpenEditorFromLink<T extends { id: number }>(items: readonly T[] | undefined, open: (item: T) => void): void {
  useEffect(() => {
    if (!items) return;
    const url = new URL(window.location.href);
    const wanted = Number(url.searchParams.get('edit'));
    if (!wanted) return;
    url.searchParams.delete('edit');
    window.history.replaceState(window.history.state, '', url);
    const item = items.find((candidate) => candidate.id === wanted);
    if (item) open(item);
  }, [items, open]);
}
