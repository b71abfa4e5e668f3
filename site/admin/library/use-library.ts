import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Reply } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { adminArticlesQuery, libraryContentQuery, libraryImagesQuery } from '../queries.ts';
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
  publish: (contentId: number) => unwrap(content[':id'].publish.$post({ param: param(contentId) })),
};

export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: done });
  } catch {
    toast({ title: 'Error', description: 'Could not copy to the clipboard', variant: 'destructive' });
  }
}
