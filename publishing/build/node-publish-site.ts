import { link, mkdir, stat, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getGeneration } from '../../db/queries/build-status.ts';
import { listPageVisits } from '../../db/queries/page-visits.ts';
import { listRetiredPaths } from '../../db/queries/retired-paths.ts';
import {
  articleListItemsNewestFirst,
  countExpertsByCategory,
  countExpertsIn,
  countPublishedArticles,
  expertCardsByName,
  listArticleRanks,
  listExpertRanks,
  listFeaturedArticleItems,
  loadArticlePages,
  loadExpertPages,
  loadPageData,
} from '../../db/queries/site-pages.ts';
import { CATEGORIES, type CategoryKey } from '../../domain/categories.ts';
import { LIMITS } from '../../domain/limits.ts';
import { pageCount } from '../../domain/paging.ts';
import { articlePath, cloudflareRedirects, expertPath } from '../../domain/public-paths.ts';
import { CSP_HASHES_FILE, pageSecurityHeaders, type SecurityHeaderSettings } from '../../domain/security-headers.ts';
import { RESERVED_ARTICLE_SLUGS } from '../../domain/slugs.ts';
import {
  PUBLISH_INFO_FILE,
  pageFile,
  pagePath,
  pageRefOf,
  pageSignature,
  type IndexUrls,
  type PageData,
  type PageRef,
  type RenderPage,
  type SitePublishInfo,
} from '../../domain/site-pages.ts';
import { articleShareCard, expertShareCard, type ShareCard } from '../cards/share-cards.ts';
import type { CodeBuild } from './node-code-build.ts';
import { inlineScriptHashes } from './node-csp-hashes.ts';
import { pagesHeadersFile } from './pages-headers.ts';
import { writeArticleIndex, writeExpertIndex } from '../search/node-search-index-files.ts';
import { sitemapFileCount, writeSitemap } from './node-sitemap.ts';
import { chooseStaticSet, minimumFileBudget, type RankedPage } from './static-set.ts';

/**
 * The data half of a site build: the pages built from the database, written into a folder that
 * already holds the code half (fixed pages, assets). Within the file budget (static-set.ts) each
 * page is rendered by the build's renderer, or, when its data and the code are the same as in the
 * previous build, its file is reused from that build (hard-linked). Each profile and article in
 * the set comes with its share card (/og/…, named by a hash of what it shows): linked from the
 * previous build when it has the same one, else drawn by `drawShareCard` (which keeps its own
 * cache). Around the pages: the search indexes, the feed, the sitemap, `_redirects`, the CSP hashes, `_headers` and
 * `_publish.json` (what the servers need to know about this build).
 */

export const MANIFEST_VERSION = 1;
const BATCH = 240;

const manifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  codeKey: z.string().min(1),
  siteDir: z.string().min(1),
  generation: z.number().int().min(0),
  scripts: z.array(z.string()),
  /** path → [data signature, file, size, indexes into `scripts`] */
  pages: z.record(z.string(), z.tuple([z.string(), z.string(), z.number().int().min(0), z.array(z.number().int().min(0))])),
});
export type BuildManifest = z.infer<typeof manifestSchema>;

export interface PublishOptions {
  db: Db;
  /** The new site folder; the code build's files are linked into it first. */
  siteDir: string;
  code: CodeBuild;
  render: RenderPage;
  /** The most files the folder may hold. */
  budget: number;
  siteUrl: string;
  headerSettings: SecurityHeaderSettings;
  /** The previous build's manifest, already checked (readPreviousBuild), or undefined for a full build. */
  previous: BuildManifest | undefined;
  /** The moment the build shows the data at (db/queries/visibility.ts); default: when it starts. */
  now?: Date;
  /** Draws a share card (publishing/cards/node-share-card-render.ts); without it, no card files are written. */
  drawShareCard?: (card: ShareCard) => Promise<Uint8Array>;
  log?: (line: string) => void;
}

