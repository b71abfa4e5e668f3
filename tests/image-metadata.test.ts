import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpVariantMaker } from '../api/adapters/images/node-variants.ts';
import { stripImageMetadata } from '../api/services/image-metadata.ts';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { variantKeysOf } from '../domain/image-variants.ts';
import { ensureImageVariants } from '../publishing/build/node-image-variants-pass.ts';
import { signUpAdmin, upload } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * A photo's metadata (EXIF with its GPS position, XMP) never reaches storage: not in the original,
 * not in a size, on Node (sharp) and on the edge (bytes stripped, the build's pass finishing the
 * job), for new images and for images stored before. Orientation stays applied, colours right.
 */

/** The photo's colour. Stored in Display P3 its numbers differ: a file that lost the profile would show another colour. */
const COLOUR = { r: 200, g: 100, b: 50 };
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 1000/100', GPSMapDatum: 'WGS-84' };

/** A phone photo as it arrives: 64×32 stored sideways (EXIF orientation 6: shown 32×64), P3 profile, camera and GPS EXIF, XMP. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 64, height: 32, channels: 3, background: COLOUR } })
    // In this order: a later withMetadata would drop the profile's conversion.
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>',
    )
    .toFormat(format)
    .toBuffer();
  return new Uint8Array(buffer);
}

/** What a viewer could learn from the file beyond its pixels. */
async function metadataOf(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  const text = Buffer.from(bytes).toString('latin1');
  return {
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    orientation: meta.orientation ?? 1,
    // The GPS block's datum, the camera's make, the XMP's position.
    traces: ['WGS-84', 'PhoneMaker', '48,51'].filter((trace) => text.includes(trace)),
  };
}
const CLEAN = { exif: false, xmp: false, iptc: false, orientation: 1, traces: [] };

/** The colour at the centre as a browser shows it: the embedded profile applied (or, with `ignoreIcc`, as if it were lost). */
async function shownColour(bytes: Uint8Array, ignoreIcc = false) {
  const { data, info } = await sharp(bytes, { ignoreIcc }).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}
const SHOWN = [COLOUR.r, COLOUR.g, COLOUR.b];
const near = (a: number[], b: number[], tolerance: number) => a.every((value, index) => Math.abs(value - (b[index] ?? 0)) <= tolerance);
const P3_PROFILE = (await sharp(await phonePhoto()).metadata()).icc;

describe('the test photo', () => {
  it('carries what must go, and shows its colour only through its profile', async () => {
    const photo = await phonePhoto();
    expect(await metadataOf(photo)).toMatchObject({ exif: true, xmp: true, orientation: 6, traces: ['WGS-84', 'PhoneMaker', '48,51'] });
    expect(near(await shownColour(photo), SHOWN, 3)).toBe(true);
    expect(near(await shownColour(photo, true), SHOWN, 8)).toBe(false);
  });
});

describe('an upload through the API (Node)', () => {
  it('stores the original and every size without EXIF, GPS or XMP, turned upright, in its colours', async () => {
    const t = await createTestApp();
    const admin = await signUpAdmin(t);
    const form = new FormData();
    form.append('image', new File([(await phonePhoto()) as Uint8Array<ArrayBuffer>], 'holiday.jpg', { type: 'image/jpeg' }));
    const res = await upload(t, form, admin.cookie);
    expect(res.status).toBe(200);
    const key = ((await res.json()) as { imageUrl: string }).imageUrl.split('/').at(-1) ?? '';

    const original = (await t.deps.storage.get(key)) as Uint8Array;
    expect(await metadataOf(original)).toEqual(CLEAN);
    const meta = await sharp(original).metadata();
    // Turned by its orientation: 64×32 stored sideways is 32×64 upright. The P3 profile is kept.
    expect([meta.width, meta.height, meta.format]).toEqual([32, 64, 'jpeg']);
    expect(meta.icc).toEqual(P3_PROFILE);
    expect(near(await shownColour(original), SHOWN, 4)).toBe(true);

    const variants = variantKeysOf(key);
    expect(variants.length).toBeGreaterThan(10);
    for (const variant of variants) {
      const bytes = (await t.deps.storage.get(variant)) as Uint8Array;
      expect({ variant, ...(await metadataOf(bytes)) }).toEqual({ variant, ...CLEAN });
      // Sizes are converted to sRGB, what an untagged image means on the web: the colour stays the photo's.
      expect({ variant, shown: near(await shownColour(bytes), SHOWN, 8) }).toEqual({ variant, shown: true });
    }
  });
});

