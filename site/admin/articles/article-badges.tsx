import { contentTypeLabel } from '../../../domain/content-types.ts';
import type { Article, ArticleStatus } from '../../../domain/entities.ts';

const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
const STATUS_VARIANTS: Record<ArticleStatus, string> = { draft: 'badge-warning', published: 'badge-success', archived: 'badge-neutral' };

export function statusLabel(status: ArticleStatus): string {
  return STATUS_LABELS[status];
}

/** Status, type and (when so) 'AI-Generated' of an article. */
export function ArticleBadges({ article }: { article: Article }) {
  return (
    <span className="cluster">
      <span className={`badge ${STATUS_VARIANTS[article.status]}`}>{statusLabel(article.status)}</span>
      <span className="badge badge-accent">{contentTypeLabel(article.contentType)}</span>
      {article.aiGenerated && <span className="badge badge-neutral">AI-Generated</span>}
    </span>
  );
}
