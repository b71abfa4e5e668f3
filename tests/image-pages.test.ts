import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareCardsIn } from '../publishing/rebuild/node-build.ts';
import { loadPageData } from '../db/queries/site-pages.ts';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import type { Expert } from '../domain/entities.ts';
import type { ImageCredit } from '../domain/image-credit.ts';
import { variantKeysOf } from '../domain/image-variants.ts';
import { PUBLISH_INFO_FILE, type PageRef, type RenderPage, type SitePublishInfo } from '../domain/site-pages.ts';
import { syntheticPhoto } from '../scripts/bench/synthetic-photo.ts';
import type { VariantPassResult } from '../publishing/build/node-image-variants-pass.ts';
import { signUpAdmin, upload } from './helpers/admin.ts';
import { BUILD_SITE_URL, buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Pages with photos, built through the real publishing pipeline: an uploaded portrait (its sizes
 * made at upload), an article picture stored the way the edge stores it (original only: the build
 * makes its sizes), an outside image URL, and credits. Then the same site built again, unchanged.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const uploads = join(t.dir, 'uploads', 'images');
const env = { DATA_DIR: t.dir };
const databaseUrl = `file:${join(t.dir, 'app.db')}`;
const CREDIT: ImageCredit = {
  author: 'Jane Photographer',
  licence: 'CC BY-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  sourceName: 'Wikimedia Commons',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ada.jpg',
  attributionRequired: true,
};

let portraitUrl = '';
let pictureKey = '';
let ada: Expert;
let outside: Expert;
let first: Awaited<ReturnType<typeof buildSite>>;
let second: Awaited<ReturnType<typeof buildSite>>;
let fresh: Awaited<ReturnType<typeof buildSite>>;
let firstCard: Buffer;
let firstRun: VariantPassResult;
let secondRun: VariantPassResult;
let cachedCardPath = '';
const MARKER = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff00ff' } })
  .jpeg()
  .toBuffer();

const lastRun = async () => JSON.parse(await readFile(join(t.dir, 'cache', 'image-variants', 'last-run.json'), 'utf8')) as VariantPassResult;
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
/**
 * The <picture> (or lone <img>) that holds `needle`, up to the end of its <img> tag, with attribute
 * names in lower case as the browser reads them (React writes srcSet and fetchPriority).
 */
function pictureWith(html: string, needle: string): string {
  const at = html.indexOf(needle);
  expect(at).toBeGreaterThan(-1);
  const open = html.lastIndexOf('<picture', at);
  const inPicture = open !== -1 && html.indexOf('</picture>', open) > at;
  const start = inPicture ? open : html.lastIndexOf('<img', at);
  return html.slice(start, html.indexOf('>', html.indexOf('<img', start)) + 1).replace(/ ([A-Za-z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
}

beforeAll(async () => {
  const photo = await syntheticPhoto({ width: 1200, height: 900, seed: 7 });
  const res = await upload(
    t,
    (() => {
      const form = new FormData();
      form.append('image', new File([new Uint8Array(photo)], 'ada.jpg', { type: 'image/jpeg' }));
      return form;
    })(),
    admin.cookie,
  );
  expect(res.status).toBe(200);
  portraitUrl = ((await res.json()) as { imageUrl: string }).imageUrl;
  const lookup = await t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent(portraitUrl)}`, { cookie: admin.cookie });
  const image = (await lookup.json()) as { id: number };
  expect((await t.request('PATCH', `/api/permanent-images/${image.id}`, { body: { credit: CREDIT }, cookie: admin.cookie })).status).toBe(200);
  ada = await makeExpert(t.db, { name: 'Ada Portrait', title: 'Professor of Photogenic Ageing', imageUrl: portraitUrl }, 1);
  outside = await makeExpert(t.db, { name: 'Otto Outside', imageUrl: 'https://images.example.org/otto.jpg' });
  for (let n = 0; n < 3; n++) await makeExpert(t.db, { name: `Plain Expert ${n}`, imageUrl: portraitUrl });

  // Stored as the edge stores it: the original only, no sizes.
  pictureKey = 'lqzz01-0123456789abcdef0123456789abcdef.jpg';
  await writeFile(join(uploads, pictureKey), await syntheticPhoto({ width: 1600, height: 1000, seed: 8 }));
  await insertStoredImage(t.db, { filename: pictureKey, storedUrl: `/uploads/images/${pictureKey}`, sourceType: 'article', contentType: 'image/jpeg' });
  await makeArticle(t.db, {
    expertId: ada.id,
    slug: 'photo-article',
    title: 'A Picture of Health',
    featuredImageUrl: `/uploads/images/${pictureKey}`,
    featured: true,
    featuredOrder: 1,
  });

  first = await buildSite(t.db, databaseUrl, t.dir, env);
  firstRun = await lastRun();
  // The cached card of Ada's profile is replaced by a marker: a build that draws nothing but reads the card cache serves the marker.
  cachedCardPath = meta(await first.read(`${ada.slug}.html`), 'og:image')!.slice(BUILD_SITE_URL.length);
  await writeFile(join(t.dir, 'cache', 'share-cards', `${cachedCardPath.split('.').at(-2)}.jpg`), MARKER);
  firstCard = await readFile(join(first.outDir, cachedCardPath));
  // The next build, incremental, links the card from the first build; one without a previous build takes it from the card cache.
  second = await buildSite(t.db, databaseUrl, t.dir, env);
  secondRun = await lastRun();
  fresh = await buildSite(t.db, databaseUrl, join(t.dir, 'fresh'), env);
});

describe('sizes of stored images', () => {
  it('an upload gets every size at once, in AVIF, WebP and JPEG', async () => {
    const files = await readdir(uploads);
    const key = portraitUrl.split('/').at(-1)!;
    for (const variant of variantKeysOf(key)) expect(files).toContain(variant);
    const square = await sharp(join(uploads, key.replace('.jpg', '.sq288.avif'))).metadata();
    expect([square.width, square.height, square.format]).toEqual([288, 288, 'heif']);
    const wide = await sharp(join(uploads, key.replace('.jpg', '.w1200.webp'))).metadata();
    expect([wide.width, wide.height, wide.format]).toEqual([1200, 630, 'webp']);
  });

  it('the build makes the sizes of an image stored without them, and only those', async () => {
    const files = await readdir(uploads);
    for (const variant of variantKeysOf(pictureKey)) expect(files).toContain(variant);
    expect(firstRun).toMatchObject({ images: 2, made: 1, found: 1, fromCache: 0, failed: [] });
  });

  it('an unchanged site builds again without re-encoding a single image', async () => {
    expect(secondRun).toMatchObject({ images: 2, made: 0, found: 0, fromCache: 2, failed: [] });
  });
});

describe('picture markup', () => {
  it('the profile portrait: every square size in AVIF and WebP, explicit size, fetched first, with its credit', async () => {
    const html = await first.read(`${ada.slug}.html`);
    const stem = portraitUrl.replace(/\.jpg$/, '');
    const picture = pictureWith(html, `${stem}.sq288.avif`);
    expect(picture).toContain(`<source type="image/avif" srcset="${stem}.sq112.avif 112w, ${stem}.sq288.avif 288w" sizes="144px"`);
    expect(picture).toContain(`<source type="image/webp" srcset="${stem}.sq112.webp 112w, ${stem}.sq288.webp 288w" sizes="144px"`);
    expect(picture).toMatch(
      new RegExp(
        `<img src="${stem}\\.sq288\\.jpg" srcset="${stem}\\.sq112\\.jpg 112w, ${stem}\\.sq288\\.jpg 288w" sizes="144px" width="144" height="144" alt="" loading="eager" decoding="async" fetchpriority="high" data-original="${portraitUrl}"`,
      ),
    );
    expect(html.match(/fetchpriority="high"/gi)).toHaveLength(1);
    expect(html.replace(/ data-astro-cid-\w+/g, '')).toContain(
      'Photo: Jane Photographer, <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license">CC BY-SA 4.0</a>, via <a href="https://commons.wikimedia.org/wiki/File:Ada.jpg">Wikimedia Commons</a>',
    );
  });

  it('card avatars in lists: the square sizes for a 56 px box, lazily', async () => {
    const html = await first.read('directory.html');
    const stem = portraitUrl.replace(/\.jpg$/, '');
    const picture = pictureWith(html, `${stem}.sq112.avif`);
    expect(picture).toContain('sizes="56px"');
    expect(picture).toMatch(/<img [^>]*width="56" height="56" alt="" loading="lazy" decoding="async"/);
    expect(picture).not.toContain('fetchpriority');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
  });

  it('the article picture: the wide sizes for the reading column, 1200×630, fetched first, no credit when none is recorded', async () => {
    const html = await first.read('articles/photo-article.html');
    const stem = `/uploads/images/${pictureKey.replace(/\.jpg$/, '')}`;
    const picture = pictureWith(html, `${stem}.w800.avif`);
    expect(picture).toContain(
      `srcset="${stem}.w480.avif 480w, ${stem}.w720.avif 720w, ${stem}.w800.avif 800w, ${stem}.w1200.avif 1200w" sizes="(min-width: 808px) 712px, calc(100vw - 2rem)"`,
    );
    expect(picture).toMatch(
      /<img class="article-image" src="[^"]+\.w1200\.jpg" [^>]*width="1200" height="630" alt="" loading="eager" decoding="async" fetchpriority="high"/,
    );
    expect(html).not.toContain('data-testid="image-credit"');
  });

  it('article cards: the wide sizes for a card, lazily', async () => {
    for (const page of ['articles.html', 'index.html', `${ada.slug}.html`]) {
      const html = await first.read(page);
      const picture = pictureWith(html, `${pictureKey.replace(/\.jpg$/, '')}.w480.avif`);
      expect(picture).toContain('sizes="(min-width: 744px) 480px, calc(100vw - 2rem)"');
      expect(picture).toMatch(/<img class="article-card-image" [^>]*width="480" height="252" alt="" loading="lazy"/);
    }
  });

  it('an outside image URL is shown as it is, sized, without sources', async () => {
    const html = await first.read(`${outside.slug}.html`);
    expect(pictureWith(html, 'src="https://images.example.org/otto.jpg"')).toBe(
      '<img src="https://images.example.org/otto.jpg" width="144" height="144" alt="" loading="eager" decoding="async" fetchpriority="high" data-fallback="hide"/>',
    );
    expect(html).not.toContain('<picture');
  });
});

describe('share cards', () => {
  async function card(path: string, site = first) {
    const bytes = await readFile(join(site.outDir, path));
    return { bytes, meta: await sharp(bytes).metadata() };
  }

  it('every profile and article names its own 1200×630 card, and the card is built', async () => {
    for (const [page, folder] of [
      [`${ada.slug}.html`, 'experts'],
      [`${outside.slug}.html`, 'experts'],
      ['articles/photo-article.html', 'articles'],
    ] as const) {
      const html = await first.read(page);
      const image = meta(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`^${BUILD_SITE_URL}/og/${folder}/[a-z0-9-]+\\.[0-9a-f]{16}\\.jpg$`));
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      const { meta: info } = await card(image.slice(BUILD_SITE_URL.length));
      expect([info.width, info.height, info.format]).toEqual([1200, 630, 'jpeg']);
    }
  });

  it('the portrait is in its card: the card of a portrait differs from an initials card where the photo sits', async () => {
    const crop = async (path: string) =>
      sharp(await readFile(join(first.outDir, path)))
        .extract({ left: 880, top: 265, width: 100, height: 100 })
        .stats();
    const withPhoto = await crop(cachedCardPath);
    const withoutPhoto = await crop(meta(await first.read(`${outside.slug}.html`), 'og:image')!.slice(BUILD_SITE_URL.length));
    // The initials card is flat there (pale ground, one letter stroke); the photo is textured.
    expect(withPhoto.channels[0]!.stdev).toBeGreaterThan(8);
    expect(withPhoto.channels[0]!.mean).not.toBeCloseTo(withoutPhoto.channels[0]!.mean, 0);
  });

  it('an unchanged page keeps its card address; the next build links the card from the last one, a build without one takes it from the card cache', async () => {
    expect(meta(await second.read(`${ada.slug}.html`), 'og:image')).toBe(`${BUILD_SITE_URL}${cachedCardPath}`);
    expect(firstCard.equals(MARKER)).toBe(false);
    expect((await card(cachedCardPath, second)).bytes.equals(firstCard)).toBe(true);
    expect(meta(await fresh.read(`${ada.slug}.html`), 'og:image')).toBe(`${BUILD_SITE_URL}${cachedCardPath}`);
    expect(new Uint8Array((await card(cachedCardPath, fresh)).bytes)).toEqual(new Uint8Array(MARKER));
    expect((await stat(join(fresh.outDir, cachedCardPath))).size).toBe(MARKER.length);
  });
});

describe('pages with photos rendered on demand', () => {
  it('are the files the build wrote: pictures, credits and share cards alike', async () => {
    const info = JSON.parse(await second.read(PUBLISH_INFO_FILE)) as SitePublishInfo;
    const { renderPage } = (await import(pathToFileURL(join(second.renderDir, 'entry.mjs')).href)) as { renderPage: RenderPage };
    const pages: Array<[PageRef, string]> = [
      [{ kind: 'expert', slug: ada.slug }, `${ada.slug}.html`],
      [{ kind: 'article', slug: 'photo-article' }, 'articles/photo-article.html'],
      [{ kind: 'directory', page: 1 }, 'directory.html'],
      [{ kind: 'home' }, 'index.html'],
    ];
    for (const [ref, file] of pages) {
      const data = await loadPageData(t.db, ref, info.indexUrls, new Date());
      expect(data, file).toBeDefined();
      expect(await renderPage(data!, { shareCardExists: shareCardsIn(second.outDir) }), file).toBe(await second.read(file));
    }
    expect(await second.read(`${ada.slug}.html`)).toContain('Jane Photographer');
  });

  it("name the site's default card when the deployment does not hold theirs (outside the static set, or changed since the build)", async () => {
    const info = JSON.parse(await second.read(PUBLISH_INFO_FILE)) as SitePublishInfo;
    const { renderPage } = (await import(pathToFileURL(join(second.renderDir, 'entry.mjs')).href)) as { renderPage: RenderPage };
    const expert = (await loadPageData(t.db, { kind: 'expert', slug: ada.slug }, info.indexUrls, new Date()))!;
    const article = (await loadPageData(t.db, { kind: 'article', slug: 'photo-article' }, info.indexUrls, new Date()))!;
    const built = meta(await second.read(`${ada.slug}.html`), 'og:image')!;
    // A card the build did not draw: the same profile with a new title names a card no build has.
    const retitled = { ...expert, expert: { ...(expert as Extract<typeof expert, { kind: 'expert' }>).expert, title: 'A title after the build' } };
    const byBuild = shareCardsIn(second.outDir);
    for (const [data, own] of [
      [expert, built],
      [retitled, undefined],
      [article, meta(await second.read('articles/photo-article.html'), 'og:image')],
    ] as const) {
      // No answer from the deployment (a preview, a server that cannot tell): the default card.
      for (const html of [await renderPage(data), await renderPage(data, { shareCardExists: () => false })]) {
        expect(meta(html, 'og:image')).toBe(`${BUILD_SITE_URL}/og-default.png`);
        expect(meta(html, 'twitter:image')).toBe(`${BUILD_SITE_URL}/og-default.png`);
        expect(meta(html, 'og:image:alt')).toBeUndefined();
      }
      const checked = meta(await renderPage(data, { shareCardExists: byBuild }), 'og:image');
      expect(checked).toBe(own ?? `${BUILD_SITE_URL}/og-default.png`);
      if (own) expect((await stat(join(second.outDir, own.slice(BUILD_SITE_URL.length)))).isFile()).toBe(true);
    }
    // The build itself names only the cards it wrote: every og:image of its pages is one of its files.
    for (const file of [`${ada.slug}.html`, `${outside.slug}.html`, 'articles/photo-article.html', 'index.html', 'directory.html']) {
      const image = meta(await second.read(file), 'og:image')!.slice(BUILD_SITE_URL.length);
      expect((await stat(join(second.outDir, image))).isFile(), file).toBe(true);
    }
  });
});
