import { useId, useState } from 'react';
import type { Article } from '../../../domain/entities.ts';
import { filterArticles } from '../../../domain/search.ts';
import { SearchField } from '../../ui/search-field.tsx';
import { ArticleRow } from './article-row.tsx';
import { expertName } from './use-articles.ts';

interface ArticleListProps {
  articles: readonly Article[];
  expertNames: ReadonlyMap<number, string>;
  onFeature: (article: Article, featured: boolean) => void;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}

/** Every article, searched (case-insensitively) over title, excerpt and SEO tags. */
export function ArticleList({ articles, expertNames, onFeature, onEdit, onDelete }: ArticleListProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const shown = filterArticles(articles, { search });

  return (
    <section className="article-repo-list" aria-labelledby={headingId}>
      <div className="section-header article-repo-list-header">
        <h2 id={headingId}>All Articles</h2>
        <SearchField
          className="article-repo-search"
          placeholder="Search by title, excerpt or tag..."
          aria-label="Search articles"
          value={search}
          onValueChange={setSearch}
        />
      </div>
      {articles.length === 0 ? (
        <div className="card empty-state">
          <h3>No articles yet</h3>
          <p className="muted">Articles will appear here when published from the Promote Longevity section</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="card empty-state">
          <h3>No articles match your search</h3>
          <p className="muted">Try other words, or clear the search to see every article.</p>
        </div>
      ) : (
        <ul className="article-repo-items">
          {shown.map((article) => (
            <ArticleRow
              key={article.id}
              article={article}
              expert={expertName(expertNames, article.expertId)}
              onFeature={(featured) => onFeature(article, featured)}
              onEdit={() => onEdit(article)}
              onDelete={() => onDelete(article)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
