import { formatDateTime } from '../../../domain/dates.ts';
import type { Article } from '../../../domain/entities.ts';
import { Toggle } from '../ui/toggle.tsx';
import { ArticleBadges } from './article-badges.tsx';

interface ArticleRowProps {
  article: Article;
  expert: string;
  onFeature: (featured: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One article of the repository with its actions; featuring and viewing are for published ones only. */
export function ArticleRow({ article, expert, onFeature, onEdit, onDelete }: ArticleRowProps) {
  const published = article.status === 'published';
  return (
    <li className="card card-body article-row" data-delete-id={article.id}>
      <div className="article-row-main">
        <h3 className="article-row-title">{article.title}</h3>
        <ArticleBadges article={article} />
        <p className="muted small article-row-expert">By {expert}</p>
        {article.excerpt && <p className="clamp-2 article-row-excerpt">{article.excerpt}</p>}
        <p className="muted small article-row-dates">
          <span>Created {formatDateTime(article.createdAt)}</span>
          {published && article.publishedAt && <span>Published {formatDateTime(article.publishedAt)}</span>}
        </p>
      </div>
      <div className="article-row-actions">
        {published && (
          <span className="article-row-featured">
            <Toggle checked={article.featured} onChange={onFeature} label={`Featured: ${article.title}`} />
            <span aria-hidden="true">Featured</span>
          </span>
        )}
        {published && (
          <a className="btn btn-secondary btn-sm" href={`/articles/${article.slug}`} target="_blank" rel="noopener noreferrer">
            View<span className="visually-hidden"> "{article.title}" (opens in a new tab)</span>
          </a>
        )}
        <button type="button" className="btn btn-secondary btn-sm" data-delete-focus onClick={onEdit}>
          Edit<span className="visually-hidden"> "{article.title}"</span>
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete}>
          Delete<span className="visually-hidden"> "{article.title}"</span>
        </button>
      </div>
    </li>
  );
}
