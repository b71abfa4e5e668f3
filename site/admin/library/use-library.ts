import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import type { PublishedArticleRef } from '../../../domain/library.ts';
import { stripMarkdown, truncate } from '../../../domain/text.ts';
import { api, refusalOf, unwrap, type Reply } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { adminArticlesQuery, libraryContentQuery, libraryImagesQuery } from '../queries.ts';
import { articleRefusal } from '../ui/article-ref.tsx';
import { useSafeDelete, type Named } from '../ui/safe-delete.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export type LibraryContent = Reply<typeof api.library.content.$get>[number];
export type LibraryImage = Reply<typeof api.library.images.$get>[number];

export function useLibraryContent() {
  return useQuery(libraryContentQuery);
}

export function useLibraryImages() {
  return useQuery(libraryImagesQuery);
}

/** One library call with its success toast and the spec's failure text; both lists (and the articles) refresh after it. */
export function useLibraryAction<Input>(call: (input: Input) => Promise<unknown>, texts: { success?: string; failure: string }, after?: () => void) {
  return useAdminMutation({
    call,
    success: texts.success ? { title: texts.success } : undefined,
    onSuccess: after,
    failure: { title: 'Error', text: texts.failure },
    refresh: [libraryContentQuery.queryKey, libraryImagesQuery.queryKey, adminArticlesQuery.queryKey],
  });
}

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newPublishKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * 'Publish Article' in Content Details. Content is published once: a refusal (409, another tab or
 * the wizard published it meanwhile) is kept with the article it names, for the dialog to link,
 * and the lists are read again so the item shows 'Published as'. A click while that content's
 * publish runs does nothing (the button's disabled state can come a moment after a double
 * click's second click), and each content's publish carries one Idempotency-Key, so the server
 * answers a repeat of the request, even two at once, with the first one's success.
 */
export function usePublishContent() {
  const [refusal, setRefusal] = useState<{ contentId: number; message: string; article: PublishedArticleRef | null } | null>(null);
  const keys = useRef(new Map<number, string>());
  const running = useRef(new Set<number>());
  const mutation = useAdminMutation({
    call: async (contentId: number) => {
      const key = keys.current.get(contentId) ?? newPublishKey();
      keys.current.set(contentId, key);
      try {
        return await unwrap(content[':id'].publish.$post({ param: param(contentId), header: { 'idempotency-key': key } }));
      } finally {
        running.current.delete(contentId);
      }
    },
    success: { title: 'Article Published' },
    onSuccess: () => setRefusal(null),
    onError: (error, contentId) => {
      const refused = refusalOf(error, content[':id'].publish.$post, 409);
      setRefusal(refused ? { contentId, ...articleRefusal(refused) } : null);
    },
    failure: { title: 'Error', text: 'Failed to publish content' },
    refresh: REFRESH,
    refreshAfter: 'settled',
  });
  const publish = (contentId: number) => {
    if (running.current.has(contentId)) return;
    running.current.add(contentId);
    mutation.mutate(contentId);
  };
  return { ...mutation, mutate: publish, refusal };
}

const REFRESH = [libraryContentQuery.queryKey, libraryImagesQuery.queryKey, adminArticlesQuery.queryKey];

/** How long a name the delete confirmation gives a content item or an image. */
const NAME_MAX = 80;

/**
 * The library's deletes, single and bulk, content and images: confirmed by name, then undoable
 * for a few seconds. `after` closes the dialog the delete came from and clears the selection.
 */
export function useLibraryDeletes(list: RefObject<HTMLElement | null>, after: () => void) {
  const contentDelete = useSafeDelete({
    noun: { singular: 'content item', plural: 'content items' },
    undoable: true,
    call: libraryCalls.deleteContent,
    success: ({ message }) => ({ title: 'Content Deleted', description: message }),
    failure: { title: 'Error', text: 'Failed to delete content' },
    refresh: REFRESH,
    onDeleted: after,
    list,
  });
  const imagesDelete = useSafeDelete({
    noun: { singular: 'image', plural: 'images' },
    undoable: true,
    call: libraryCalls.deleteImages,
    success: ({ message }, items) => ({ title: items.length === 1 ? 'Image Deleted' : 'Images Deleted', description: message }),
    failure: { title: 'Error', text: 'Failed to delete images' },
    refresh: REFRESH,
    onDeleted: after,
    list,
  });
  return {
    content: contentDelete,
    images: imagesDelete,
    nameContent: (item: LibraryContent): Named => ({
      id: item.id,
      name: `${item.expertName ?? 'Unknown expert'}: ${truncate(stripMarkdown(item.content), NAME_MAX)}`,
    }),
    nameImage: (image: LibraryImage): Named => ({
      id: image.id,
      name: truncate(image.imagePrompt ?? '', NAME_MAX) || `Image ${image.id}`,
      thumbnail: image.imageUrl,
    }),
  };
}

const content = api.library.content;
const images = api.library.images;
const param = (id: number) => ({ id: String(id) });

export const libraryCalls = {
  deleteContent: (ids: number[]) =>
    ids.length === 1 ? unwrap(content[':id'].$delete({ param: param(ids[0] as number) })) : unwrap(content.bulk.$delete({ json: { ids } })),
  deleteImages: (ids: number[]) =>
    ids.length === 1 ? unwrap(images[':id'].$delete({ param: param(ids[0] as number) })) : unwrap(images.bulk.$delete({ json: { ids } })),
  attach: ({ imageId, contentId }: { imageId: number; contentId: number }) =>
    unwrap(images[':imageId'].attach.$patch({ param: { imageId: String(imageId) }, json: { contentId } })),
  detach: (imageId: number) => unwrap(images[':imageId'].detach.$patch({ param: { imageId: String(imageId) } })),
};

export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: done });
  } catch {
    toast({ title: 'Error', description: 'Could not copy to the clipboard', variant: 'destructive' });
  }
}
