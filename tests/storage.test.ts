import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStorage } from '../api/adapters/storage/node-folder.ts';
import { createS3Storage } from '../api/adapters/storage/s3.ts';
import type { Storage } from '../api/adapters/storage/types.ts';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import type { StoredImage } from '../domain/entities.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { JPEG_BYTES, PNG_BYTES, startImageServer } from './helpers/image-server.ts';
import { S3_TEST_CREDENTIALS, startS3Server } from './helpers/s3-server.ts';
import { DEFAULT_IMAGE_DESCRIPTION, imageIn } from './helpers/stored-images.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * One suite, two backends: the local folder and a real S3-compatible server (s3rver) on
 * 127.0.0.1. Each test gets its own empty folder or bucket.
 */

const work = mkdtempSync(join(tmpdir(), 'lx-storage-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const { endpoint: S3_ENDPOINT } = await startS3Server(join(work, 's3'));
const s3Admin = new S3Client({ region: 'us-east-1', endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });

interface Backend {
  name: string;
  /** A fresh, empty storage and a way to read back what a stored URL holds (undefined when gone). */
  make(): Promise<{ storage: Storage; read(url: string): Promise<Uint8Array | undefined> }>;
}

let bucketCount = 0;

const backends: Backend[] = [
  {
    name: 'folder',
    async make() {
      const folder = mkdtempSync(join(work, 'folder-'));
      const storage = createFolderStorage(folder);
      const read = async (url: string) => {
        const key = storage.keyFor(url);
        return key
          ? readFile(join(folder, key)).then(
              (bytes) => new Uint8Array(bytes),
              () => undefined,
            )
          : undefined;
      };
      return { storage, read };
    },
  },
  {
    name: 's3 (s3rver)',
    async make() {
      bucketCount += 1;
      const bucket = `lx-images-${bucketCount}`;
      await s3Admin.send(new CreateBucketCommand({ Bucket: bucket }));
      const settings = {
        bucket,
        endpoint: S3_ENDPOINT,
        region: 'us-east-1',
        ...S3_TEST_CREDENTIALS,
        publicUrl: undefined,
      };
      // Pages of two keys, so listing has to follow continuation tokens.
      const storage = createS3Storage(settings, { listPageSize: 2 });
      const read = async (url: string) => {
        const res = await fetch(url);
        return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
      };
      return { storage, read };
    },
  },
];

const images = await startImageServer();

/** Each backend's API fixture: its own database, storage and clock. */
async function apiFixture(backend: Backend) {
  const clock = testClock(Date.UTC(2026, 5, 1));
  const fixture = await backend.make();
  const t = await createTestApp({ ALLOW_PRIVATE_IMAGE_URLS: 'true' }, { storage: fixture.storage, now: clock.now });
  const admin = (await signUpAdmin(t)).cookie;
  return { name: backend.name, backend, clock, fixture, t, admin };
}

const suites = [];
for (const backend of backends) suites.push(await apiFixture(backend));

describe.each(suites)('$name storage', (suite) => {
  const { backend, clock, fixture, t } = suite;
  it('stores bytes, lists them, maps URLs back to keys and deletes', async () => {
    const { storage, read } = await backend.make();
    const url = await storage.put('first-key.png', PNG_BYTES, 'image/png');
    expect(storage.keyFor(url)).toBe('first-key.png');
    expect(await read(url)).toEqual(PNG_BYTES);
    for (const name of ['b', 'c', 'd', 'e']) await storage.put(`${name}.jpg`, JPEG_BYTES, 'image/jpeg');
    const listed = (await storage.list()).sort((x, y) => x.key.localeCompare(y.key));
    expect(listed).toEqual([
      { key: 'b.jpg', size: JPEG_BYTES.length },
      { key: 'c.jpg', size: JPEG_BYTES.length },
      { key: 'd.jpg', size: JPEG_BYTES.length },
      { key: 'e.jpg', size: JPEG_BYTES.length },
      { key: 'first-key.png', size: PNG_BYTES.length },
    ]);

    expect(storage.keyFor('https://elsewhere.example.org/uploads/images/first-key.png')).toBeUndefined();
    expect(storage.keyFor(`${url.slice(0, url.lastIndexOf('/'))}/../secret`)).toBeUndefined();
    await expect(storage.put('../escape.png', PNG_BYTES, 'image/png')).rejects.toThrow(/Unsafe/);

    await storage.delete('first-key.png');
    expect(await read(url)).toBeUndefined();
    expect((await storage.list()).map((object) => object.key)).not.toContain('first-key.png');
    await storage.delete('first-key.png');
  });

  describe('through the permanent-images API', () => {
    const call = (method: string, path: string, body?: unknown) => t.request(method, path, { body, cookie: suite.admin });

    async function store(body: Record<string, unknown>): Promise<StoredImage> {
      const res = await call('POST', '/api/permanent-images', { originalUrl: `${images.url}/a.png`, ...body });
      expect(res.status).toBe(201);
      return imageIn(res);
    }

    it('downloads a URL and keeps the bytes in storage', async () => {
      const image = await store({ imagePrompt: 'A lab at dawn', sourceType: 'article', sourceId: 42 });
      expect(image).toMatchObject({
        originalUrl: `${images.url}/a.png`,
        imagePrompt: 'A lab at dawn',
        ...DEFAULT_IMAGE_DESCRIPTION,
        fileSize: PNG_BYTES.length,
        contentType: 'image/png',
        sourceType: 'article',
        sourceId: '42',
        expiresAt: null,
      });
      expect(fixture.storage.keyFor(image.storedUrl)).toBe(image.filename);
      expect(image.filename).toMatch(/\.png$/);
      expect(await fixture.read(image.storedUrl)).toEqual(PNG_BYTES);
    });

    it('lists newest first, filtered by source type and id', async () => {
      const first = await store({ sourceType: 'expert_profile', sourceId: 'x-1' });
      clock.advance(1000);
      const second = await store({ sourceType: 'expert_profile', sourceId: 'x-2' });
      clock.advance(1000);
      const third = await store({ sourceType: 'expert_profile', sourceId: 'x-1' });
      const list = async (query: string) => ((await (await call('GET', `/api/permanent-images${query}`)).json()) as StoredImage[]).map((image) => image.id);
      expect(await list('?sourceType=expert_profile')).toEqual([third.id, second.id, first.id]);
      expect(await list('?sourceType=expert_profile&sourceId=x-1')).toEqual([third.id, first.id]);
      expect(await list('?sourceId=x-2')).toEqual([second.id]);
      expect((await list('')).slice(0, 3)).toEqual([third.id, second.id, first.id]);
    });

    it('deleting an image removes its bytes too', async () => {
      const image = await store({ sourceType: 'content_library' });
      const res = await call('DELETE', `/api/permanent-images/${image.id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Image has been permanently deleted' });
      expect(await fixture.read(image.storedUrl)).toBeUndefined();
      expect((await fixture.storage.list()).map((object) => object.key)).not.toContain(image.filename);
      expect((await call('GET', `/api/permanent-images/${image.id}`)).status).toBe(404);
    });

    it('cleanup removes unused expired images and unrecorded files, and keeps everything in use', async () => {
      const cleanup = async () => {
        const res = await call('POST', '/api/permanent-images/cleanup');
        expect(res.status).toBe(200);
        return (await res.json()) as { message: string; removedImages: number; removedFiles: number };
      };
      // A clean slate: earlier tests' images are not expired and all recorded, so nothing goes.
      expect(await cleanup()).toEqual({ message: 'Cleanup complete: removed 0 expired images and 0 orphaned files', removedImages: 0, removedFiles: 0 });

      const unused = await store({ sourceType: 'content_promotion' });
      const featuredImage = await store({ sourceType: 'content_promotion' });
      const inArticleBody = await store({ sourceType: 'content_promotion' });
      const kept = await store({ sourceType: 'article' });
      await makeArticle(t.db, { featuredImageUrl: featuredImage.storedUrl });
      await makeArticle(t.db, { status: 'draft', content: `# Draft\n\n![figure](${inArticleBody.storedUrl})` });
      const orphanUrl = await fixture.storage.put('orphan-file.png', PNG_BYTES, 'image/png');
      const expertPhotoUrl = await fixture.storage.put('expert-photo.png', PNG_BYTES, 'image/png');
      await makeExpert(t.db, { imageUrl: expertPhotoUrl });
      // A record for an upload (no expiry) keeps its file although nothing uses it yet.
      const uploadUrl = await fixture.storage.put('recorded-upload.png', PNG_BYTES, 'image/png');
      await insertStoredImage(t.db, { filename: 'recorded-upload.png', storedUrl: uploadUrl, sourceType: 'upload' });

      expect(unused.expiresAt).toBe(new Date(clock.now().getTime() + 30 * 86_400_000).toISOString());
      expect(kept.expiresAt).toBeNull();
      expect(await cleanup()).toMatchObject({ removedImages: 0, removedFiles: 1 });
      expect(await fixture.read(orphanUrl)).toBeUndefined();

      clock.advance(31 * 86_400_000);
      suite.admin = (await signUpAdmin(t)).cookie; // the first session expired with the jump
      expect(await cleanup()).toEqual({
        message: 'Cleanup complete: removed 1 expired images and 0 orphaned files',
        removedImages: 1,
        removedFiles: 0,
      });
      expect((await call('GET', `/api/permanent-images/${unused.id}`)).status).toBe(404);
      expect(await fixture.read(unused.storedUrl)).toBeUndefined();
      for (const image of [featuredImage, inArticleBody, kept]) {
        expect((await call('GET', `/api/permanent-images/${image.id}`)).status).toBe(200);
        expect(await fixture.read(image.storedUrl)).toEqual(PNG_BYTES);
      }
      expect(await fixture.read(expertPhotoUrl)).toEqual(PNG_BYTES);
      expect(await fixture.read(uploadUrl)).toEqual(PNG_BYTES);
      // Each stored image has its 16 sizes beside it, and s3rver lists two keys a page: a long walk on a busy machine.
    }, 120_000);
  });
});

describe('s3 adapter details', () => {
  it('stores with the image type and a year-long immutable cache', async () => {
    const { storage } = await backends[1]!.make();
    const url = await storage.put('cached.png', PNG_BYTES, 'image/png');
    const res = await fetch(url);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('builds public URLs from S3_PUBLIC_URL, else the endpoint, else the AWS bucket host', async () => {
    const base = { bucket: 'media', region: 'eu-west-1', accessKeyId: undefined, secretAccessKey: undefined };
    const cdn = createS3Storage({ ...base, endpoint: 'https://r2.example.com', publicUrl: 'https://cdn.example.org/' });
    expect(cdn.keyFor('https://cdn.example.org/uploads/images/k-1.png')).toBe('k-1.png');
    expect(cdn.keyFor('https://r2.example.com/media/uploads/images/k-1.png')).toBeUndefined();
    const pathStyle = createS3Storage({ ...base, endpoint: 'https://r2.example.com/', publicUrl: undefined });
    expect(pathStyle.keyFor('https://r2.example.com/media/uploads/images/k-1.png')).toBe('k-1.png');
    const aws = createS3Storage({ ...base, endpoint: undefined, publicUrl: undefined });
    expect(aws.keyFor('https://media.s3.eu-west-1.amazonaws.com/uploads/images/k-1.png')).toBe('k-1.png');
    expect(aws.keyFor('/uploads/images/k-1.png')).toBeUndefined();
  });
});
