import { ApiError } from '../../lib/api-client.ts';

export interface UploadedImage {
  imageUrl: string;
  originalName: string;
}

/**
 * POST /api/upload/image as multipart (field `image`). apiRequest only sends JSON, so this is the
 * one call that builds its own body; failures are raised as the same ApiError.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch('/api/upload/image', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as UploadedImage;
}
