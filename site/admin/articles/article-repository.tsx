import { useState } from 'react';
import type { Article } from '../../../domain/entities.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ArticleEditDialog } from './article-edit-dialog.tsx';
import { ArticleList } from './article-list.tsx';
import { ArticleStats } from './article-stats.tsx';
import { FeaturedArticlesPanel } from './featured-articles-panel.tsx';
import { useDeleteArticle, useReorderFeatured, useSetFeatured } from './use-article-mutations.ts';
import { featuredInOrder, useAdminArticles, useExperts } from './use-articles.ts';

/** /admin/articles: curate published articles, up to four of them featured on the home page. */
function ArticleRepository() {
  const articles = useAdminArticles();
  const { experts, names } = useExperts();
  const [editing, setEditing] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const setFeatured = useSetFeatured();
  const reorder = useReorderFeatured();
  const remove = useDeleteArticle(() => setDeleting(null));

  const header = (
    <header className="admin-header">
      <div>
        <h1>Article Repository</h1>
        <p className="muted">Edit, publish and feature the articles of the library.</p>
      </div>
    </header>
  );

  if (articles.isPending) {
    return (
      <>
        {header}
        <p className="muted">Loading articles...</p>
      </>
    );
  }
  if (articles.isError) {
    return (
      <>
        {header}
        <div className="notice notice-warning" role="alert">
          <p>Failed to load articles.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void articles.refetch()}>
            Try Again
          </button>
        </div>
      </>
    );
  }

  const all = articles.data;
  const featured = featuredInOrder(all);
  return (
    <>
      {header}
      <ArticleStats articles={all} />
      {featured.length > 0 && <FeaturedArticlesPanel featured={featured} expertNames={names} onReorder={reorder} />}
      <ArticleList
        articles={all}
        expertNames={names}
        onFeature={(article, on) => setFeatured(article.id, on)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <ArticleEditDialog article={editing} experts={experts} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Article"
        description={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </>
  );
}

export default adminScreen(ArticleRepository);
