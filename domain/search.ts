/**
 * The filters beside the search box (the ranked search itself is site/lib/search-engine.ts),
 * and the admin list's plain filter over articles.
 */

export function hasTag(article: { seoTags: readonly string[] }, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return article.seoTags.some((own) => own.trim().toLowerCase() === wanted);
}

/** Keeps experts of one category; undefined, empty or 'all' keeps everyone. */
export function inCategory(category: string | undefined) {
  const wanted = category && category !== 'all' ? category : undefined;
  return (expert: { categories: readonly string[] }) => !wanted || expert.categories.includes(wanted);
}

/** Keeps articles carrying a tag (exact, case-insensitive); no tag keeps every article. */
export function withTag(tag: string | undefined) {
  const wanted = tag?.trim();
  return (article: { seoTags: readonly string[] }) => !wanted || hasTag(article, wanted);
}

function includesFolded(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle);
}

export interface ArticleFilter {
  tag?: string | undefined;
  search?: string | undefined;
}

interface SearchableArticle {
  title: string;
  excerpt: string | null;
  seoTags: readonly string[];
}

function articleMatches(article: SearchableArticle, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  return (
    !needle || includesFolded(article.title, needle) || includesFolded(article.excerpt, needle) || article.seoTags.some((tag) => includesFolded(tag, needle))
  );
}

/** The admin articles list: tag (exact) and a plain case-insensitive search over title, excerpt and seoTags. */
export function filterArticles<T extends SearchableArticle>(articles: readonly T[], filter: ArticleFilter): T[] {
  return articles.filter(withTag(filter.tag)).filter((article) => articleMatches(article, filter.search));
}
