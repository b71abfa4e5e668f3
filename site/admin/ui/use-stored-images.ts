import { useQuery } from '@tanstack/react-query';
import { storedImagesQuery } from '../queries.ts';

export function useStoredImages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storedImagesQuery, enabled });
}
