import type { Expert } from '../../../domain/entities.ts';

/** The working selection of featured experts: ids in home-page order, compared with the saved list. */

/** The saved featured list's ids, in featured order (the API answers in that order). */
export function savedSelection(featured: readonly Expert[]): number[] {
  return featured.map((expert) => expert.id);
}

/** Same experts in the same order: only then is there nothing to save. */
export function sameSelection(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Selecting appends the expert to the end of the order; unselecting closes the gap. Undefined
 * when selecting would pass `max`.
 */
export function toggleSelection(selection: readonly number[], id: number, max: number): number[] | undefined {
  if (selection.includes(id)) return selection.filter((selected) => selected !== id);
  if (selection.length >= max) return undefined;
  return [...selection, id];
}
