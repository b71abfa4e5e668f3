import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedImages } from '../db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin, upload } from './helpers/admin.ts';
import { JPEG_BYTES } from './helpers/image-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1x1 red PNG: signature, IHDR, one deflated scanline, IEND. */
function tinyPng(): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

function formWith(file: File | string, field = 'image') {
  const form = new FormData();
  form.append(field, file);
  return form;
}

describe('POST /api/upload/image', () => {
  it('stores a PNG under a fresh name, records it, and answers its URL and original name', async () => {
    const bytes = tinyPng();
    const res = await upload(t, formWith(new File([bytes], 'My Portrait.png', { type: 'image/png' })), admin.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { imageUrl: string; originalName: string };
    expect(body).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/images\/[a-z0-9]+-[0-9a-f]{32}\.png$/), originalName: 'My Portrait.png' });
    const key = body.imageUrl.split('/').at(-1)!;
    expect(new Uint8Array(await readFile(join(t.dir, 'uploads', 'images', key)))).toEqual(bytes);
    const [row] = await t.db.select().from(storedImages);
    expect(row).toMatchObject({ filename: key, storedUrl: body.imageUrl, fileSize: bytes.length, contentType: 'image/png', sourceType: 'upload' });
    expect(t.rebuild.reasons).toEqual([]);
  });

  it('reads the type from the bytes, not the name: a JPEG named .png is stored as .jpg', async () => {
    const body = (await (await upload(t, formWith(new File([JPEG_BYTES], 'photo.png', { type: 'image/png' })), admin.cookie)).json()) as { imageUrl: string };
    expect(body.imageUrl).toMatch(/\.jpg$/);
  });

  it('answers 415 for a file that starts like a JPEG but cannot be decoded, and stores nothing', async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    await expectRefused(
      t,
      () => upload(t, formWith(new File([broken], 'photo.jpg')), admin.cookie),
      415,
      'The image could not be read: the file is damaged or not a complete image',
    );
  });

  it('answers 415 for a text file named .png and stores nothing', async () => {
    const file = new File(['just some text, not an image'], 'fake.png', { type: 'image/png' });
    await expectRefused(t, () => upload(t, formWith(file), admin.cookie), 415, 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted');
  });

  it('answers 415 for an SVG (script can hide in it)', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', { type: 'image/svg+xml' });
    await expectRefused(t, () => upload(t, formWith(svg), admin.cookie), 415, 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted');
  });

  it('answers 413 for a 6 MB image and stores nothing', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(tinyPng());
    await expectRefused(t, () => upload(t, formWith(new File([big], 'big.png', { type: 'image/png' })), admin.cookie), 413, 'Image must be 5 MB or smaller');
  });

  it('answers 413 for an image just over 5 MB that fits the multipart allowance', async () => {
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(tinyPng());
    await expectRefused(t, () => upload(t, formWith(new File([over], 'over.png'))), 401);
    await expectRefused(t, () => upload(t, formWith(new File([over], 'over.png')), admin.cookie), 413, 'Image must be 5 MB or smaller');
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await t.app.request('/api/upload/image', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:4321',
        Cookie: admin.cookie,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(6 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('answers 400 without the image field, for a text field, or for a JSON body', async () => {
    await expectRefused(
      t,
      () => upload(t, formWith(new File([tinyPng()], 'a.png'), 'file'), admin.cookie),
      400,
      "Please choose an image file to upload in the field 'image'",
    );
    await expectRefused(t, () => upload(t, formWith('not a file'), admin.cookie), 400, "Please choose an image file to upload in the field 'image'");
    await expectRefused(t, () => t.request('POST', '/api/upload/image', { body: { image: 'x' }, cookie: admin.cookie }), 400);
  });

  it('answers 403 to a signed-in user', async () => {
    const { cookie } = await signUp(t);
    await expectRefused(t, () => upload(t, formWith(new File([tinyPng()], 'a.png')), cookie), 403, 'Admin access required');
  });
});
