/**
 * The sizes made of every stored image, how they are named, and the markup that picks among them.
 *
 * A stored image's key is `{stem}.{ext}` (a random stem, see domain/image-bytes.ts). Its
 * sizes sit beside it as `{stem}.{variant}.{format}`, so a page (or an island in the browser) can
 * write the `<picture>` from the image's URL alone, with no lookup. Each size is a cover-crop to one
 * of two shapes: a square (avatars, portraits, the share card's portrait) and a wide 40:21 frame
 * (article cards and headers, the share card's picture: 1200×630 is the Open Graph size).
 */

export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export type VariantShape = 'square' | 'wide';

export interface VariantSpec {
  name: string;
  shape: VariantShape;
  width: number;
  height: number;
  formats: readonly VariantFormat[];
  /** Made for the share cards only (JPEG, never in a page's srcset). */
  shareOnly?: true;
}

/**
 * Every size, smallest first per shape. Square 112 and 288 serve the 56 px card avatar and the
 * 144 px profile portrait at 1x-2x; wide 480/720/800/1200 serve article cards (up to 480 px wide)
 * and the article header (up to 712 px) at 1x-2x. Square 600 is the share card's portrait. Chromium
 * takes the smallest width that covers the slot at the screen's density: 720 is what a phone's
 * full-width picture needs (343 px at 2x, 380 px at 1.75x), where 800 would be a third more bytes.
 */
export const VARIANTS: readonly VariantSpec[] = [
  { name: 'sq112', shape: 'square', width: 112, height: 112, formats: VARIANT_FORMATS },
  { name: 'sq288', shape: 'square', width: 288, height: 288, formats: VARIANT_FORMATS },
  { name: 'sq600', shape: 'square', width: 600, height: 600, formats: ['jpg'], shareOnly: true },
  { name: 'w480', shape: 'wide', width: 480, height: 252, formats: VARIANT_FORMATS },
  { name: 'w720', shape: 'wide', width: 720, height: 378, formats: VARIANT_FORMATS },
  { name: 'w800', shape: 'wide', width: 800, height: 420, formats: VARIANT_FORMATS },
  { name: 'w1200', shape: 'wide', width: 1200, height: 630, formats: VARIANT_FORMATS },
];

/** The share card's inputs: the portrait square and the article's wide picture. */
export const SHARE_PORTRAIT_VARIANT = 'sq600';
export const SHARE_PICTURE_VARIANT = 'w1200';

/** A key our storage made: a base-36 time, a dash, 32 hex digits, an accepted image extension. */
const ORIGINAL_KEY = /^([0-9a-z]+-[0-9a-f]{32})\.(png|jpg|webp|gif|avif)$/;
const VARIANT_KEY = /^([0-9a-z]+-[0-9a-f]{32})\.([a-z]+\d+)\.(avif|webp|jpg)$/;
/** Where stored images are served: /uploads/images/ locally, the same path under a bucket's URL. */
const STORED_PATH = /^(.*\/uploads\/images\/)([^/?#]+)$/;

/** The stem of an original key our storage made, else undefined (older or foreign names get no sizes). */
export function stemOfOriginal(key: string): string | undefined {
  return ORIGINAL_KEY.exec(key)?.[1];
}

/** The stem a size's key belongs to, else undefined. */
export function stemOfVariant(key: string): string | undefined {
  const match = VARIANT_KEY.exec(key);
  return match && VARIANTS.some((spec) => spec.name === match[2] && spec.formats.includes(match[3] as VariantFormat)) ? match[1] : undefined;
}

export function variantKey(stem: string, name: string, format: VariantFormat): string {
  return `${stem}.${name}.${format}`;
}

/** Every size of an original key (empty for a key our storage did not name). */
export function variantKeysOf(key: string): string[] {
  const stem = stemOfOriginal(key);
  if (!stem) return [];
  return VARIANTS.flatMap((spec) => spec.formats.map((format) => variantKey(stem, spec.name, format)));
}

/** The storage key of an image URL we serve (relative or a bucket's absolute URL) that has sizes, else undefined. */
export function storedImageKey(url: string | null | undefined): string | undefined {
  const match = url ? STORED_PATH.exec(url.trim()) : null;
  return match && stemOfOriginal(match[2] as string) ? match[2] : undefined;
}

/** The URL of one size of a stored image's URL (the same folder, the size's name). */
export function variantUrl(url: string, name: string, format: VariantFormat): string | undefined {
  const match = STORED_PATH.exec(url.trim());
  const stem = match ? stemOfOriginal(match[2] as string) : undefined;
  return match && stem ? `${match[1]}${variantKey(stem, name, format)}` : undefined;
}

/** Where an image is shown: its shape, the CSS box it fills and the `sizes` that tell the browser so. */
export interface ImageSlot {
  shape: VariantShape;
  width: number;
  height: number;
  sizes: string;
}

/** A square box of `size` CSS pixels (card avatars 56, the profile's portrait 144). */
export function squareSlot(size: number): ImageSlot {
  return { shape: 'square', width: size, height: size, sizes: `${size}px` };
}

/** 2rem: the container's side padding on phones, where cards and pictures run the full width. */
export const IMAGE_SLOTS = {
  /** Cards of the article grids: one column on phones, at most 480 px from two columns on. */
  articleCard: { shape: 'wide', width: 480, height: 252, sizes: '(min-width: 744px) 480px, calc(100vw - 2rem)' },
  /** The article page's picture: the narrow column (712 px of content) or the phone's width. */
  articleHeader: { shape: 'wide', width: 1200, height: 630, sizes: '(min-width: 808px) 712px, calc(100vw - 2rem)' },
} as const satisfies Record<string, ImageSlot>;

/** What a `<picture>` needs. An image without sizes (an outside URL) has no sources and no srcset. */
export interface ResponsiveImage {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
  /** The stored original, which the page shows instead if a size is missing (not made yet). */
  original: string | undefined;
}

/**
 * The markup of an image URL in a slot. A stored image gets AVIF and WebP sources and a JPEG
 * fallback, each with every size of the slot's shape; an outside URL is shown as it is, sized by
 * the slot (the site does not copy or re-encode other hosts' images).
 */
export function responsiveImage(url: string, slot: ImageSlot): ResponsiveImage {
  const plain = { src: url, srcSet: undefined, sizes: undefined, sources: [], width: slot.width, height: slot.height, original: undefined };
  if (!storedImageKey(url)) return plain;
  const specs = VARIANTS.filter((spec) => spec.shape === slot.shape && !spec.shareOnly);
  const srcSet = (format: VariantFormat) => specs.map((spec) => `${variantUrl(url, spec.name, format)} ${spec.width}w`).join(', ');
  // The fallback src: the smallest size that covers the slot at 2x (browsers without srcset are rare).
  const fallback = specs.find((spec) => spec.width >= slot.width * 2) ?? specs[specs.length - 1];
  return {
    src: variantUrl(url, fallback?.name ?? '', 'jpg') ?? url,
    srcSet: srcSet('jpg'),
    sizes: slot.sizes,
    sources: (['avif', 'webp'] as const).map((format) => ({ type: VARIANT_CONTENT_TYPES[format], srcSet: srcSet(format) })),
    width: slot.width,
    height: slot.height,
    original: url.trim(),
  };
}
