import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../api/adapters/storage/s3.ts';
import type { StoredImage } from '../domain/entities.ts';
import { IMAGE_SLOTS, responsiveImage, squareSlot, storedImageKey, stemOfVariant, variantKeysOf } from '../domain/image-variants.ts';
import { initialsOf, wrapLines } from '../publishing/cards/share-card-layout.ts';
import { signUpAdmin, upload } from './helpers/admin.ts';
import { JPEG_BYTES, PNG_BYTES } from './helpers/image-server.ts';
import { S3_TEST_CREDENTIALS, startS3Server } from './helpers/s3-server.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The sizes of stored images: their names and markup (domain/image-variants.ts), their life beside
 * the original in both storages (made at upload, deleted with the image, never cleaned up as
 * orphans while the original stays), and the share card's line breaking.
 */

const KEY = 'lq3xk2a1-0123456789abcdef0123456789abcdef.png';
const STEM = 'lq3xk2a1-0123456789abcdef0123456789abcdef';

describe('names and markup', () => {
  it('names every size from the stored key, and only for keys our storage made', () => {
    const keys = variantKeysOf(KEY);
    expect(keys).toHaveLength(19);
    expect(keys).toEqual(expect.arrayContaining([`${STEM}.sq112.avif`, `${STEM}.sq288.webp`, `${STEM}.sq600.jpg`, `${STEM}.w1200.jpg`]));
    expect(keys).not.toContain(`${STEM}.sq600.avif`);
    expect(keys.every((key) => stemOfVariant(key) === STEM)).toBe(true);
    expect(stemOfVariant(`${STEM}.sq999.avif`)).toBeUndefined();
    expect(stemOfVariant(KEY)).toBeUndefined();
    expect(variantKeysOf('orphan-file.png')).toEqual([]);
  });

  it('finds the stored key in a relative or a bucket URL, and nowhere else', () => {
    expect(storedImageKey(`/uploads/images/${KEY}`)).toBe(KEY);
    expect(storedImageKey(`https://cdn.example.org/uploads/images/${KEY}`)).toBe(KEY);
    expect(storedImageKey(`https://r2.example.com/bucket/uploads/images/${KEY}`)).toBe(KEY);
    expect(storedImageKey('https://images.example.org/vera.jpg')).toBeUndefined();
    expect(storedImageKey('/uploads/images/recorded-upload.png')).toBeUndefined();
    expect(storedImageKey(`/uploads/images/${STEM}.sq112.avif`)).toBeUndefined();
    expect(storedImageKey(null)).toBeUndefined();
  });

  it('writes a bucket image as AVIF and WebP sources plus JPEG sizes in the same folder', () => {
    const url = `https://cdn.example.org/uploads/images/${KEY}`;
    const base = `https://cdn.example.org/uploads/images/${STEM}`;
    expect(responsiveImage(url, IMAGE_SLOTS.articleCard)).toEqual({
      src: `${base}.w1200.jpg`,
      srcSet: `${base}.w480.jpg 480w, ${base}.w720.jpg 720w, ${base}.w800.jpg 800w, ${base}.w1200.jpg 1200w`,
      sizes: '(min-width: 744px) 480px, calc(100vw - 2rem)',
      sources: [
        { type: 'image/avif', srcSet: `${base}.w480.avif 480w, ${base}.w720.avif 720w, ${base}.w800.avif 800w, ${base}.w1200.avif 1200w` },
        { type: 'image/webp', srcSet: `${base}.w480.webp 480w, ${base}.w720.webp 720w, ${base}.w800.webp 800w, ${base}.w1200.webp 1200w` },
      ],
      width: 480,
      height: 252,
      original: url,
    });
    const avatar = responsiveImage(`/uploads/images/${KEY}`, squareSlot(56));
    expect(avatar).toMatchObject({ src: `/uploads/images/${STEM}.sq112.jpg`, sizes: '56px', width: 56, height: 56 });
    expect(avatar.sources[0]?.srcSet).toBe(`/uploads/images/${STEM}.sq112.avif 112w, /uploads/images/${STEM}.sq288.avif 288w`);
  });

  it('shows an outside URL as it is, sized by its box', () => {
    expect(responsiveImage('https://images.example.org/vera.jpg', squareSlot(144))).toEqual({
      src: 'https://images.example.org/vera.jpg',
      srcSet: undefined,
      sizes: undefined,
      sources: [],
      width: 144,
      height: 144,
      original: undefined,
    });
  });
});

