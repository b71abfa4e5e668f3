import { describe, expect, it } from 'vitest';
import { detectImageKind, newImageKey } from '../domain/image-bytes.ts';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('detectImageKind', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
  ])('recognises %s by its bytes', (extension, data) => {
    expect(detectImageKind(data)?.extension).toBe(extension);
  });

  it.each([
    ['text named .png', bytes('hello, this is not an image')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['mp4', bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isommp42')],
    ['empty', new Uint8Array()],
  ])('refuses %s', (_name, data) => {
    expect(detectImageKind(data)).toBeUndefined();
  });
});

describe('newImageKey', () => {
  it('is unique, safe as a file name and keeps the extension', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newImageKey({ extension: 'png', contentType: 'image/png' })));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+-[0-9a-f]{32}\.png$/);
  });
});
