import sharp, { type Sharp } from 'sharp';
import { stemOfOriginal, VARIANT_CONTENT_TYPES, VARIANTS, variantKey, type VariantFormat, type VariantShape } from '../../../domain/image-variants.ts';
import { stripImageMetadata } from '../../services/image-metadata.ts';
import type { ImageVariantMaker, MadeVariant } from './types.ts';

/**
 * The sizes made with sharp. Each shape is cropped once from the original (attention: the crop
 * keeps the busiest, most skin-toned region, which is the face in a portrait) at its largest size,
 * and the smaller sizes are scaled from that crop. AVIF effort 2 and WebP effort 4 keep a 3000 px
 * photo under two seconds on one core; the byte sizes this gives are in docs/DECISIONS.md.
 */

/** A decompression bomb stops here: 100 megapixels is more than any camera upload. */
const MAX_INPUT_PIXELS = 100_000_000;

function encode(image: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 4 });
  // JPEG has no transparency: a transparent image is laid on white, as the site's cards are.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 76, mozjpeg: true });
}

async function largestCrop(bytes: Uint8Array, shape: VariantShape) {
  const specs = VARIANTS.filter((spec) => spec.shape === shape);
  const largest = specs[specs.length - 1];
  if (!largest) throw new Error(`No sizes of shape ${shape}`);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(largest.width, largest.height, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { specs, crop: () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }) };
}

/**
 * Re-encodes an original whose pixels must turn (EXIF orientation) or whose metadata sits where
 * only a decoder reaches it (AVIF): autoOrient turns the pixels, keepIccProfile keeps the colour
 * profile and no other metadata, and the format stays. Qualities are high: this is the original.
 */
async function reencodeOriginal(bytes: Uint8Array): Promise<Uint8Array> {
  const image = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().keepIccProfile();
  const { format } = await image.metadata();
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 92 })
      : format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 92 })
          : format === 'gif'
            ? image.gif()
            : image.avif({ quality: 70 });
  const output = await encoded.toBuffer();
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}

/** Whether sharp sees metadata in bytes the byte-level stripper could not take apart. */
async function carriesMetadata(bytes: Uint8Array): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length) || (meta.orientation ?? 1) !== 1;
}

export function createSharpVariantMaker(): ImageVariantMaker {
  return {
    async cleanOriginal(bytes) {
      const stripped = stripImageMetadata(bytes);
      if (stripped.stripped && stripped.orientation === 1) return stripped.bytes;
      if (!stripped.stripped && !(await carriesMetadata(bytes))) return bytes;
      return reencodeOriginal(bytes);
    },
    async make(key, bytes) {
      const stem = stemOfOriginal(key);
      if (!stem) return [];
      const made: MadeVariant[] = [];
      for (const shape of ['square', 'wide'] as const) {
        const { specs, crop } = await largestCrop(bytes, shape);
        for (const spec of specs) {
          const sized = crop().resize(spec.width, spec.height);
          const outputs = await Promise.all(spec.formats.map((format) => encode(sized.clone(), format).toBuffer()));
          spec.formats.forEach((format, index) => {
            const output = outputs[index] as Buffer;
            made.push({
              key: variantKey(stem, spec.name, format),
              bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength),
              contentType: VARIANT_CONTENT_TYPES[format],
            });
          });
        }
      }
      return made;
    },
  };
}
