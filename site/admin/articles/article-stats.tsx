import type { Article } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { StatCard } from '../ui/stat-card.tsx';

/** The repository's summary cards, counted over every article whatever the search. */
export function ArticleStats({ articles }: { articles: readonly Article[] }) {
  const count = (test: (article: Article) => boolean) => articles.filter(test).length;
  return (
    <div className="stat-grid">
      <StatCard label="Total Articles" value={articles.length} />
      <StatCard label="Published" value={count((article) => article.status === 'published')} />
      <StatCard label="Featured" value={`${count((article) => article.featured)} / ${LIMITS.featuredArticles}`} hint="Maximum allowed" />
      <StatCard label="Drafts" value={count((article) => article.status === 'draft')} />
      <StatCard label="Research Insights" value={count((article) => article.contentType === 'research_insight')} />
      <StatCard label="Longevity Tips" value={count((article) => article.contentType === 'longevity_tip')} />
    </div>
  );
}
