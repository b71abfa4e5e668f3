import { useQuery } from '@tanstack/react-query';
import type { StoredImage } from '../../../domain/entities.ts';

/** Every permanently stored image, newest first (one key, so a delete anywhere refreshes every view). */
export const STORED_IMAGES_KEY = ['/api/permanent-images'] as const;

export function useStoredImages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<StoredImage[]>({ queryKey: STORED_IMAGES_KEY, enabled });
}
