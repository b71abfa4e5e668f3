import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadImage } from '../api/services/image-download.ts';
import { BadGatewayError } from '../api/errors.ts';
import type { StoredImage } from '../domain/entities.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { JPEG_BYTES, PNG_BYTES, startImageServer } from './helpers/image-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { DEFAULT_IMAGE_DESCRIPTION, imageIn } from './helpers/stored-images.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The images API and the download rules, with ALLOW_PRIVATE_IMAGE_URLS on to reach the loopback image host. */
const t = await createTestApp({ ALLOW_PRIVATE_IMAGE_URLS: 'true' });
const admin = (await signUpAdmin(t)).cookie;
const user = (await signUp(t)).cookie;
const images = await startImageServer();
/** A refused call must leave the image host unasked, as well as the rows and files. */
const noDownload = () => images.hits.length;

function call(method: string, path: string, body?: unknown) {
  return t.request(method, path, { body, cookie: admin });
}

async function store(body: Record<string, unknown>) {
  return call('POST', '/api/permanent-images', body);
}

describe('admin only', () => {
  it.each([
    ['GET', '/api/permanent-images'],
    ['POST', '/api/permanent-images', { originalUrl: `${images.url}/a.png` }],
    ['POST', '/api/permanent-images/bulk-store', { images: [{ originalUrl: `${images.url}/a.png` }] }],
    ['POST', '/api/permanent-images/cleanup'],
    ['GET', '/api/permanent-images/1'],
    ['PATCH', '/api/permanent-images/1', { imagePrompt: 'x' }],
    ['DELETE', '/api/permanent-images/1'],
  ] as Array<[string, string, unknown?]>)('%s %s answers 401 signed out and 403 to a user', async (method, path, body) => {
    await expectAdminOnly(t, (cookie) => t.request(method, path, { body, cookie }), user, noDownload);
  });
});

