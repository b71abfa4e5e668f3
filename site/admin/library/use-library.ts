import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryContent, LibraryImage } from '../../../api/services/library.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

export type { LibraryContent, LibraryImage };

export const LIBRARY_CONTENT_KEY = ['/api/library/content'] as const;
export const LIBRARY_IMAGES_KEY = ['/api/library/images'] as const;

export function useLibraryContent() {
  return useQuery<LibraryContent[]>({ queryKey: LIBRARY_CONTENT_KEY });
}

export function useLibraryImages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<LibraryImage[]>({ queryKey: LIBRARY_IMAGES_KEY, enabled });
}

/** One library call with its success toast and the spec's failure text; both lists refresh after it. */
export function useLibraryAction<Input>(call: (input: Input) => Promise<unknown>, texts: { success?: string; failure: string }, after?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      if (texts.success) toast({ title: texts.success });
      after?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIBRARY_CONTENT_KEY }),
        queryClient.invalidateQueries({ queryKey: LIBRARY_IMAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/articles'] }),
      ]);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' }),
  });
}

export const libraryCalls = {
  deleteContent: (ids: number[]) => (ids.length === 1 ? apiRequest('DELETE', `/api/library/content/${ids[0]}`) : apiRequest('DELETE', '/api/library/content/bulk', { ids })),
  deleteImages: (ids: number[]) => (ids.length === 1 ? apiRequest('DELETE', `/api/library/images/${ids[0]}`) : apiRequest('DELETE', '/api/library/images/bulk', { ids })),
  attach: ({ imageId, contentId }: { imageId: number; contentId: number }) => apiRequest('PATCH', `/api/library/images/${imageId}/attach`, { contentId }),
  detach: (imageId: number) => apiRequest('PATCH', `/api/library/images/${imageId}/detach`),
  publish: (contentId: number) => apiRequest<{ message: string }>('POST', `/api/library/content/${contentId}/publish`),
};

export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: done });
  } catch {
    toast({ title: 'Error', description: 'Could not copy to the clipboard', variant: 'destructive' });
  }
}
