import { sameOriginPath } from './same-origin-path.ts';

/** Where the public site shows an expert and an article; old paths are kept by these (see retired paths). */
export function expertPath(slug: string): string {
  return `/${slug}`;
}

export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}

/**
 * The `_redirects` file of the Cloudflare Worker's static assets: one `old new 301` line per retired path that moved,
 * skipping paths that are live again and anything that is not a plain path on this site. Deleted
 * items have no line (`_redirects` has no 410 rule): the Worker answers them 410, as Node does.
 */
export function cloudflareRedirects(retired: ReadonlyArray<{ path: string; targetPath: string | null }>, livePaths: ReadonlySet<string>): string {
  const lines = retired.flatMap(({ path, targetPath }) =>
    targetPath !== null && !livePaths.has(path) && sameOriginPath(path) === path && sameOriginPath(targetPath) === targetPath ? [`${path} ${targetPath} 301`] : [],
  );
  return lines.length ? `${lines.join('\n')}\n` : '';
}
