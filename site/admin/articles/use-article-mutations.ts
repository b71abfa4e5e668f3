import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Article } from '../../../domain/entities.ts';
import { withFeatured, withFeaturedOrder } from '../../../domain/featured-order.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, errorMessage, messageWithReason } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ArticleUpdateBody, toCreateBody } from './article-form.ts';
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

/** 'New Article' (POST /api/admin/articles): a draft unless another status was chosen. */
export function useCreateArticle(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof toCreateBody>) => apiRequest<Article>('POST', '/api/admin/articles', body),
    onSuccess: (article) => {
      toast({ title: 'Article Created', description: `"${article.title}" has been saved` });
      onCreated();
      return refresh(queryClient);
    },
    onError: (error) => toast({ title: 'Create Failed', description: errorMessage(error, 'Failed to create article'), variant: 'destructive' }),
  });
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
export function useSetFeatured(onChanged: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean; previous: Snapshot }) =>
      apiRequest<Article>('PATCH', `/api/admin/articles/${id}/featured`, { featured }),
    onError: (error, { previous }) => {
      rollback(queryClient, previous);
      toast({ title: 'Error', description: messageWithReason(error, 'Failed to update featured status'), variant: 'destructive' });
    },
    onSuccess: onChanged,
    onSettled: () => refresh(queryClient),
  });

  return (id: number, featured: boolean) => {
    const previous = applyOptimistic(queryClient, (articles) => withFeatured(articles, id, featured));
    mutation.mutate({ id, featured, previous });
  };
}

/** The drag-and-drop order: the full ordered id list, shown at once and rolled back on failure. */
export function useReorderFeatured(onChanged: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ articleIds }: { articleIds: number[]; previous: Snapshot }) =>
      apiRequest<Article[]>('PATCH', '/api/admin/articles/featured/reorder', { articleIds }),
    onError: (_error, { previous }) => {
      rollback(queryClient, previous);
      toast({ title: 'Error', description: 'Failed to reorder featured articles', variant: 'destructive' });
    },
    onSuccess: onChanged,
    onSettled: () => refresh(queryClient),
  });

  return (articleIds: number[]) => {
    const previous = applyOptimistic(queryClient, (articles) => withFeaturedOrder(articles, articleIds));
    mutation.mutate({ articleIds, previous });
  };
}
