/** Where the public site shows an expert and an article; old paths are kept by these (see retired paths). */
export function expertPath(slug: string): string {
  return `/${slug}`;
}

export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}

/**
 * True for a path on this site that a redirect may point to: one leading slash (never `//host` or
 * `/\host`, which browsers read as another origin), no scheme, no control characters.
 */
export function isSameOriginPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && !/[\u0000-\u001f\u007f]/.test(path);
}
