import type { ResponsiveImage } from '../../domain/image-variants.ts';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  className?: string | undefined;
  /** The page's largest paint (the profile's portrait, the article's picture): fetched first, never lazily. */
  priority?: boolean | undefined;
  /** What the layout's error handler does when the picture cannot be shown ('hide' or 'remove'). */
  fallback?: 'hide' | 'remove' | undefined;
}

/**
 * A stored image as `<picture>` (AVIF, WebP, JPEG; every size with `sizes`), an outside URL as a
 * plain `<img>`; both with width and height so the page never shifts. Below the fold by default
 * (lazy). `data-original` lets the layout show the original file if a size is missing.
 */
export function Picture({ image, alt, className, priority = false, fallback }: PictureProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      data-original={image.original}
      data-fallback={fallback}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