describe('POST /api/permanent-images', () => {
  it('answers 201 with the stored image and its defaults', async () => {
    const res = await store({ originalUrl: `${images.url}/photo.jpg`, imagePrompt: '  A prompt ', provider: '', model: null });
    expect(res.status).toBe(201);
    const image = await imageIn(res);
    expect(image).toMatchObject({
      originalUrl: `${images.url}/photo.jpg`,
      imagePrompt: 'A prompt',
      ...DEFAULT_IMAGE_DESCRIPTION,
      fileSize: JPEG_BYTES.length,
      contentType: 'image/jpeg',
      sourceType: null,
      sourceId: null,
    });
    expect(image.storedUrl).toBe(`/uploads/images/${image.filename}`);
    expect(image.filename).toMatch(/^[a-z0-9]+-[0-9a-f]{32}\.jpg$/);
  });

  it('follows up to 5 redirects, each one checked again', async () => {
    const res = await store({ originalUrl: `${images.url}/redirect/5` });
    expect(res.status).toBe(201);
    expect(images.hits.slice(-6)).toEqual(['/redirect/5', '/redirect/4', '/redirect/3', '/redirect/2', '/redirect/1', '/redirect/0']);
  });

  const refusals: Array<[string, Record<string, unknown>, number, string | RegExp]> = [
    ['more than 5 redirects', { originalUrl: `${images.url}/redirect/6` }, 502, 'The image host redirected too many times'],
    ['a body that is not an image', { originalUrl: `${images.url}/text` }, 415, 'The file is not a supported image (PNG, JPEG, WebP, GIF or AVIF)'],
    ['a declared size over 10 MB', { originalUrl: `${images.url}/big` }, 413, 'The image is larger than 10 MB'],
    ['a streamed body over 10 MB', { originalUrl: `${images.url}/big-chunked` }, 413, 'The image is larger than 10 MB'],
    ['an error from the host', { originalUrl: `${images.url}/missing` }, 502, 'The image host answered with status 404'],
    ['a host nobody listens on', { originalUrl: 'http://127.0.0.1:9/a.png' }, 502, 'Could not download the image from its host'],
    ['a missing URL', {}, 400, /originalUrl/],
    ['a URL that is not one', { originalUrl: 'not a url' }, 400, 'Only http and https image URLs can be stored'],
    ['an unknown source type', { originalUrl: `${images.url}/a.png`, sourceType: 'banner' }, 400, /sourceType/],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_label, body, status, message) => {
    await expectRefused(t, () => store(body), status, message);
  });

  it('gives up after the timeout with a clear message', async () => {
    const started = Date.now();
    const download = downloadImage(t.deps, `${images.url}/slow`, 300);
    await expect(download).rejects.toBeInstanceOf(BadGatewayError);
    await expect(download).rejects.toThrow('The image download timed out');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('POST /api/permanent-images/bulk-store', () => {
  it('stores what it can and reports each failure', async () => {
    const res = await call('POST', '/api/permanent-images/bulk-store', {
      images: [
        { originalUrl: `${images.url}/a.png`, sourceType: 'content_promotion', sourceId: 'bulk-1' },
        { originalUrl: `${images.url}/text`, sourceType: 'content_promotion' },
        { originalUrl: 'file:///etc/passwd' },
        { originalUrl: `${images.url}/photo.jpg`, sourceType: 'content_promotion', sourceId: 'bulk-1' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: StoredImage[]; failed: Array<{ originalUrl: string; message: string }> };
    expect(body.images.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(body.failed).toEqual([
      { originalUrl: `${images.url}/text`, message: 'The file is not a supported image (PNG, JPEG, WebP, GIF or AVIF)' },
      { originalUrl: 'file:///etc/passwd', message: 'Only http and https image URLs can be stored' },
    ]);
  });

  it('refuses an empty batch and one over 20', async () => {
    await expectRefused(t, () => call('POST', '/api/permanent-images/bulk-store', { images: [] }), 400, /at least one/);
    const many = Array.from({ length: 21 }, () => ({ originalUrl: `${images.url}/a.png` }));
    await expectRefused(t, () => call('POST', '/api/permanent-images/bulk-store', { images: many }), 400, /at most 20/, noDownload);
  });
});

describe('one image', () => {
  async function stored(body: Record<string, unknown> = {}): Promise<StoredImage> {
    return imageIn(await store({ originalUrl: `${images.url}/a.png`, ...body }));
  }

  it('GET answers it, 404 when unknown, 400 when malformed', async () => {
    const image = await stored();
    expect(await (await call('GET', `/api/permanent-images/${image.id}`)).json()).toEqual(image);
    const missing = await call('GET', '/api/permanent-images/987654');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Image not found' });
    expect((await call('GET', '/api/permanent-images/abc')).status).toBe(400);
  });

  it('PATCH edits the description and moves the expiry with the source type', async () => {
    const image = await stored({ sourceType: 'content_promotion' });
    expect(image.expiresAt).not.toBeNull();
    const res = await call('PATCH', `/api/permanent-images/${image.id}`, {
      imagePrompt: 'Better prompt',
      provider: 'stability',
      model: 'sd3-large',
      size: '1280x720',
      sourceType: 'article',
      sourceId: 12,
      storedUrl: 'https://evil.example/x.png',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...image,
      imagePrompt: 'Better prompt',
      provider: 'stability',
      model: 'sd3-large',
      size: '1280x720',
      sourceType: 'article',
      sourceId: '12',
      expiresAt: null,
    });
  });

  it('PATCH refuses bad fields and unknown ids, changing nothing', async () => {
    const image = await stored();
    await expectRefused(t, () => call('PATCH', `/api/permanent-images/${image.id}`, { provider: '' }), 400, /provider/);
    await expectRefused(t, () => call('PATCH', `/api/permanent-images/${image.id}`, { sourceType: 'banner' }), 400, /sourceType/);
    await expectRefused(t, () => call('PATCH', '/api/permanent-images/987654', { imagePrompt: 'x' }), 404, 'Image not found');
  });

  it('DELETE removes record and file; a second DELETE is a 404', async () => {
    const image = await stored();
    expect((await t.deps.storage.list()).map((file) => file.key)).toContain(image.filename);
    const res = await call('DELETE', `/api/permanent-images/${image.id}`);
    expect(await res.json()).toEqual({ message: 'Image has been permanently deleted' });
    expect((await t.deps.storage.list()).map((file) => file.key)).not.toContain(image.filename);
    const again = await call('DELETE', `/api/permanent-images/${image.id}`);
    expect(again.status).toBe(404);
  });

  it('the list refuses an unknown source type filter', async () => {
    const res = await call('GET', '/api/permanent-images?sourceType=banner');
    expect(res.status).toBe(400);
  });
});

describe('the stored bytes are the downloaded ones', () => {
  it('keeps the PNG byte for byte', async () => {
    const res = await store({ originalUrl: `${images.url}/a.png` });
    const image = await imageIn(res);
    expect(new Uint8Array(await readFile(join(t.dir, 'uploads', 'images', image.filename)))).toEqual(PNG_BYTES);
  });
});