describe('share card text', () => {
  const measure = (text: string) => text.length * 10;
  it('breaks at words, breaks a word too long for a line, and ends a cut text with an ellipsis', () => {
    expect(wrapLines('Dr. Aubrey de Grey', measure, 100, 3)).toEqual(['Dr. Aubrey', 'de Grey']);
    expect(wrapLines('Pneumonoultramicroscopic', measure, 100, 3)).toEqual(['Pneumonoul', 'tramicrosc', 'opic']);
    expect(wrapLines('one two three four five six seven', measure, 100, 2)).toEqual(['one two', 'three fou…']);
    expect(wrapLines('   ', measure, 100, 2)).toEqual([]);
  });
  it('takes initials from the name, not from titles', () => {
    expect(initialsOf('Dr. Ada Longevity')).toBe('AL');
    expect(initialsOf('Prof Ольга Ткачёва')).toBe('ОТ');
  });
});

const work = mkdtempSync(join(tmpdir(), 'lx-variants-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const { endpoint } = await startS3Server(join(work, 's3'));
await new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS }).send(
  new CreateBucketCommand({ Bucket: 'lx-variants' }),
);
const s3 = createS3Storage({ bucket: 'lx-variants', endpoint, region: 'us-east-1', ...S3_TEST_CREDENTIALS, publicUrl: undefined });

describe.each([
  { name: 'folder', overrides: {} },
  { name: 's3 (s3rver)', overrides: { storage: s3 } },
])('$name storage: sizes live and die with their image', ({ overrides }) => {
  const ready = (async () => {
    const t = await createTestApp({}, overrides);
    return { t, admin: await signUpAdmin(t) };
  })();
  const keys = async () => (await (await ready).t.deps.storage.list()).map((object) => object.key).sort();

  it('an upload stores its sizes beside it, each decodable at its size; deleting the image removes them all', async () => {
    const { t, admin } = await ready;
    const form = new FormData();
    form.append('image', new File([PNG_BYTES], 'tiny.png', { type: 'image/png' }));
    const { imageUrl } = (await (await upload(t, form, admin.cookie)).json()) as { imageUrl: string };
    const key = imageUrl.split('/').at(-1)!;
    expect(await keys()).toEqual([key, ...variantKeysOf(key)].sort());
    const wide = await t.deps.storage.get(key.replace('.png', '.w800.avif'));
    expect(await sharp(wide!).metadata()).toMatchObject({ width: 800, height: 420 });
    const jpeg = await t.deps.storage.get(key.replace('.png', '.sq600.jpg'));
    expect(await sharp(jpeg!).metadata()).toMatchObject({ width: 600, height: 600, format: 'jpeg' });

    const image = (await (
      await t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent(imageUrl)}`, { cookie: admin.cookie })
    ).json()) as StoredImage;
    expect((await t.request('DELETE', `/api/permanent-images/${image.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect(await keys()).toEqual([]);
  });

  it('cleanup keeps the sizes of recorded images, removes an unrecorded image with its sizes and sizes without an original', async () => {
    const { t, admin } = await ready;
    const form = new FormData();
    form.append('image', new File([JPEG_BYTES], 'kept.jpg', { type: 'image/jpeg' }));
    const kept = ((await (await upload(t, form, admin.cookie)).json()) as { imageUrl: string }).imageUrl.split('/').at(-1)!;
    const orphan = 'lq3xk2a2-00000000000000000000000000000001.jpg';
    await t.deps.storage.put(orphan, JPEG_BYTES, 'image/jpeg');
    for (const key of variantKeysOf(orphan)) await t.deps.storage.put(key, JPEG_BYTES, 'image/jpeg');
    const strays = variantKeysOf('lq3xk2a3-00000000000000000000000000000002.jpg').slice(0, 3);
    for (const key of strays) await t.deps.storage.put(key, JPEG_BYTES, 'image/jpeg');

    const res = await t.request('POST', '/api/permanent-images/cleanup', { cookie: admin.cookie });
    expect(await res.json()).toMatchObject({ removedImages: 0, removedFiles: 1 });
    expect(await keys()).toEqual([kept, ...variantKeysOf(kept)].sort());
  });
});
