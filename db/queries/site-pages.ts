import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories.ts';
import type { ProfileOwnerMark } from '../../domain/claims.ts';
import type { Article } from '../../domain/entities.ts';
import type { ImageCredit } from '../../domain/image-credit.ts';
import { storedImageKey } from '../../domain/image-variants.ts';
import { LIMITS } from '../../domain/limits.ts';
import { pageCount } from '../../domain/paging.ts';
import {
  FEED_ITEMS,
  type ArticleListItem,
  type ArticlePageData,
  type ExpertListItem,
  type ExpertPageData,
  type FeedItem,
  type IndexUrls,
  type PageData,
  type PageRef,
} from '../../domain/site-pages.ts';
import type { Db } from '../client.ts';
import { articles, experts } from '../schema.ts';
import { getPublishedArticleBySlug, listPublishedArticlesByExpert, toArticle, toArticleSummary } from './articles.ts';
import { ownersOf, type ExpertOwner } from './expert-owners.ts';
import { featuredOrderBy } from './featured-order.ts';
import { getPublicExpertById, getPublicExpertBySlug, toExpert } from './experts.ts';
import { iso, isoOrNull } from './rows.ts';
import { listImageCreditsOf } from './stored-images.ts';
import { publicArticle, publicExpert } from './visibility.ts';

/**
 * The reads behind the public pages built from the database (domain/site-pages.ts): one page's
 * data for on-demand rendering (Node server, Cloudflare Worker), and the same data in pages and
 * batches for the site build, which never holds the whole database at once. Every read takes the
 * moment it sees the data at and shows only what the public may see then (db/queries/visibility.ts):
 * a build uses one moment for all its pages, so they agree; on demand, the moment of the request.
 */

const expertCardColumns = {
  id: experts.id,
  slug: experts.slug,
  name: experts.name,
  title: experts.title,
  categories: experts.categories,
  longevityContribution: experts.longevityContribution,
  imageUrl: experts.imageUrl,
};
const articleCardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  metaDescription: articles.metaDescription,
  contentType: articles.contentType,
  featuredImageUrl: articles.featuredImageUrl,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  seoTags: articles.seoTags,
};

type ExpertCardRow = { [K in keyof typeof expertCardColumns]: (typeof experts.$inferSelect)[K] };
type ArticleCardRow = { [K in keyof typeof articleCardColumns]: (typeof articles.$inferSelect)[K] };

function toExpertListItem(row: ExpertCardRow): ExpertListItem {
  return {
    slug: row.slug,
    name: row.name,
    title: row.title,
    categories: row.categories,
    longevityContribution: row.longevityContribution,
    imageUrl: row.imageUrl,
  };
}

function toArticleListItem(row: ArticleCardRow): ArticleListItem {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    metaDescription: row.metaDescription,
    contentType: row.contentType,
    featuredImageUrl: row.featuredImageUrl,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: iso(row.createdAt),
    seoTags: row.seoTags,
  };
}

/** The directory's order, as everywhere: by name without case, then by id. */
const byName = [sql`${experts.name} collate nocase`, asc(experts.id)] as const;
const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;

function inCategory(category: CategoryKey): SQL {
  return sql`exists (select 1 from json_each(${experts.categories}) where json_each.value = ${category})`;
}

export async function countExpertsIn(db: Db, now: Date, category?: CategoryKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(experts)
    .where(and(publicExpert(now), category ? inCategory(category) : undefined));
  return row?.n ?? 0;
}

export async function countPublishedArticles(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(publicArticle(now));
  return row?.n ?? 0;
}

async function expertListSlice(db: Db, now: Date, category: CategoryKey | undefined, offset: number, limit: number): Promise<ExpertListItem[]> {
  const rows = await db
    .select(expertCardColumns)
    .from(experts)
    .where(and(publicExpert(now), category ? inCategory(category) : undefined))
    .orderBy(...byName)
    .limit(limit)
    .offset(offset);
  return rows.map(toExpertListItem);
}

async function articleListSlice(db: Db, now: Date, offset: number, limit: number): Promise<ArticleListItem[]> {
  const rows = await db
    .select(articleCardColumns)
    .from(articles)
    .where(publicArticle(now))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(toArticleListItem);
}

