import { useId } from 'react';
import { contentTypeLabel } from '../../../domain/content-types.ts';
import type { Article } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { SortableList, sortInstructions } from '../ui/sortable-list.tsx';
import { expertName } from './use-articles.ts';

interface FeaturedArticlesPanelProps {
  /** The featured articles, in featured order. */
  featured: readonly Article[];
  expertNames: ReadonlyMap<number, string>;
  onReorder: (articleIds: number[]) => void;
}

function plural(count: number, word: string): string {
  return `${count} more ${word}${count === 1 ? '' : 's'}`;
}

/** The featured articles in their order, reordered by dragging (pointer, touch or keyboard). */
export function FeaturedArticlesPanel({ featured, expertNames, onReorder }: FeaturedArticlesPanelProps) {
  const headingId = useId();
  const room = LIMITS.featuredArticles - featured.length;
  const items = featured.map((article) => ({
    id: article.id,
    title: article.title,
    detail: `${expertName(expertNames, article.expertId)} • ${contentTypeLabel(article.contentType)}`,
    end: article.status === 'published' && (
      <a className="btn btn-ghost btn-sm" href={`/articles/${article.slug}`} target="_blank" rel="noopener noreferrer">
        View<span className="visually-hidden"> "{article.title}" (opens in a new tab)</span>
      </a>
    ),
  }));

  return (
    <section className="card card-body featured-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="featured-panel-title">
        Featured Articles
      </h2>
      <p className="muted small">Drag the handles to change the order on the home page. {sortInstructions('article')}</p>
      <SortableList items={items} noun="article" onReorder={onReorder} />
      {room > 0 && <p className="muted small featured-room">You can feature {plural(room, 'article')}</p>}
    </section>
  );
}
