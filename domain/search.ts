/** Client-side filtering shared by the home page, the directory and the article pages. */

function includesFolded(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle);
}

export interface ExpertFilter {
  category?: string | undefined;
  search?: string | undefined;
}

interface Searchable {
  name: string;
  longevityContribution: string;
  categories: readonly string[];
}

/** Case-insensitive search over name and longevityContribution; category 'all' or empty means any. */
export function filterExperts<T extends Searchable>(experts: readonly T[], filter: ExpertFilter): T[] {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const category = filter.category && filter.category !== 'all' ? filter.category : undefined;
  return experts.filter(
    (expert) =>
      (!category || expert.categories.includes(category)) &&
      (!needle || includesFolded(expert.name, needle) || includesFolded(expert.longevityContribution, needle)),
  );
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

export function articleMatches(article: SearchableArticle, search: string | undefined): boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  return (
    !needle ||
    includesFolded(article.title, needle) ||
    includesFolded(article.excerpt, needle) ||
    article.seoTags.some((tag) => includesFolded(tag, needle))
  );
}

export function hasTag(article: { seoTags: readonly string[] }, tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return article.seoTags.some((own) => own.trim().toLowerCase() === wanted);
}

/** Tag (exact, case-insensitive) and search over title, excerpt and seoTags. */
export function filterArticles<T extends SearchableArticle>(articles: readonly T[], filter: ArticleFilter): T[] {
  const tag = filter.tag?.trim();
  return articles.filter((article) => (!tag || hasTag(article, tag)) && articleMatches(article, filter.search));
}
