import type { StoredImage } from '../../domain/entities.ts';

/** The description POST /api/permanent-images records when the request names no provider, model or size. */
export const DEFAULT_IMAGE_DESCRIPTION = { provider: 'openai', model: 'dall-e-3', size: '1024x1024' };

/** The image a POST /api/permanent-images answer carries. */
export async function imageIn(res: Response): Promise<StoredImage> {
  return ((await res.json()) as { image: StoredImage }).image;
}
