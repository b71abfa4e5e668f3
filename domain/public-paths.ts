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
  // \s covers tabs and line breaks; other control characters are refused by code point.
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * The `_redirects` file of Cloudflare Pages: one `old new 301` line per retired path that moved,
 * skipping paths that are live again and anything that is not a plain path on this site. Deleted
 * items have no line (Pages has no 410 rule): they get the 404 page there, 410 on Node.
 */
export function cloudflareRedirects(retired: ReadonlyArray<{ path: string; targetPath: string | null }>, livePaths: ReadonlySet<string>): string {
  const lines = retired.flatMap(({ path, targetPath }) =>
    targetPath !== null && !livePaths.has(path) && isSameOriginPath(path) && isSameOriginPath(targetPath) ? [`${path} ${targetPath} 301`] : [],
  );
  return lines.length ? `${lines.join('\n')}\n` : '';
}
