/**
 * Build-time only: the static pages of a paged list. Page 1 is the list's own route; pages
 * 2..n are built at '{path}/page/{n}' so that every result can be crawled and reached without
 * JavaScript.
 */
import { pageCount } from '../../domain/paging.ts';

/** The page numbers after the first, as getStaticPaths params. */
export function laterPages(total: number, pageSize: number): number[] {
  return Array.from({ length: pageCount(total, pageSize) - 1 }, (_, index) => index + 2);
}

/** The items of page `page`. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** ' (Page n)' after the first page, so each page's title is its own. */
export function pageTitleSuffix(page: number): string {
  return page > 1 ? ` (Page ${page})` : '';
}
