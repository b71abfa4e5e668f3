import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImageUse } from '../../../domain/image-uses.ts';
import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { STORED_IMAGES_KEY } from '../ui/use-stored-images.ts';

/** Where the image waiting for delete confirmation is used (asked each time the dialog opens). */
export function useImageUses(id: number | undefined) {
  return useQuery<{ uses: ImageUse[] }>({ queryKey: [`/api/permanent-images/${id}/uses`], enabled: id !== undefined, staleTime: 0, gcTime: 0 });
}

/** Deletes the image; `clearUses` confirms clearing the uses the dialog listed (else an image in use is refused). */
export function useDeleteStoredImage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, clearUses }: { id: number; clearUses: boolean }) =>
      apiRequest<{ message: string }>('DELETE', `/api/permanent-images/${id}${clearUses ? '?clearUses=true' : ''}`),
    onSuccess: () => {
      toast({ title: 'Image Deleted', description: IMAGE_MESSAGES.deleted });
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: STORED_IMAGES_KEY });
    },
    onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete image'), variant: 'destructive' }),
  });
}

export function useCleanupImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; removedImages: number; removedFiles: number }>('POST', '/api/permanent-images/cleanup'),
    onSuccess: ({ message }) => {
      toast({ title: 'Cleanup Complete', description: message });
      return queryClient.invalidateQueries({ queryKey: STORED_IMAGES_KEY });
    },
    onError: (error) => toast({ title: 'Cleanup Failed', description: errorMessage(error, 'Failed to cleanup images'), variant: 'destructive' }),
  });
}
