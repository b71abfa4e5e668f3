import { contentTypeLabel } from '../../domain/content-types.ts';
import { IMAGE_SLOTS, responsiveImage } from '../../domain/image-variants.ts';
import type { ArticleCardData } from '../../domain/site-pages.ts';
import { Picture } from '../ui/picture.tsx';

/** An article teaser: image (when any), type label, title, excerpt and the link to read it. */
export function ArticleCard({ article, linkLabel = 'Read Article' }: { article: ArticleCardData; linkLabel?: string }) {
  const summary = article.excerpt || article.metaDescription;
  return (
    <article className="card article-card">
      {article.featuredImageUrl && (
        // No data-fallback: removing a broken picture before hydration would break it; the CSS placeholder shows instead.
        <Picture className="article-card-image" image={responsiveImage(article.featuredImageUrl, IMAGE_SLOTS.articleCard)} alt="" />
      )}
      <div className="card-body article-card-body">
        <span className="badge badge-accent">{contentTypeLabel(article.contentType)}</span>
        <h3 className="article-card-title">
          <a href={`/articles/${article.slug}`}>{article.title}</a>
        </h3>
        {summary && <p className="muted small clamp-3">{summary}</p>}
        <a className="article-card-link small" href={`/articles/${article.slug}`} aria-label={`${linkLabel}: ${article.title}`}>
          {linkLabel} →
        </a>
      </div>
    </article>
  );
}