export async function listFeaturedExpertItems(db: Db, now: Date): Promise<ExpertListItem[]> {
  const rows = await db
    .select(expertCardColumns)
    .from(experts)
    .where(and(publicExpert(now), eq(experts.featured, true)))
    .orderBy(featuredOrderBy(experts))
    .limit(LIMITS.featuredExperts);
  return rows.map(toExpertListItem);
}

export async function listFeaturedArticleItems(db: Db, now: Date): Promise<ArticleListItem[]> {
  const rows = await db
    .select(articleCardColumns)
    .from(articles)
    .where(and(publicArticle(now), eq(articles.featured, true)))
    .orderBy(featuredOrderBy(articles))
    .limit(LIMITS.featuredArticles);
  return rows.map(toArticleListItem);
}

export async function listFeedItems(db: Db, now: Date): Promise<FeedItem[]> {
  const rows = await db
    .select({ ...articleCardColumns, content: articles.content })
    .from(articles)
    .where(publicArticle(now))
    .orderBy(...newestFirst)
    .limit(FEED_ITEMS);
  return rows.map((row) => {
    const { slug, title, excerpt, metaDescription, publishedAt, createdAt, seoTags } = toArticleListItem(row);
    return { slug, title, excerpt, metaDescription, content: row.content, publishedAt, createdAt, seoTags };
  });
}

/** The credits of the stored images at `urls` (stored_images.credit), by URL; a page shows the one of its picture. */
async function creditsOf(db: Db, urls: ReadonlyArray<string | null>): Promise<(url: string | null) => ImageCredit | null> {
  const keyOf = (url: string | null) => storedImageKey(url);
  const credits = await listImageCreditsOf(db, [...new Set(urls.flatMap((url) => keyOf(url) ?? []))]);
  return (url) => credits.get(keyOf(url) ?? '') ?? null;
}

/** The credit recorded on the stored image at `url`, if any (what a profile or article page shows under it). */
export async function imageCreditOf(db: Db, url: string | null): Promise<ImageCredit | null> {
  return (await creditsOf(db, [url]))(url);
}

/** What the public profile says of its owner: how the claim was verified, when they last confirmed it. */
function ownerMark(owner: ExpertOwner | undefined): ProfileOwnerMark | null {
  return owner ? { verifiedVia: owner.verifiedVia, confirmedAt: owner.confirmedAt?.toISOString() ?? null } : null;
}

/** The owner mark of one profile (what its page, and a preview of it, shows). */
export async function ownerMarkOf(db: Db, expertId: number): Promise<ProfileOwnerMark | null> {
  return ownerMark((await ownersOf(db, [expertId])).get(expertId));
}

/** Page `page` of a list of `total` items exists when it is 1 (an empty list still has its page) or within the count. */
function pageExists(page: number, total: number, pageSize: number): boolean {
  return page >= 1 && page <= pageCount(total, pageSize);
}

export async function loadExpertPage(db: Db, slug: string, now: Date): Promise<ExpertPageData | undefined> {
  const expert = await getPublicExpertBySlug(db, slug, now);
  if (!expert) return undefined;
  const [articles, credit, owners] = await Promise.all([
    listPublishedArticlesByExpert(db, expert.id, now),
    creditsOf(db, [expert.imageUrl]),
    ownersOf(db, [expert.id]),
  ]);
  return { kind: 'expert', expert, articles, portraitCredit: credit(expert.imageUrl), owner: ownerMark(owners.get(expert.id)) };
}

export async function loadArticlePage(db: Db, slug: string, now: Date): Promise<ArticlePageData | undefined> {
  const article = await getPublishedArticleBySlug(db, slug, now);
  if (!article) return undefined;
  // An article by an expert the public may not see (yet) names no expert, as in the build.
  const expert = article.expertId === null ? undefined : await getPublicExpertById(db, article.expertId, now);
  const credit = await creditsOf(db, [article.featuredImageUrl]);
  return { kind: 'article', article, expert: expert ?? null, pictureCredit: credit(article.featuredImageUrl) };
}

/**
 * The data of one page, read fresh from the database; undefined when there is no such page (an
 * unknown slug, a page number past the end). `indexUrls` are the search indexes of the build
 * being served, which the list pages point at.
 */
