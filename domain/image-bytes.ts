/**
 * Image types are read from the bytes, never from a name or a declared content type: only
 * PNG, JPEG, WebP, GIF and AVIF are accepted, and each gets a fresh random storage key.
 */

export interface ImageKind {
  extension: 'png' | 'jpg' | 'webp' | 'gif' | 'avif';
  contentType: string;
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  // ISO-BMFF: a 'ftyp' box whose major or compatible brands name AVIF.
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    const box = new TextDecoder('latin1').decode(bytes.subarray(8, Math.min(Math.max(boxSize, 16), 64)));
    if (/avi[fs]/.test(box)) return { extension: 'avif', contentType: 'image/avif' };
  }
  return undefined;
}

/** A random, unguessable file name with the type's extension. */
export function newImageKey(kind: ImageKind): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36)}-${hex}.${kind.extension}`;
}
