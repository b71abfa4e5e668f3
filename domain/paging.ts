/** Page arithmetic for the directory and articles pagers. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** Up to `shown` consecutive page numbers, sliding so that the current page stays near the middle. */
export function pageWindow(current: number, pages: number, shown: number): number[] {
  const size = Math.min(shown, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** 1-based inclusive range of items on a page: { from, to }; { 0, 0 } when empty. */
export function pageRange(page: number, total: number, pageSize: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}

export function parsePageParam(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * Where page `page` of a list lives as a static page: the list's own path for page 1,
 * '{path}/page/{n}' after it (every page is built, so crawlers and visitors without
 * JavaScript can reach them all).
 */
export function listPagePath(path: string, page: number): string {
  return page > 1 ? `${path}/page/${page}` : path;
}

/** The page number in a static list page's path ('/directory/page/3' → 3), else 1. */
export function pageFromPath(pathname: string): number {
  const match = /\/page\/(\d+)\/?$/.exec(pathname);
  return match ? parsePageParam(match[1]) : 1;
}

/** The list's path without its '/page/{n}' part. */
export function listBasePath(pathname: string): string {
  return pathname.replace(/\/page\/\d+\/?$/, '') || '/';
}