export async function loadPageData(db: Db, ref: PageRef, indexUrls: IndexUrls, now: Date): Promise<PageData | undefined> {
  switch (ref.kind) {
    case 'expert':
      return loadExpertPage(db, ref.slug, now);
    case 'article':
      return loadArticlePage(db, ref.slug, now);
    case 'rss':
      return { kind: 'rss', articles: await listFeedItems(db, now) };
    case 'home': {
      const [expertCount, featuredExperts, featuredArticles] = await Promise.all([
        countExpertsIn(db, now),
        listFeaturedExpertItems(db, now),
        listFeaturedArticleItems(db, now),
      ]);
      return { kind: 'home', expertCount, featuredExperts, featuredArticles, indexUrl: indexUrls.experts };
    }
    case 'directory':
    case 'category': {
      const category = ref.kind === 'category' ? ref.category : undefined;
      const total = await countExpertsIn(db, now, category);
      if (!pageExists(ref.page, total, LIMITS.directoryPageSize)) return undefined;
      const slice = await expertListSlice(db, now, category, (ref.page - 1) * LIMITS.directoryPageSize, LIMITS.directoryPageSize);
      const list = { page: ref.page, total, experts: slice, indexUrl: indexUrls.experts };
      return category ? { kind: 'category', category, ...list } : { kind: 'directory', ...list };
    }
    case 'articles': {
      const total = await countPublishedArticles(db, now);
      if (!pageExists(ref.page, total, LIMITS.articlesPageSize)) return undefined;
      const [slice, featured] = await Promise.all([
        articleListSlice(db, now, (ref.page - 1) * LIMITS.articlesPageSize, LIMITS.articlesPageSize),
        listFeaturedArticleItems(db, now),
      ]);
      return { kind: 'articles', page: ref.page, total, articles: slice, featured, indexUrl: indexUrls.articles };
    }
  }
}

/* ---- The site build: everything in batches, ordered, never the whole table at once. ---- */

/** Keyset paging over the directory's order (name without case, then id). */
function afterByName(last: { name: string; id: number } | undefined): SQL | undefined {
  // The first condition lets SQLite start its walk of experts_name_nocase_idx at the name (a row value would scan).
  return last
    ? sql`(${experts.name} collate nocase >= ${last.name} and (${experts.name} collate nocase > ${last.name} or ${experts.id} > ${last.id}))`
    : undefined;
}

/** Every expert's card (and biography, for the search index), by name, `batchSize` at a time. */
export async function* expertCardsByName(db: Db, options: { now: Date; batchSize: number; category?: CategoryKey }) {
  let last: { name: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...expertCardColumns, biography: experts.biography })
      .from(experts)
      .where(and(publicExpert(options.now), options.category ? inCategory(options.category) : undefined, afterByName(last)))
      .orderBy(...byName)
      .limit(options.batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: row.id, item: toExpertListItem(row), biography: row.biography }));
    const end = rows[rows.length - 1]!;
    last = { name: end.name, id: end.id };
    if (rows.length < options.batchSize) return;
  }
}

/** Every published article's card and body (for the search index), newest first, `batchSize` at a time. */
export async function* articleCardsNewestFirst(db: Db, options: { now: Date; batchSize: number }) {
  for await (const rows of articlesNewestFirst(db, { ...options, withContent: true })) yield rows.map((row) => ({ ...row, content: row.content ?? '' }));
}

/** Every published article's card, newest first, `batchSize` at a time (the article list's pages). */
export async function* articleListItemsNewestFirst(db: Db, options: { now: Date; batchSize: number }) {
  for await (const rows of articlesNewestFirst(db, { ...options, withContent: false })) yield rows.map((row) => row.item);
}

async function* articlesNewestFirst(db: Db, options: { now: Date; batchSize: number; withContent: boolean }) {
  let last: { publishedAt: Date | null; id: number } | undefined;
  for (;;) {
    // Newest first by published_at desc (nulls last, as SQLite sorts them), then id desc.
    const after = last
      ? last.publishedAt === null
        ? sql`(${articles.publishedAt} is null and ${articles.id} < ${last.id})`
        : sql`(${articles.publishedAt} < ${last.publishedAt.getTime()} or ${articles.publishedAt} is null or (${articles.publishedAt} = ${last.publishedAt.getTime()} and ${articles.id} < ${last.id}))`
      : undefined;
    const rows = await db
      .select({ ...articleCardColumns, content: options.withContent ? articles.content : sql<string | null>`null` })
      .from(articles)
      .where(and(publicArticle(options.now), after))
      .orderBy(...newestFirst)
      .limit(options.batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: row.id, item: toArticleListItem(row), content: row.content }));
    const end = rows[rows.length - 1]!;
    last = { publishedAt: end.publishedAt, id: end.id };
    if (rows.length < options.batchSize) return;
  }
}

