import { useRef, useState } from 'react';
import type { Article } from '../../../domain/entities.ts';
import { adminScreen } from '../admin-guard.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { RebuildNote } from '../ui/rebuild-note.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { useOpenEditorFromLink } from '../editorial/editor-link.ts';
import { ArticleEditDialog } from './article-edit-dialog.tsx';
import { ArticleList } from './article-list.tsx';
import { ArticleStats } from './article-stats.tsx';
import { FeaturedArticlesPanel } from './featured-articles-panel.tsx';
import { useDeleteArticle, useReorderFeatured, useSetFeatured } from './use-article-mutations.ts';
import { featuredInOrder } from '../../../domain/featured-order.ts';
import { useAdminArticles, useExperts } from './use-articles.ts';
import './articles.css';

/** /admin/articles: curate published articles, up to four of them featured on the home page. */
function ArticleRepository() {
  const articles = useAdminArticles();
  const { experts, names } = useExperts();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const [changed, setChanged] = useState(false);
  const markChanged = () => setChanged(true);
  const setFeatured = useSetFeatured(markChanged);
  const reorder = useReorderFeatured(markChanged);
  const list = useRef<HTMLDivElement>(null);
  const remove = useDeleteArticle(list, markChanged);
  useOpenEditorFromLink(articles.data, setEditing);

  return (
    <>
      <ScreenHeader
        title="Article Repository"
        subtitle="Edit, publish and feature the articles of the library."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            New Article
          </button>
        }
      />
      <QueryState query={articles} loading="Loading articles..." failed="Failed to load articles.">
        {(all) => {
          const featured = featuredInOrder(all);
          return (
            <>
              <ArticleStats articles={all} />
              {changed && <RebuildNote />}
              {featured.length > 0 && <FeaturedArticlesPanel featured={featured} expertNames={names} onReorder={reorder} />}
              <div ref={list} tabIndex={-1}>
                <ArticleList
                  articles={all}
                  expertNames={names}
                  onFeature={(article, on) => setFeatured(article.id, on)}
                  onEdit={setEditing}
                  onDelete={remove.ask}
                />
              </div>
              <ArticleEditDialog article={editing} experts={experts} onClose={() => setEditing(null)} />
              {remove.dialog}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

export default adminScreen(ArticleRepository);
