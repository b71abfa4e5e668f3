import { formatDateTime } from '../../../domain/dates.ts';
import type { Article } from '../../../domain/entities.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { DraftReviewStatus } from '../reviews/draft-review-status.tsx';
import { Toggle } from '../ui/toggle.tsx';
import { ArticleBadges } from './article-badges.tsx';

interface ArticleRowProps {
  article: Article;
  expert: string;
  onFeature: (featured: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One article of the repository with its actions; featuring and viewing are for published ones
 * only, and each action for a role that may use it (a contributor edits their own drafts and sends
 * them for review).
 */
export function ArticleRow({ article, expert, onFeature, onEdit, onDelete }: ArticleRowProps) {
  const { can } = useAuth();
  const published = article.status === 'published';
  const isDraft = article.status === 'draft' && !article.publishAt;
  const publishes = can('articles.publish');
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
        <DraftReviewStatus entityType="article" entityId={article.id} isDraft={isDraft} />
      </div>
      <div className="article-row-actions">
        {published && publishes && (
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
        {(can('articles.edit') || isDraft) && (
          <button type="button" className="btn btn-secondary btn-sm" data-delete-focus onClick={onEdit}>
            Edit<span className="visually-hidden"> "{article.title}"</span>
          </button>
        )}
        {publishes && (
          <button type="button" className="btn btn-danger btn-sm" onClick={onDelete}>
            Delete<span className="visually-hidden"> "{article.title}"</span>
          </button>
        )}
      </div>
    </li>
  );
}
