import { useQuery } from '@tanstack/react-query';
import { useRef, type RefObject } from 'react';
import type { StoredImage } from '../../../domain/entities.ts';
import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { api, unwrap } from '../../lib/api.ts';
import { storedImagesQuery } from '../queries.ts';
import { useSafeDelete } from '../ui/safe-delete.tsx';
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

/**
 * Delete: the spec's confirmation (stored bytes cannot be brought back) with where the image is
 * used, asked each time; confirming clears those uses (else an image in use is refused).
 */
export function useDeleteStoredImage(list: RefObject<HTMLElement | null>) {
  const clearUses = useRef(false);
  const remove = useSafeDelete({
    noun: { singular: 'image', plural: 'images' },
    title: () => 'Delete Image',
    question: () => 'Are you sure you want to delete this image?',
    undoable: false,
    call: ([id]) => unwrap(image.$delete({ param: { id: String(id ?? 0) }, query: clearUses.current ? { clearUses: 'true' } : {} })),
    success: { title: 'Image Deleted', description: IMAGE_MESSAGES.deleted },
    failure: { title: 'Delete Failed', text: 'Failed to delete image' },
    refresh: [storedImagesQuery.queryKey],
    list,
  });
  const uses = useImageUses(remove.asking?.[0]?.id);
  clearUses.current = (uses.data?.uses.length ?? 0) > 0;
  return {
    ...remove,
    uses,
    ask: (one: StoredImage) => remove.ask([{ id: one.id, name: one.filename, thumbnail: one.storedUrl }]),
  };
}

export function useCleanupImages() {
  return useAdminMutation({
    call: () => unwrap(api['permanent-images'].cleanup.$post()),
    success: ({ message }) => ({ title: 'Cleanup Complete', description: message }),
    failure: { title: 'Cleanup Failed', text: 'Failed to cleanup images' },
    refresh: [storedImagesQuery.queryKey],
  });
}
