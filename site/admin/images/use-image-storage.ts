import { useQuery } from '@tanstack/react-query';
import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { api, unwrap } from '../../lib/api.ts';
import { storedImagesQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

const image = api['permanent-images'][':id'];

/** Where the image waiting for delete confirmation is used (asked each time the dialog opens). */
export function useImageUses(id: number | undefined) {
  return useQuery({
    queryKey: ['permanent-images', id, 'uses'],
    queryFn: () => unwrap(image.uses.$get({ param: { id: String(id) } })),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Deletes the image; `clearUses` confirms clearing the uses the dialog listed (else an image in use is refused). */
export function useDeleteStoredImage(onDeleted: () => void) {
  return useAdminMutation({
    call: ({ id, clearUses }: { id: number; clearUses: boolean }) =>
      unwrap(image.$delete({ param: { id: String(id) }, query: clearUses ? { clearUses: 'true' } : {} })),
    success: { title: 'Image Deleted', description: IMAGE_MESSAGES.deleted },
    onSuccess: onDeleted,
    failure: { title: 'Delete Failed', text: 'Failed to delete image' },
    refresh: [storedImagesQuery.queryKey],
  });
}

export function useCleanupImages() {
  return useAdminMutation({
    call: () => unwrap(api['permanent-images'].cleanup.$post()),
    success: ({ message }) => ({ title: 'Cleanup Complete', description: message }),
    failure: { title: 'Cleanup Failed', text: 'Failed to cleanup images' },
    refresh: [storedImagesQuery.queryKey],
  });
}