export interface PublishResult {
  manifest: BuildManifest;
  info: SitePublishInfo;
  rendered: number;
  reused: number;
  /** Share cards drawn (or taken from the card cache) rather than linked from the previous build. */
  cardsDrawn: number;
}

/**
 * The previous build, if it can be trusted: a readable manifest of this version and this code,
 * whose folder still holds every page file at its recorded size. Anything else means a full build,
 * with the reason logged.
 */
export async function readPreviousBuild(text: string | undefined, codeKey: string, log: (line: string) => void): Promise<BuildManifest | undefined> {
  if (text === undefined) return undefined;
  let parsed: BuildManifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    log('[site] the build cache is unreadable: full build');
    return undefined;
  }
  if (parsed.codeKey !== codeKey) {
    log('[site] the code changed since the last build: full build');
    return undefined;
  }
  for (const [path, [, file, size]] of Object.entries(parsed.pages)) {
    const info = await stat(join(parsed.siteDir, file)).catch(() => undefined);
    if (!info?.isFile() || info.size !== size) {
      log(`[site] the last build's ${path} is missing or damaged: full build`);
      return undefined;
    }
  }
  return parsed;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(from, to);
    else throw error;
  });
}

/** Pages 1..n of a list of `total` items. */
function listPages(total: number, pageSize: number): number[] {
  return Array.from({ length: pageCount(total, pageSize) }, (_, index) => index + 1);
}

