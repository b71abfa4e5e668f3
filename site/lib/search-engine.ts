/**
 * The public search (MiniSearch) over the experts and articles indexes. It runs in the browser,
 * loaded by a dynamic import only when a visitor searches or filters, and in tests. Words are
 * read by the rules of domain/search-terms.ts; results are ranked by BM25 with field boosts,
 * exact words before prefixes before one-typo matches.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { categoryLabel } from '../../domain/categories.ts';
import { indexTerm, queryWords, searchTerm } from '../../domain/search-terms.ts';
import type { ArticleIndexEntry, ExpertIndexEntry } from '../../domain/site-pages.ts';

const EXPERT_BOOST = { name: 6, title: 3, longevityContribution: 2.5, categories: 2, biography: 1 };
const ARTICLE_BOOST = { title: 5, seoTags: 3, excerpt: 2, metaDescription: 1.5, body: 1 };

const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  processTerm: searchTerm,
  // The word being typed is matched as a prefix; words of five letters or more allow one typo.
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  maxFuzzy: 1,
};

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : '';
}

/** A ranked search over `entries`; an empty query answers every entry in the index's own order. */
export interface Search<T> {
  search(query: string, keep?: (entry: T) => boolean): T[];
}

function createSearch<T extends object>(entries: readonly T[], boost: Record<string, number>, extract: (entry: T, field: string) => string): Search<T> {
  const engine = new MiniSearch<T & { id: number }>({
    fields: Object.keys(boost),
    processTerm: indexTerm,
    extractField: (entry, field) => (field === 'id' ? entry.id : extract(entry, field)),
    searchOptions: { ...QUERY_OPTIONS, boost },
  });
  engine.addAll(entries.map((entry, id) => ({ ...entry, id })));
  return {
    search(query, keep = () => true) {
      const words = queryWords(query);
      if (words.length === 0) return entries.filter(keep);
      return engine
        .search(words.join(' '))
        .map((result) => entries[result.id as number] as T)
        .filter(keep);
    },
  };
}

export function createExpertSearch(entries: readonly ExpertIndexEntry[]): Search<ExpertIndexEntry> {
  return createSearch(entries, EXPERT_BOOST, (entry, field) =>
    field === 'categories' ? entry.categories.map(categoryLabel).join(' ') : textOf(entry[field as keyof ExpertIndexEntry]),
  );
}

export function createArticleSearch(entries: readonly ArticleIndexEntry[]): Search<ArticleIndexEntry> {
  return createSearch(entries, ARTICLE_BOOST, (entry, field) => textOf(entry[field as keyof ArticleIndexEntry]));
}