describe('on the edge (no sharp), then the site build', () => {
  it('strips at store time, keeps only the orientation, and the build turns the pixels and drops that too', async () => {
    const t = await createTestApp({}, { imageVariants: undefined });
    const admin = await signUpAdmin(t);
    const form = new FormData();
    form.append('image', new File([(await phonePhoto()) as Uint8Array<ArrayBuffer>], 'holiday.jpg', { type: 'image/jpeg' }));
    const res = await upload(t, form, admin.cookie);
    expect(res.status).toBe(200);
    const key = ((await res.json()) as { imageUrl: string }).imageUrl.split('/').at(-1) ?? '';

    const stored = (await t.deps.storage.get(key)) as Uint8Array;
    // No GPS, camera or XMP; the orientation alone, so a browser still shows it upright; the profile kept.
    expect(await metadataOf(stored)).toEqual({ ...CLEAN, exif: true, orientation: 6 });
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([64, 32]);
    expect(meta.icc).toEqual(P3_PROFILE);

    const pass = () => ensureImageVariants({ db: t.db, storage: t.deps.storage, maker: createSharpVariantMaker(), cacheDir: join(t.dir, 'cache') });
    expect(await pass()).toMatchObject({ images: 1, cleaned: 1, made: 1, failed: [] });
    const built = (await t.deps.storage.get(key)) as Uint8Array;
    expect(await metadataOf(built)).toEqual(CLEAN);
    expect((await sharp(built).metadata()).width).toBe(32);
    for (const variant of variantKeysOf(key)) expect(await metadataOf((await t.deps.storage.get(variant)) as Uint8Array)).toEqual(CLEAN);
    expect(await pass()).toMatchObject({ fromCache: 1, cleaned: 0, made: 0 });
  });
});

describe('images stored before metadata was taken out', () => {
  it('are cleaned once by the build pass, and a second pass without its cache changes nothing', async () => {
    const t = await createTestApp();
    const key = 'lq3x00aa-0123456789abcdef0123456789abcdef.jpg';
    const storedUrl = await t.deps.storage.put(key, await phonePhoto(), 'image/jpeg');
    await insertStoredImage(t.db, {
      filename: key,
      storedUrl,
      provider: 'upload',
      model: 'upload',
      size: 'original',
      fileSize: 1,
      contentType: 'image/jpeg',
      sourceType: 'upload',
    });
    // Its sizes exist already, as they did for an image uploaded on Node before this change.
    for (const variant of await createSharpVariantMaker().make(key, await phonePhoto()))
      await t.deps.storage.put(variant.key, variant.bytes, variant.contentType);

    const pass = (cacheDir: string) => ensureImageVariants({ db: t.db, storage: t.deps.storage, maker: createSharpVariantMaker(), cacheDir });
    expect(await pass(join(t.dir, 'cache'))).toMatchObject({ images: 1, cleaned: 1, found: 1, made: 0, failed: [] });
    const cleaned = (await t.deps.storage.get(key)) as Uint8Array;
    expect(await metadataOf(cleaned)).toEqual(CLEAN);
    expect(await pass(mkdtempSync(join(tmpdir(), 'lx-no-cache-')))).toMatchObject({ cleaned: 0, found: 1, made: 0 });
    expect(await t.deps.storage.get(key)).toEqual(cleaned);
  });
});

describe('the byte-level stripper (the edge)', () => {
  it.each(['png', 'webp'] as const)('takes EXIF and XMP out of a %s and keeps its pixels and profile', async (format) => {
    const photo = await phonePhoto(format);
    expect(await metadataOf(photo)).toMatchObject({ exif: true, xmp: true });
    const { bytes, orientation } = stripImageMetadata(photo);
    expect(orientation).toBe(6);
    expect((await metadataOf(bytes)).traces).toEqual([]);
    expect(await metadataOf(bytes)).toMatchObject({ exif: false, xmp: false });
    expect((await sharp(bytes).metadata()).icc).toEqual(P3_PROFILE);
    const raw = (input: Uint8Array) => sharp(input).raw().toBuffer();
    expect(await raw(bytes)).toEqual(await raw(photo));
  });

  it('takes comments and foreign application data out of a GIF and keeps its frames', async () => {
    const gif = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c86432' } })
        .gif()
        .toBuffer(),
    );
    const trailer = gif.length - 1;
    const comment = Uint8Array.from([0x21, 0xfe, 6, ...Buffer.from('WGS-84'), 0]);
    const xmp = Uint8Array.from([0x21, 0xff, 11, ...Buffer.from('XMP DataXMP'), 5, ...Buffer.from('48,51'), 0]);
    const dirty = new Uint8Array([...gif.subarray(0, trailer), ...comment, ...xmp, 0x3b]);
    const { bytes } = stripImageMetadata(dirty);
    expect((await metadataOf(bytes)).traces).toEqual([]);
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(gif).raw().toBuffer());
  });

  it("drops what follows a JPEG's end (secondary images), and refuses a broken one", async () => {
    const photo = await phonePhoto();
    const withTrailer = new Uint8Array([...photo, ...Buffer.from('WGS-84 trailing image')]);
    const { bytes } = stripImageMetadata(withTrailer);
    expect((await metadataOf(bytes)).traces).toEqual([]);
    expect(bytes.at(-2)).toBe(0xff);
    expect(bytes.at(-1)).toBe(0xd9);
    expect(() => stripImageMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0]))).toThrow();
  });
});