/** What the build ranks profiles by: featured first, then visits, then the newest. */
export interface ExpertRank {
  id: number;
  slug: string;
  featuredOrder: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface ArticleRank {
  id: number;
  slug: string;
  featuredOrder: number | null;
  publishedAt: number;
  updatedAt: number;
}

export async function listExpertRanks(db: Db, now: Date): Promise<ExpertRank[]> {
  const rows = await db
    .select({
      id: experts.id,
      slug: experts.slug,
      featured: experts.featured,
      featuredOrder: experts.featuredOrder,
      createdAt: experts.createdAt,
      updatedAt: experts.updatedAt,
    })
    .from(experts)
    .where(publicExpert(now));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    featuredOrder: row.featured ? (row.featuredOrder ?? Number.MAX_SAFE_INTEGER) : null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }));
}

export async function listArticleRanks(db: Db, now: Date): Promise<ArticleRank[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      featured: articles.featured,
      featuredOrder: articles.featuredOrder,
      publishedAt: articles.publishedAt,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(publicArticle(now));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    featuredOrder: row.featured ? (row.featuredOrder ?? Number.MAX_SAFE_INTEGER) : null,
    publishedAt: (row.publishedAt ?? row.createdAt).getTime(),
    updatedAt: row.updatedAt.getTime(),
  }));
}

/** The profile data of the public experts among `ids` (one query for the experts, one for their articles). */
export async function loadExpertPages(db: Db, ids: readonly number[], now: Date): Promise<ExpertPageData[]> {
  if (ids.length === 0) return [];
  const [rows, articleRows] = await Promise.all([
    db
      .select()
      .from(experts)
      .where(and(publicExpert(now), inArray(experts.id, [...ids]))),
    db
      .select()
      .from(articles)
      .where(and(publicArticle(now), inArray(articles.expertId, [...ids])))
      .orderBy(...newestFirst),
  ]);
  const byExpert = new Map<number, ReturnType<typeof toArticleSummary>[]>();
  for (const row of articleRows) {
    const list = byExpert.get(row.expertId ?? -1) ?? [];
    list.push(toArticleSummary(row));
    byExpert.set(row.expertId ?? -1, list);
  }
  const [credit, owners] = await Promise.all([
    creditsOf(
      db,
      rows.map((row) => row.imageUrl),
    ),
    ownersOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    kind: 'expert',
    expert: toExpert(row),
    articles: byExpert.get(row.id) ?? [],
    portraitCredit: credit(row.imageUrl),
    owner: ownerMark(owners.get(row.id)),
  }));
}

/** The article pages of the public articles among `ids`, with their experts when public. */
export async function loadArticlePages(db: Db, ids: readonly number[], now: Date): Promise<ArticlePageData[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(publicArticle(now), inArray(articles.id, [...ids])));
  const expertIds = [...new Set(rows.flatMap((row) => (row.expertId === null ? [] : [row.expertId])))];
  const expertRows = expertIds.length
    ? await db
        .select()
        .from(experts)
        .where(and(publicExpert(now), inArray(experts.id, expertIds)))
    : [];
  const expertById = new Map(expertRows.map((row) => [row.id, toExpert(row)]));
  const credit = await creditsOf(
    db,
    rows.map((row) => row.featuredImageUrl),
  );
  return rows.map((row) => {
    const article: Article = toArticle(row);
    return {
      kind: 'article',
      article,
      expert: (row.expertId === null ? undefined : expertById.get(row.expertId)) ?? null,
      pictureCredit: credit(row.featuredImageUrl),
    };
  });
}

/** How many public experts each category holds (categories nobody holds are absent). */
export async function countExpertsByCategory(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db.all<{ category: string; n: number }>(
    sql`select json_each.value as category, count(*) as n from ${experts}, json_each(${experts.categories}) where ${publicExpert(now)} group by json_each.value`,
  );
  return new Map(rows.map((row) => [row.category, Number(row.n)]));
}
