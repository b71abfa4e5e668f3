/** Slug rules shared by experts (served at /{slug}) and articles (/articles/{slug}). */

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * Words an expert slug may never take, because the site or the API already owns that path:
 * top-level pages, build output folders, and the fixed segments under /api/experts/.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  '404', 'about', 'admin', 'api', 'articles', 'assets', 'data', 'directory', 'favicon', 'featured',
  'forgot-password', 'id', 'index', 'login', 'logout', 'og', 'register', 'reset-password', 'robots',
  'rss', 'search', 'signup', 'sitemap', 'submit', 'submit-expert', 'uploads',
]);

/** /articles/404 is the articles folder's not-found page, so no article may take that slug. */
export const RESERVED_ARTICLE_SLUGS: ReadonlySet<string> = new Set(['404']);

/** Lowercase, accents folded, anything but letters, digits, spaces and hyphens dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * The first free slug for `text`: its slugified form, or that with -2, -3, ... appended when it is
 * reserved or already taken. `taken` holds the existing slugs that start with the base.
 */
export function uniqueSlug(text: string, taken: ReadonlySet<string>, fallback = 'expert'): string {
  const base = slugify(text) || fallback;
  const free = (candidate: string) => !taken.has(candidate) && !RESERVED_SLUGS.has(candidate);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
