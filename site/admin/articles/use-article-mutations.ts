import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { Article } from '../../../domain/entities.ts';
import { withFeatured, withFeaturedOrder } from '../../../domain/featured-order.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { api, unwrap, type Reply } from '../../lib/api.ts';
import { adminArticlesQuery } from '../queries.ts';
import { useSafeDelete } from '../ui/safe-delete.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { ArticleUpdateBody, toCreateBody } from './article-form.ts';

type Articles = Reply<typeof api.admin.articles.$get>;
type Snapshot = Articles | undefined;

const ARTICLES = adminArticlesQuery.queryKey;
const article = api.admin.articles[':id'];
const param = (id: number) => ({ id: String(id) });

/**
 * Writes an optimistic change to the article list at once, in the same event as the drop or the
 * click, so a dragged row never jumps back for a frame. Outgoing reads are deliberately not
 * cancelled: cancelling restores the list as it was before that read began, which would undo this
 * change; a stale read is replaced by the refetch every mutation ends with.
 */
function applyOptimistic(queryClient: QueryClient, change: (articles: Articles) => Articles): Snapshot {
  const previous = queryClient.getQueryData(ARTICLES);
  if (previous) queryClient.setQueryData(ARTICLES, change(previous));
  return previous;
}

function rollback(queryClient: QueryClient, previous: Snapshot) {
  if (previous) queryClient.setQueryData(ARTICLES, previous);
}

/** 'New Article' (POST /api/admin/articles): a draft unless another status was chosen. */
export function useCreateArticle(onCreated: () => void) {
  return useAdminMutation({
    call: (body: ReturnType<typeof toCreateBody>) => unwrap(api.admin.articles.$post({ json: body })),
    success: (created) => ({ title: 'Article Created', description: `"${created.title}" has been saved` }),
    onSuccess: onCreated,
    failure: { title: 'Create Failed', text: 'Failed to create article' },
    refresh: [ARTICLES],
  });
}

export function useUpdateArticle(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: ({ id, body }: { id: number; body: ArticleUpdateBody }) => unwrap(article.$patch({ param: param(id), json: body })),
    success: (saved) => ({ title: 'Article Updated', description: `"${saved.title}" has been saved` }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ARTICLES, (list) => list?.map((own) => (own.id === saved.id ? saved : own)));
      onSaved();
    },
    failure: { title: 'Update Failed', text: 'Failed to update article' },
    // Refetched too: leaving 'published' also unfeatures the article, which changes the others' order.
    refresh: [ARTICLES],
  });
}

/**
 * Delete: the spec's confirmation (which now says the delete can be undone), then a notice with
 * Undo for a few seconds; `onChanged` after either.
 */
export function useDeleteArticle(list: RefObject<HTMLElement | null>, onChanged: () => void) {
  const queryClient = useQueryClient();
  const remove = useSafeDelete({
    noun: { singular: 'article', plural: 'articles' },
    title: () => 'Delete Article',
    question: ([one]) => `Are you sure you want to delete "${one?.name ?? ''}"?`,
    listItems: false,
    undoable: true,
    call: ([id]) => unwrap(article.$delete({ param: param(id ?? 0) })),
    success: { title: 'Article Deleted', description: ARTICLE_MESSAGES.deleted },
    onDeleted: (items) => {
      const gone = new Set(items.map((item) => item.id));
      queryClient.setQueryData(ARTICLES, (articles) => articles?.filter((own) => !gone.has(own.id)));
      onChanged();
    },
    onRestored: onChanged,
    // A fixed text: the spec gives this failure no server message.
    failure: { title: 'Deletion Failed', text: 'Failed to delete article', reason: 'none' },
    refresh: [ARTICLES],
    list,
  });
  return { ...remove, ask: (one: Article) => remove.ask([{ id: one.id, name: one.title }]) };
}

/** The Featured switch: flips at once, rolls back with a toast when the server refuses. */
export function useSetFeatured(onChanged: () => void) {
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    call: ({ id, featured }: { id: number; featured: boolean; previous: Snapshot }) =>
      unwrap(article.featured.$patch({ param: param(id), json: { featured } })),
    onSuccess: onChanged,
    onError: (_error, { previous }) => rollback(queryClient, previous),
    failure: { title: 'Error', text: 'Failed to update featured status', reason: 'after' },
    refresh: [ARTICLES],
    refreshAfter: 'settled',
  });

  return (id: number, featured: boolean) => {
    const previous = applyOptimistic(queryClient, (articles) => withFeatured(articles, id, featured));
    mutation.mutate({ id, featured, previous });
  };
}

/** The drag-and-drop order: the full ordered id list, shown at once and rolled back on failure. */
export function useReorderFeatured(onChanged: () => void) {
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    call: ({ articleIds }: { articleIds: number[]; previous: Snapshot }) => unwrap(api.admin.articles.featured.reorder.$patch({ json: { articleIds } })),
    onSuccess: onChanged,
    onError: (_error, { previous }) => rollback(queryClient, previous),
    failure: { title: 'Error', text: 'Failed to reorder featured articles', reason: 'none' },
    refresh: [ARTICLES],
    refreshAfter: 'settled',
  });

  return (articleIds: number[]) => {
    const previous = applyOptimistic(queryClient, (articles) => withFeaturedOrder(articles, articleIds));
    mutation.mutate({ articleIds, previous });
  };
}
