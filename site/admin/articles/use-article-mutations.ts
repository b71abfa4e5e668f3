import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Article } from '../../../domain/entities.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ArticleUpdateBody } from './article-form.ts';
import { ADMIN_ARTICLES_KEY } from './use-articles.ts';

type Snapshot = Article[] | undefined;

/**
 * Writes an optimistic change to the article list at once, in the same event as the drop or the
 * click, so a dragged row never jumps back for a frame. Outgoing reads are deliberately not
 * cancelled: cancelling restores the list as it was before that read began, which would undo this
 * change; a stale read is replaced by the refetch every mutation ends with.
 */
function applyOptimistic(queryClient: QueryClient, change: (articles: Article[]) => Article[]): Snapshot {
  const previous = queryClient.getQueryData<Article[]>(ADMIN_ARTICLES_KEY);
  if (previous) queryClient.setQueryData(ADMIN_ARTICLES_KEY, change(previous));
  return previous;
}

function rollback(queryClient: QueryClient, previous: Snapshot) {
  if (previous) queryClient.setQueryData(ADMIN_ARTICLES_KEY, previous);
}

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_ARTICLES_KEY });
}

export function useUpdateArticle(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ArticleUpdateBody }) => apiRequest<Article>('PATCH', `/api/admin/articles/${id}`, body),
    onSuccess: (article) => {
      toast({ title: 'Article Updated', description: `"${article.title}" has been saved` });
      queryClient.setQueryData<Article[]>(ADMIN_ARTICLES_KEY, (list) => list?.map((own) => (own.id === article.id ? article : own)));
      onSaved();
      // Refetched too: leaving 'published' also unfeatures the article, which changes the others' order.
      return refresh(queryClient);
    },
    onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update article'), variant: 'destructive' }),
  });
}

export function useDeleteArticle(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/admin/articles/${id}`),
    onSuccess: (_reply, id) => {
      toast({ title: 'Article Deleted', description: ARTICLE_MESSAGES.deleted });
      queryClient.setQueryData<Article[]>(ADMIN_ARTICLES_KEY, (list) => list?.filter((article) => article.id !== id));
      onDeleted();
      return refresh(queryClient);
    },
    // A fixed text: the spec gives this failure no server message.
    onError: () => toast({ title: 'Deletion Failed', description: 'Failed to delete article', variant: 'destructive' }),
  });
}

/** The Featured switch: flips at once, rolls back with a toast when the server refuses. */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean; previous: Snapshot }) =>
      apiRequest<Article>('PATCH', `/api/admin/articles/${id}/featured`, { featured }),
    onError: (error, { previous }) => {
      rollback(queryClient, previous);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update featured status'), variant: 'destructive' });
    },
    onSettled: () => refresh(queryClient),
  });

  return (id: number, featured: boolean) => {
    const previous = applyOptimistic(queryClient, (articles) => {
      // A newly featured article joins the end of the featured order, as the server places it.
      const last = Math.max(0, ...articles.map((article) => (article.featured ? (article.featuredOrder ?? 0) : 0)));
      return articles.map((article) =>
        article.id === id ? { ...article, featured, featuredOrder: featured ? last + 1 : null } : article,
      );
    });
    mutation.mutate({ id, featured, previous });
  };
}

/** The drag-and-drop order: the full ordered id list, shown at once and rolled back on failure. */
export function useReorderFeatured() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ articleIds }: { articleIds: number[]; previous: Snapshot }) =>
      apiRequest<Article[]>('PATCH', '/api/admin/articles/featured/reorder', { articleIds }),
    onError: (_error, { previous }) => {
      rollback(queryClient, previous);
      toast({ title: 'Error', description: 'Failed to reorder featured articles', variant: 'destructive' });
    },
    onSettled: () => refresh(queryClient),
  });

  return (articleIds: number[]) => {
    const rank = new Map(articleIds.map((id, index) => [id, index + 1]));
    const previous = applyOptimistic(queryClient, (articles) =>
      articles.map((article) => (rank.has(article.id) ? { ...article, featuredOrder: rank.get(article.id) ?? null } : article)),
    );
    mutation.mutate({ articleIds, previous });
  };
}