export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { db, siteDir, code, render, previous } = options;
  const log = options.log ?? (() => {});
  // Read first: a change made while the build reads counts as after it, so its pages stay on demand.
  const generation = await getGeneration(db);
  // One moment for every read, so every page, list, index and sitemap agrees on what is public.
  const now = options.now ?? new Date();

  await mkdir(siteDir, { recursive: true });
  for (const file of code.files) await linkOrCopy(join(code.siteDir, file), join(siteDir, file));

  const [expertIndex, articleIndex] = [await writeExpertIndex(db, siteDir, now), await writeArticleIndex(db, siteDir, now)];
  const indexUrls: IndexUrls = { experts: expertIndex.url, articles: articleIndex.url };

  const [expertTotal, byCategory, articleTotal, expertRanks, articleRanks, visits] = await Promise.all([
    countExpertsIn(db, now),
    countExpertsByCategory(db, now),
    countPublishedArticles(db, now),
    listExpertRanks(db, now),
    listArticleRanks(db, now),
    listPageVisits(db),
  ]);
  // Older rows may hold an article slug that has no page ('404'); they have none here either.
  const servedArticles = articleRanks.filter((rank) => !RESERVED_ARTICLE_SLUGS.has(rank.slug));

  // The directory and its categories (by name, 24 a page), then the articles (newest first, 12 a page).
  const expertLists = [undefined, ...CATEGORIES.map((category) => category.key)].map((category) => ({
    category,
    total: category ? (byCategory.get(category) ?? 0) : expertTotal,
  }));
  const expertListRef = (category: CategoryKey | undefined, page: number): PageRef =>
    category ? { kind: 'category', category, page } : { kind: 'directory', page };
  const listPaths = [
    ...expertLists.flatMap(({ category, total }) =>
      listPages(total, LIMITS.directoryPageSize).map((page) => ({ path: pagePath(expertListRef(category, page)), page })),
    ),
    ...listPages(articleTotal, LIMITS.articlesPageSize).map((page) => ({ path: pagePath({ kind: 'articles', page }), page })),
  ];
  const ranked: RankedPage[] = [
    ...expertRanks.map((rank) => ({ path: expertPath(rank.slug), featuredOrder: rank.featuredOrder, time: rank.createdAt, visits: 0 })),
    ...servedArticles.map((rank) => ({ path: articlePath(rank.slug), featuredOrder: rank.featuredOrder, time: rank.publishedAt, visits: 0 })),
  ].map((page) => ({ ...page, visits: visits.get(page.path) ?? 0 }));

  // Every data page, whether it becomes a file or not, is in the sitemap.
  const sitemapPaths = ['/', ...listPaths.map((entry) => entry.path), ...ranked.map((page) => page.path)];
  const otherFiles = ['_headers', '_redirects', CSP_HASHES_FILE, PUBLISH_INFO_FILE, expertIndex.file, articleIndex.file];
  const fixedFiles = code.files.length + otherFiles.length + sitemapFileCount(sitemapPaths.length);
  const requiredPages = ['/', '/rss.xml'];
  const chosen = chooseStaticSet({
    budget: options.budget,
    fixedFiles,
    requiredPages,
    firstListPages: listPaths.filter((entry) => entry.page === 1).map((entry) => entry.path),
    entities: ranked,
    filesPerEntity: options.drawShareCard ? 2 : 1,
    laterListPages: listPaths.filter((entry) => entry.page > 1),
  });
  const isStatic = (path: string) => chosen.paths.has(path);

  const scripts = new Map<string, number>();
  const scriptIndex = (hash: string) => {
    let index = scripts.get(hash);
    if (index === undefined) scripts.set(hash, (index = scripts.size));
    return index;
  };
  for (const hash of code.scriptHashes) scriptIndex(hash);
  const pages: BuildManifest['pages'] = {};
  let rendered = 0;
  let reused = 0;
  let cards = 0;
  let cardsDrawn = 0;

  /** Writes a profile's or article's share card: the previous build's file when it has the same card, else a drawn one. */
  async function emitCard(card: ShareCard): Promise<void> {
    if (!options.drawShareCard) return;
    const file = card.path.slice(1);
    const before = previous?.pages[card.path];
    cards++;
    if (previous && before && before[0] === card.hash && before[1] === file) {
      await linkOrCopy(join(previous.siteDir, file), join(siteDir, file));
      pages[card.path] = [card.hash, file, before[2], []];
      return;
    }
    const bytes = await options.drawShareCard(card);
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), bytes);
    pages[card.path] = [card.hash, file, bytes.byteLength, []];
    cardsDrawn++;
  }

  /** Writes one page: the previous build's file when its data is unchanged, else a fresh rendering. */
  async function emit(data: PageData): Promise<void> {
    // The card the page names in og:image (the page computes it the same way from the same data).
    if (data.kind === 'expert') await emitCard(expertShareCard(data.expert));
    if (data.kind === 'article') await emitCard(articleShareCard(data.article, data.expert?.name ?? null));
    const path = pagePath(pageRefOf(data));
    const file = pageFile(path);
    const sig = await pageSignature(data);
    const before = previous?.pages[path];
    if (previous && before && before[0] === sig && before[1] === file) {
      await linkOrCopy(join(previous.siteDir, file), join(siteDir, file));
      pages[path] = [sig, file, before[2], before[3].map((index) => scriptIndex(previous.scripts[index] ?? ''))];
      reused++;
      return;
    }
    // The page names its card only when this build wrote it (emitCard above); else the site's default card.
    const html = await render(data, { shareCardExists: (cardPath) => pages[cardPath] !== undefined && cardPath.startsWith('/og/') });
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), html);
    pages[path] = [sig, file, Buffer.byteLength(html), file.endsWith('.html') ? inlineScriptHashes(html).map(scriptIndex) : []];
    rendered++;
  }

  for (const ref of [{ kind: 'home' }, { kind: 'rss' }] as const) {
    const data = await loadPageData(db, ref, indexUrls, now);
    if (data) await emit(data);
  }

  // The expert lists: one pass over the experts by name per list, its pages cut from the stream.
  for (const { category, total } of expertLists) {
    let page = 1;
    let chunk: PageDataExperts = [];
    const flush = async () => {
      if (isStatic(pagePath(expertListRef(category, page)))) {
        const base = { page, total, experts: chunk, indexUrl: indexUrls.experts };
        await emit(category ? { kind: 'category', category, ...base } : { kind: 'directory', ...base });
      }
      page++;
      chunk = [];
    };
    for await (const rows of expertCardsByName(db, { now, batchSize: BATCH, ...(category ? { category } : {}) })) {
      for (const row of rows) {
        chunk.push(row.item);
        if (chunk.length === LIMITS.directoryPageSize) await flush();
      }
    }
    if (chunk.length > 0 || page === 1) await flush();
  }

  {
    const featured = await listFeaturedArticleItems(db, now);
    const total = articleTotal;
    let page = 1;
    let chunk: PageDataArticles = [];
    const flush = async () => {
      if (isStatic(pagePath({ kind: 'articles', page }))) {
        await emit({ kind: 'articles', page, total, articles: chunk, featured, indexUrl: indexUrls.articles });
      }
      page++;
      chunk = [];
    };
    for await (const rows of articleListItemsNewestFirst(db, { now, batchSize: BATCH })) {
      for (const item of rows) {
        chunk.push(item);
        if (chunk.length === LIMITS.articlesPageSize) await flush();
      }
    }
    if (chunk.length > 0 || page === 1) await flush();
  }

  const staticExperts = expertRanks.filter((rank) => isStatic(expertPath(rank.slug))).map((rank) => rank.id);
  for (let start = 0; start < staticExperts.length; start += BATCH) {
    for (const data of await loadExpertPages(db, staticExperts.slice(start, start + BATCH), now)) await emit(data);
  }
  const staticArticles = servedArticles.filter((rank) => isStatic(articlePath(rank.slug))).map((rank) => rank.id);
  for (let start = 0; start < staticArticles.length; start += BATCH) {
    for (const data of await loadArticlePages(db, staticArticles.slice(start, start + BATCH), now)) await emit(data);
  }

  await writeSitemap(siteDir, options.siteUrl, sitemapPaths);
  const live = new Set(ranked.map((page) => page.path));
  await writeFile(join(siteDir, '_redirects'), cloudflareRedirects(await listRetiredPaths(db), live));

  const scriptList = [...scripts.keys()];
  const used = new Set<string>(code.scriptHashes);
  for (const [, , , indexes] of Object.values(pages)) for (const index of indexes) used.add(scriptList[index] ?? '');
  const allowedScripts = [...used].filter(Boolean).sort();
  await writeFile(join(siteDir, CSP_HASHES_FILE), `${JSON.stringify({ scripts: allowedScripts }, null, 2)}\n`);
  await writeFile(join(siteDir, '_headers'), pagesHeadersFile(pageSecurityHeaders({ ...options.headerSettings, inlineScriptHashes: allowedScripts })));

  const staticPages = Object.keys(pages).length - cards;
  const info: SitePublishInfo = {
    generation,
    codeKey: code.key,
    indexUrls,
    staticPages,
    shareCards: cards,
    onDemandPages: chosen.onDemand,
    files: fixedFiles + staticPages + cards,
    minimumFileBudget: minimumFileBudget({ fixedFiles, requiredPages }),
  };
  await writeFile(join(siteDir, PUBLISH_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  log(
    `[site] ${staticPages} pages in the static set (${rendered} rendered, ${reused} reused), ${cards} share cards (${cardsDrawn} drawn), ${chosen.onDemand} on demand, ${info.files} files`,
  );
  const manifest: BuildManifest = { version: MANIFEST_VERSION, codeKey: code.key, siteDir, generation, scripts: scriptList, pages };
  return { manifest, info, rendered, reused, cardsDrawn };
}

type PageDataExperts = Extract<PageData, { kind: 'directory' }>['experts'];
type PageDataArticles = Extract<PageData, { kind: 'articles' }>['articles'];
