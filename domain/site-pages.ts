import { CATEGORIES, type CategoryKey } from './categories.ts';
import type { ProfileOwnerMark } from './claims.ts';
import type { Article, ArticleSummary, Expert } from './entities.ts';
import type { ImageCredit } from './image-credit.ts';
import { listPagePath } from './paging.ts';
import { articlePath, expertPath } from './public-paths.ts';
import { RESERVED_ARTICLE_SLUGS, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from './slugs.ts';

/**
 * The public pages built from the database, and the data each one is rendered from. The same
 * page code renders them into the static set at build time and on demand (Node server, Pages
 * Function): both hand it one `PageData`, so equal data gives equal HTML.
 */

export type PageRef =
  | { kind: 'home' }
  | { kind: 'directory'; page: number }
  | { kind: 'category'; category: CategoryKey; page: number }
  | { kind: 'articles'; page: number }
  | { kind: 'expert'; slug: string }
  | { kind: 'article'; slug: string }
  | { kind: 'rss' };

export type PageKind = PageRef['kind'];

/** What an expert card shows (lists, the home page). */
export type ExpertListItem = Pick<Expert, 'slug' | 'name' | 'title' | 'categories' | 'longevityContribution' | 'imageUrl'>;
/** What an article card shows (the article list, profiles, the home page, the feed). */
export type ArticleListItem = Pick<
  ArticleSummary,
  'slug' | 'title' | 'excerpt' | 'metaDescription' | 'contentType' | 'featuredImageUrl' | 'publishedAt' | 'createdAt' | 'seoTags'
>;

/**
 * What a card shows in the browser (the listing islands), and the search indexes' entries: the
 * card plus the distinct words only the search reads. The site build writes the indexes, the
 * islands read them, so the shape lives here, below both.
 */
export type ExpertCardData = Pick<Expert, 'slug' | 'name' | 'title' | 'categories' | 'longevityContribution' | 'imageUrl'>;
export type ArticleCardData = Pick<
  ArticleSummary,
  'slug' | 'title' | 'excerpt' | 'metaDescription' | 'contentType' | 'featuredImageUrl' | 'publishedAt' | 'seoTags'
>;
/** An experts index entry: the card, plus the biography's distinct words for search. */
export interface ExpertIndexEntry extends ExpertCardData {
  biography: string;
}
/** An articles index entry: the card, plus the body's distinct words for search. */
export interface ArticleIndexEntry extends ArticleCardData {
  body: string;
}

export interface HomePageData {
  kind: 'home';
  expertCount: number;
  featuredExperts: ExpertListItem[];
  featuredArticles: ArticleListItem[];
  /** The experts search index of the build being served (publishing/search/expert-index.ts). */
  indexUrl: string;
}
export interface DirectoryPageData {
  kind: 'directory';
  page: number;
  total: number;
  /** This page's experts, by name. */
  experts: ExpertListItem[];
  indexUrl: string;
}
export interface CategoryPageData {
  kind: 'category';
  category: CategoryKey;
  page: number;
  total: number;
  experts: ExpertListItem[];
  indexUrl: string;
}
export interface ArticlesPageData {
  kind: 'articles';
  page: number;
  total: number;
  /** This page's articles, newest first. */
  articles: ArticleListItem[];
  featured: ArticleListItem[];
  indexUrl: string;
}
export interface ExpertPageData {
  kind: 'expert';
  expert: Expert;
  /** The expert's published articles, newest first. */
  articles: ArticleSummary[];
  /** The credit recorded on the stored image the portrait shows (stored_images.credit), if any. */
  portraitCredit: ImageCredit | null;
  /** The expert's own account of the profile, when they own it (issue 36 §2). */
  owner: ProfileOwnerMark | null;
}
export interface ArticlePageData {
  kind: 'article';
  article: Article;
  expert: Expert | null;
  /** The credit recorded on the stored image the article shows, if any. */
  pictureCredit: ImageCredit | null;
}
/** What the feed shows of an article: its card, and the body a description falls back to. */
export type FeedItem = Pick<Article, 'slug' | 'title' | 'excerpt' | 'metaDescription' | 'content' | 'publishedAt' | 'createdAt' | 'seoTags'>;
export interface RssData {
  kind: 'rss';
  /** The newest published articles. */
  articles: FeedItem[];
}

export type PageData = HomePageData | DirectoryPageData | CategoryPageData | ArticlesPageData | ExpertPageData | ArticlePageData | RssData;
export type PageDataOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** Search index URLs of the build being served: on-demand lists point at them until a build replaces them. */
export interface IndexUrls {
  experts: string;
  articles: string;
}

/** What the servers know about the build they serve (the build writes it as PUBLISH_INFO_FILE). */
export interface SitePublishInfo {
  /** The content generation the build read its data at (db/schema.ts buildStatus.generation). */
  generation: number;
  codeKey: string;
  indexUrls: IndexUrls;
  /** Data pages in the static set; the rest are rendered on demand. */
  staticPages: number;
  /** Share cards (/og/…) of the static set's profiles and articles. */
  shareCards: number;
  onDemandPages: number;
  /** Every file of the build folder. */
  files: number;
  /** The smallest SITE_FILE_BUDGET this site can be built with now (static-set.ts `minimumFileBudget`). */
  minimumFileBudget: number;
}

/** The one wording of a SITE_FILE_BUDGET below the minimum (the build, `npm start` and `npm run deploy:check` say it). */
export function fileBudgetProblem(budget: number, minimum: number): string {
  return `SITE_FILE_BUDGET=${budget} is below the ${minimum} files every build of this site holds (its fixed pages, assets, indexes, sitemaps, the home page and the feed): set it to at least ${minimum}`;
}

/** The file of a build folder that holds its SitePublishInfo (public: nothing in it is secret). */
export const PUBLISH_INFO_FILE = '_publish.json';

export interface RenderOptions {
  /**
   * A private rendering (a preview, publishing/serve/preview-page.ts): adds `<meta name="robots"
   * content="noindex, nofollow">` and leaves out the canonical link, `og:url` and analytics.
   */
  noindex?: boolean;
  /**
   * A preview (publishing/serve/preview-page.ts): the page carries a banner saying so (and whether
   * the item is published), and leaves out what belongs to the live page only (Suggest a correction).
   */
  preview?: { published: boolean };
  /**
   * Whether a share card (/og/…) is a file of the deployment: the build knows the cards it wrote,
   * a server asks the build it serves. Without it, or when it answers false, og:image names the
   * site's default card: no page may point at a card no build has drawn.
   */
  shareCardExists?: ShareCardCheck;
}

/** Asks whether the deployment holds the share card at this site path. */
export type ShareCardCheck = (path: string) => boolean | Promise<boolean>;

/** A build's renderer (publishing/render/entry.ts): a page's HTML (the feed's XML) from its data. */
export type RenderPage = (data: PageData, options?: RenderOptions) => Promise<string>;

/** How many newest articles the feed carries (feed readers poll it; the whole library is on /articles). */
export const FEED_ITEMS = 50;

const PAGE_NUMBER = /^[1-9]\d{0,6}$/;

function slugAllowed(slug: string | undefined, reserved: ReadonlySet<string>): slug is string {
  return slug !== undefined && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !reserved.has(slug);
}

/** A later page number ('/…/page/2' onwards); page 1 lives at the list's own path. */
function laterPage(segment: string | undefined): number | undefined {
  if (segment === undefined || !PAGE_NUMBER.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 ? page : undefined;
}

/**
 * The data page a clean URL path names, or undefined for any other path (fixed pages such as
 * /login, assets, unknown shapes). It says nothing about whether the page exists.
 */
export function parsePagePath(path: string): PageRef | undefined {
  if (path === '/') return { kind: 'home' };
  if (path === '/rss.xml') return { kind: 'rss' };
  const segments = path.split('/').slice(1);
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0 || segments.some((segment) => segment === '')) return undefined;
  if (first === 'directory') {
    if (second === undefined) return { kind: 'directory', page: 1 };
    if (second === 'page') {
      const page = fourth === undefined ? laterPage(third) : undefined;
      return page ? { kind: 'directory', page } : undefined;
    }
    const category = CATEGORIES.find((entry) => entry.slug === second);
    if (!category) return undefined;
    if (third === undefined) return { kind: 'category', category: category.key, page: 1 };
    const page = third === 'page' ? laterPage(fourth) : undefined;
    return page ? { kind: 'category', category: category.key, page } : undefined;
  }
  if (first === 'articles') {
    if (second === undefined) return { kind: 'articles', page: 1 };
    if (second === 'page' && third !== undefined) {
      const page = fourth === undefined ? laterPage(third) : undefined;
      return page ? { kind: 'articles', page } : undefined;
    }
    return third === undefined && slugAllowed(second, RESERVED_ARTICLE_SLUGS) ? { kind: 'article', slug: second } : undefined;
  }
  return second === undefined && slugAllowed(first, RESERVED_SLUGS) ? { kind: 'expert', slug: first } : undefined;
}

export function categorySlug(key: CategoryKey): string {
  const category = CATEGORIES.find((entry) => entry.key === key);
  if (!category) throw new Error(`Unknown category ${key}`);
  return category.slug;
}

/** The clean URL path of a data page: the inverse of parsePagePath. */
export function pagePath(ref: PageRef): string {
  switch (ref.kind) {
    case 'home':
      return '/';
    case 'rss':
      return '/rss.xml';
    case 'directory':
      return listPagePath('/directory', ref.page);
    case 'category':
      return listPagePath(`/directory/${categorySlug(ref.category)}`, ref.page);
    case 'articles':
      return listPagePath('/articles', ref.page);
    case 'expert':
      return expertPath(ref.slug);
    case 'article':
      return articlePath(ref.slug);
  }
}

/** Which page a page's data renders. */
export function pageRefOf(data: PageData): PageRef {
  switch (data.kind) {
    case 'home':
    case 'rss':
      return { kind: data.kind };
    case 'directory':
    case 'articles':
      return { kind: data.kind, page: data.page };
    case 'category':
      return { kind: 'category', category: data.category, page: data.page };
    case 'expert':
      return { kind: 'expert', slug: data.expert.slug };
    case 'article':
      return { kind: 'article', slug: data.article.slug };
  }
}

/**
 * What a page shows, as a short key: the SHA-256 (base64url, 27 characters) of exactly the data
 * handed to the renderer. Equal data gives equal HTML from one renderer, so the site build reuses a
 * page file and the servers reuse a rendered copy when it is unchanged (Web Crypto: Node and workerd).
 */
export async function pageSignature(data: PageData): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(data))));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').slice(0, 27);
}

/** The file a data page is written to in a build folder (build format 'file': /a/b → a/b.html). */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  return path.endsWith('.xml') ? path.slice(1) : `${path.slice(1)}.html`;
}
