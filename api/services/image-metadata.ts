/**
 * Metadata out of an image's bytes, without decoding it (so it runs on the edge, where there is no
 * sharp): camera EXIF (GPS position, time, device), XMP, IPTC, comments and text chunks, and data
 * after a JPEG's end (the secondary images of MPF, each with its own EXIF). What a viewer needs is
 * kept: the pixels, the ICC colour profile, JFIF, Adobe's colour transform, transparency, gamma,
 * animation. The pixels are never re-encoded here.
 *
 * The EXIF orientation is read; a JPEG turned by it keeps a minimal EXIF holding that one tag, so
 * browsers still show it upright until sharp turns its pixels (at store time on Node, in the site
 * build's image pass for an image stored on the edge). AVIF keeps its metadata in items this does
 * not rewrite: sharp cleans it (`stripped: false`).
 */
import { detectImageKind } from '../../domain/image-bytes.ts';

export interface StrippedImage {
  bytes: Uint8Array;
  /** The EXIF orientation (1–8) the image carried; 1 when none. */
  orientation: number;
  /** False when the format's metadata could not be taken out here (AVIF): sharp must. */
  stripped: boolean;
}

/** Thrown for bytes whose structure is broken: they are not stored. */
export class MalformedImageError extends Error {}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 2 ** 24 + (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at + 3] ?? 0) * 2 ** 24 + (((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at] ?? 0));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The orientation tag (0x0112) of a TIFF structure (EXIF's body), or 1. */
function tiffOrientation(tiff: Uint8Array): number {
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? (tiff[at] ?? 0) | ((tiff[at + 1] ?? 0) << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

const EXIF_HEADER = 'Exif\0\0';

/** EXIF as a JPEG's APP1 or a WebP chunk holds it: with or without the 'Exif\0\0' header. */
function exifOrientation(payload: Uint8Array): number {
  return tiffOrientation(ascii(payload, 0, 6) === EXIF_HEADER ? payload.subarray(6) : payload);
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...Array.from(EXIF_HEADER, (char) => char.charCodeAt(0)), ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** APPn segments a viewer needs: JFIF (APP0), the ICC profile (APP2) and Adobe's colour transform (APP14). */
function keptApp(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xe0) return ascii(payload, 0, 5) === 'JFIF\0';
  if (marker === 0xe2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return ascii(payload, 0, 5) === 'Adobe';
  return false;
}

function stripJpeg(bytes: Uint8Array): StrippedImage {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  for (;;) {
    if (at >= bytes.length) {
      // Cut short after its last segment: ended here, as decoders read it.
      parts.push(Uint8Array.of(0xff, 0xd9));
      break;
    }
    if (bytes[at] !== 0xff) throw new MalformedImageError('a JPEG segment does not start with a marker');
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xd9) {
      // Anything after the end (MPF's secondary images, appended data) goes.
      parts.push(bytes.subarray(at, at + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const end = at + 2 + u16be(bytes, at + 2);
    if (end > bytes.length || end < at + 4) throw new MalformedImageError('a JPEG segment runs past the file');
    const payload = bytes.subarray(at + 4, end);
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (marker === 0xe1 && ascii(payload, 0, 6) === EXIF_HEADER && orientation === 1) orientation = exifOrientation(payload);
      if (keptApp(marker, payload)) parts.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    parts.push(bytes.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed byte or a restart.
      let scan = at;
      while (scan < bytes.length && !(bytes[scan] === 0xff && bytes[scan + 1] !== 0x00 && !((bytes[scan + 1] ?? 0) >= 0xd0 && (bytes[scan + 1] ?? 0) <= 0xd7)))
        scan += 1;
      parts.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
  if (orientation !== 1) {
    // After JFIF's APP0 when there is one (it must come first), else right after SOI.
    const afterJfif = parts[1] && parts[1][1] === 0xe0 ? 2 : 1;
    parts.splice(afterJfif, 0, orientationSegment(orientation));
  }
  return { bytes: concat(parts), orientation, stripped: true };
}

/** PNG chunks a viewer needs: the image, palette, transparency, colour (ICC, gamma, sRGB, cICP, HDR), density and animation. */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
  'cICP',
  'mDCv',
  'cLLi',
]);

function stripPng(bytes: Uint8Array): StrippedImage {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let orientation = 1;
  for (let at = 8; at < bytes.length;) {
    const end = at + 12 + u32be(bytes, at);
    if (end > bytes.length) throw new MalformedImageError('a PNG chunk runs past the file');
    const type = ascii(bytes, at + 4, 4);
    if (type === 'eXIf') orientation = tiffOrientation(bytes.subarray(at + 8, end - 4));
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return { bytes: concat(parts), orientation, stripped: true };
}

/** VP8X flags of the metadata chunks taken out. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): StrippedImage {
  const chunks: Uint8Array[] = [];
  let orientation = 1;
  const end = Math.min(bytes.length, 8 + u32le(bytes, 4));
  for (let at = 12; at + 8 <= end;) {
    const size = u32le(bytes, at + 4);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) throw new MalformedImageError('a WebP chunk runs past the file');
    const type = ascii(bytes, at, 4);
    if (type === 'EXIF') orientation = exifOrientation(bytes.subarray(at + 8, at + 8 + size));
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, Math.min(next, end));
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      chunks.push(bytes.subarray(at, Math.min(next, end)));
    }
    at = next;
  }
  const body = concat(chunks);
  const size = body.length + 4;
  const header = Uint8Array.from([
    ...Array.from('RIFF', (char) => char.charCodeAt(0)),
    size & 0xff,
    (size >> 8) & 0xff,
    (size >> 16) & 0xff,
    (size >>> 24) & 0xff,
    ...Array.from('WEBP', (char) => char.charCodeAt(0)),
  ]);
  return { bytes: concat([header, body]), orientation, stripped: true };
}

/** GIF application extensions a viewer needs: looping and the ICC profile. */
const GIF_KEPT_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);

function stripGif(bytes: Uint8Array): StrippedImage {
  /** Where the sub-blocks starting at `at` end (after their zero terminator). */
  const afterSubBlocks = (at: number) => {
    let position = at;
    while (position < bytes.length && bytes[position] !== 0) position += (bytes[position] ?? 0) + 1;
    if (position >= bytes.length) throw new MalformedImageError('GIF data runs past the file');
    return position + 1;
  };
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const headerEnd = 13 + tableSize(bytes[10] ?? 0);
  const parts: Uint8Array[] = [bytes.subarray(0, headerEnd)];
  for (let at = headerEnd; ;) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      parts.push(bytes.subarray(at, at + 1));
      break;
    }
    if (introducer === 0x2c) {
      const end = afterSubBlocks(at + 10 + tableSize(bytes[at + 9] ?? 0) + 1);
      parts.push(bytes.subarray(at, end));
      at = end;
    } else if (introducer === 0x21) {
      const label = bytes[at + 1];
      const end = afterSubBlocks(at + 2);
      const application = label === 0xff ? ascii(bytes, at + 3, 11) : '';
      if (label === 0xf9 || label === 0x01 || GIF_KEPT_APPLICATIONS.has(application)) parts.push(bytes.subarray(at, end));
      at = end;
    } else {
      // Nothing should follow but the trailer: end the file as decoders would.
      parts.push(Uint8Array.of(0x3b));
      break;
    }
  }
  return { bytes: concat(parts), orientation: 1, stripped: true };
}

/** The image without its metadata (see above). Throws MalformedImageError for broken bytes. */
export function stripImageMetadata(bytes: Uint8Array): StrippedImage {
  const kind = detectImageKind(bytes)?.extension;
  if (kind === 'jpg') return stripJpeg(bytes);
  if (kind === 'png') return stripPng(bytes);
  if (kind === 'webp') return stripWebp(bytes);
  if (kind === 'gif') return stripGif(bytes);
  return { bytes, orientation: 1, stripped: false };
}
