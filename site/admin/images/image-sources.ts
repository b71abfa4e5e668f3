import { IMAGE_SOURCE_TYPES, type ImageSourceType, type StoredImage } from '../../../domain/entities.ts';

export const SOURCE_LABELS: Record<ImageSourceType, string> = {
  content_promotion: 'Content Promotion',
  content_library: 'Content Library',
  article: 'Article',
  expert_profile: 'Expert Profile',
  upload: 'Upload',
  expert_owner: 'Expert’s Own Upload',
};

/** 'all' or one source type. */
export type SourceFilter = 'all' | ImageSourceType;

export const SOURCE_FILTERS: readonly SourceFilter[] = ['all', ...IMAGE_SOURCE_TYPES];

export function sourceLabel(source: ImageSourceType | null): string {
  return source ? SOURCE_LABELS[source] : 'Unknown';
}

export function isSourceFilter(value: string): value is SourceFilter {
  return (SOURCE_FILTERS as readonly string[]).includes(value);
}

/** Case-insensitive search over prompt and filename, within one source type or all of them. */
export function filterImages(images: readonly StoredImage[], search: string, source: SourceFilter): StoredImage[] {
  const needle = search.trim().toLowerCase();
  return images.filter(
    (image) =>
      (source === 'all' || image.sourceType === source) &&
      (!needle || (image.imagePrompt ?? '').toLowerCase().includes(needle) || image.filename.toLowerCase().includes(needle)),
  );
}
