/** Slug rules shared by experts (served at /{slug}) and articles (/articles/{slug}). */

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * Every top-level path of the built site: one per entry of site/pages (its file name without the
 * page extension; `[...redirects].ts` writes `_redirects`) and of site/public.
 * tests/reserved-paths.test.ts lists both folders and fails when an entry is missing here.
 */
export const SITE_TOP_LEVEL_PATHS = [
  '404',
  '_redirects',
  'accept-invitation',
  'account',
  'admin',
  'articles',
  'claim',
  'directory',
  'forgot-password',
  'index',
  'login',
  'my-profile',
  'my-submissions',
  'reset-password',
  'robots.txt',
  'rss.xml',
  'submit',
  'submit-expert',
  'favicon.svg',
  'image-placeholder.svg',
  'og-default.png',
  'og-default.svg',
] as const;

/**
 * Top-level paths the build and the servers add: Astro's assets, the search indexes (`data/`), the
 * share cards (`og/`), the sitemap, the Content-Security-Policy hashes and Cloudflare's `_headers`
 * (site/build), the API, the uploaded images and the private previews at /preview/{token} (api/).
 */
export const SERVER_TOP_LEVEL_PATHS = [
  '_astro',
  '_headers',
  'api',
  'csp-hashes.json',
  'data',
  'og',
  'preview',
  'sitemap-index.xml',
  'sitemap-0.xml',
  'uploads',
] as const;

/**
 * Also kept from experts: the fixed segments of /api/experts/ ('featured', 'id') and the names
 * of pages a site like this is likely to grow (so a profile never has to move for one).
 */
const KEPT_WORDS = ['about', 'assets', 'favicon', 'featured', 'id', 'logout', 'register', 'robots', 'rss', 'search', 'signup', 'sitemap'] as const;

/**
 * The one list of slugs an expert (served at /{slug}) may never take, because the site or the
 * server owns that path. Creating, approving, importing and renaming all go through it.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set<string>([...SITE_TOP_LEVEL_PATHS, ...SERVER_TOP_LEVEL_PATHS, ...KEPT_WORDS]);

/**
 * Paths under /articles/ an article (served at /articles/{slug}) may never take: one per entry of
 * site/pages/articles, the list itself ('index'), its not-found page and its pages folder.
 */
export const RESERVED_ARTICLE_SLUGS: ReadonlySet<string> = new Set<string>(['404', 'index', 'page']);

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
 * reserved or already taken. `taken` holds the existing slugs that start with the base; `reserved`
 * is the experts' list unless told (articles pass theirs).
 */
export function uniqueSlug(text: string, taken: ReadonlySet<string>, fallback = 'expert', reserved: ReadonlySet<string> = RESERVED_SLUGS): string {
  const base = slugify(text) || fallback;
  const free = (candidate: string) => !taken.has(candidate) && !reserved.has(candidate);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
