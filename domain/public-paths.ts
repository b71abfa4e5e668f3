import { sameOriginPath } from './same-origin-path.ts';

/** Where the public site shows an expert and an article; old paths are kept by these (see retired paths). */
export function expertPath(slug: string): string {
  return `/${slug}`;
}

export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}

/**
 * 'Is this you? Claim this profile' (issue 36): /claim/{slug}. One static page, /claim, answers
 * every such address (the servers serve it for them, static set or not), and reads the slug from
 * the address.
 */
export const CLAIM_PAGE = '/claim';

export function claimPath(slug: string): string {
  return `${CLAIM_PAGE}/${slug}`;
}

/** The slug a /claim/{slug} address names; undefined for any other path. */
export function claimedSlug(path: string): string | undefined {
  return /^\/claim\/([a-z0-9-]{1,120})$/.exec(path)?.[1];
}

/**
 * The `_redirects` file of the Cloudflare Worker's static assets: one `old new 301` line per retired path that moved,
 * skipping paths that are live again and anything that is not a plain path on this site. Deleted
 * items have no line (`_redirects` has no 410 rule): the Worker answers them 410, as Node does.
 */
export function cloudflareRedirects(retired: ReadonlyArray<{ path: string; targetPath: string | null }>, livePaths: ReadonlySet<string>): string {
  const lines = retired.flatMap(({ path, targetPath }) =>
    targetPath !== null && !livePaths.has(path) && sameOriginPath(path) === path && sameOriginPath(targetPath) === targetPath
      ? [`${path} ${targetPath} 301`]
      : [],
  );
  return lines.length ? `${lines.join('\n')}\n` : '';
}
