import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPreviewLink, revokePreviewLink } from '../api/services/previews.ts';
import { getPublicExpertBySlug, updateExpertProfile } from '../db/queries/experts.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import type { PublicUser } from '../domain/entities.ts';
import { previewBanner } from '../domain/previews.ts';
import { pageSecurityHeaders } from '../domain/security-headers.ts';
import { startTestServer } from '../e2e/helpers/server.ts';
import { BUILD_SITE_URL, SHARED_CODE_CACHE } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';

/**
 * /preview/{token} on the Node server (api/node.ts → node-static.ts → preview-page.ts): the item's
 * own page rendered by the live build's renderer with noindex, never cached, and one 404 page for
 * every refused address. The workerd half is in tests/edge/workerd.test.ts.
 */

// The test builds' site address, so this server shares their code build (only GETs reach it).
const server = await startTestServer({ SITE_URL: BUILD_SITE_URL, SCHEDULER_INTERVAL_SECONDS: '3600' }, { codeCacheDir: SHARED_CODE_CACHE });
afterAll(() => server.stop());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const admin = (await findUserByEmail(server.deps.db, server.adminAccount.email)) as PublicUser;
const HOUR = 3_600_000;

async function share(entityType: 'article' | 'expert', entityId: number, expiresInHours = 24) {
  return createPreviewLink(server.deps, { entityType, entityId, expiresInHours, actor: admin });
}

/** Everything from <body> on: what a visitor sees, apart from the head's meta tags. */
const body = (html: string) => html.slice(html.indexOf('<body'));

function expectPrivate(res: Response) {
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
}

const BUILD_WAIT = { timeout: 300_000 };

describe('a private preview on the Node server', BUILD_WAIT, () => {
  it("renders a draft article as its article page: noindex, no canonical, private headers, the site's security headers", async () => {
    const expert = await makeExpert(server.deps.db, { name: 'Dr. Preview Author' });
    const draft = await makeArticle(server.deps.db, {
      title: 'A Draft Seen Before Its Time',
      slug: 'a-draft-seen-before-its-time',
      status: 'draft',
      expertId: expert.id,
      content: 'Only the **preview** shows this paragraph.',
    });
    const link = await share('article', draft.id);

    const res = await get(link.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expectPrivate(res);
    for (const name of Object.keys(pageSecurityHeaders({ siteUrl: BUILD_SITE_URL }))) expect(res.headers.get(name), name).not.toBeNull();
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('X-Page-Render')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('property="og:url"');
    expect(html).toContain('<h1');
    expect(html).toContain('A Draft Seen Before Its Time');
    expect(html).toContain('Only the <strong>preview</strong> shows this paragraph.');
    expect(html).toContain('Dr. Preview Author');
    // Said in the HTML itself (no script needed): a preview, of something not published.
    expect(html).toContain('<div class="preview-banner" role="note" aria-label="Preview"');
    expect(html).toContain(`${previewBanner(false).title}</strong> ${previewBanner(false).text}`);
    expect(html).not.toContain('Suggest a correction');
    // The article page's own markup, not a copy of it.
    expect(html).toMatch(/class="[^"]*article-body/);

    const head = await get(link.path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expectPrivate(head);
    expect(await head.text()).toBe('');
    // Still nothing at the public address.
    expect((await get(`/articles/${draft.slug}`)).status).toBe(404);
  });

  it("renders a profile exactly as its public page, apart from the preview banner, Suggest a correction, the claim link, the view beacon, and the head's noindex, canonical, og:url and share card", async () => {
    const expert = (await getPublicExpertBySlug(server.deps.db, 'david-sinclair', new Date()))!;
    const link = await share('expert', expert.id);
    const res = await get(link.path);
    expect(res.status).toBe(200);
    const preview = await res.text();
    const file = await readFile(join(server.rebuild.currentDir()!, 'david-sinclair.html'), 'utf8');
    const published = previewBanner(true);
    expect(preview).toContain(`${published.title}</strong> ${published.text}`);
    expect(preview).not.toContain('Suggest a correction');
    expect(file).not.toContain('preview-banner');
    expect(file).toContain('Suggest a correction');
    // The banner is the preview's own; the live page's correction form (and the island loader it
    // needs) and its claim link are not on it; whitespace between tags is Astro's and moves with them.
    const banner = /<div class="preview-banner"[^>]*>[\s\S]*?<\/p> <\/div> <\/div>/;
    const suggest = /<astro-island[^>]*component-url="\/_astro\/suggest-correction\.[^"]+"[\s\S]*?<\/astro-island>/;
    const claim = /<p class="claim-profile-link"[^>]*><a href="\/claim\/david-sinclair"[^>]*>Is this you\? Claim this profile<\/a><\/p>/;
    // A preview is not a read: the live page's view beacon is not on it.
    const beacon = /<span hidden data-read-beacon="david-sinclair"><\/span><script type="module" src="\/_astro\/read-beacon\.[^"]+"><\/script>/;
    expect(file).toMatch(beacon);
    expect(preview).not.toContain('data-read-beacon');
    expect(file).toMatch(claim);
    expect(preview).not.toContain('Claim this profile');
    const islandLoader = /<script>[\s\S]*?<\/script>|<style>astro-island[^<]*<\/style>/g;
    const same = (html: string) =>
      body(html).replace(banner, '').replace(suggest, '').replace(claim, '').replace(beacon, '').replace(islandLoader, '').replace(/\s+/g, ' ');
    expect(same(preview)).toBe(same(file));
    const head = (html: string) => html.slice(0, html.indexOf('<body'));
    const canonical = '<link rel="canonical" href="http://localhost:4321/david-sinclair">';
    const ogUrl = '<meta property="og:url" content="http://localhost:4321/david-sinclair">';
    expect(file).toContain(canonical);
    expect(file).toContain(ogUrl);
    // A preview names the site's default card: it is not a page to share, and its own card may not exist.
    const card = /http:\/\/localhost:4321\/og\/experts\/david-sinclair\.[0-9a-f]{16}\.jpg/g;
    const cardAlt = /<meta property="og:image:alt" content="[^"]*">/;
    expect(file).toMatch(card);
    expect(head(preview)).toBe(
      head(file)
        .replace(canonical, '<meta name="robots" content="noindex, nofollow">')
        .replace(ogUrl, '')
        .replace(card, 'http://localhost:4321/og-default.png')
        .replace(cardAlt, ''),
    );
  });

  it('renders an expert not public yet, whose profile is still a 404', async () => {
    const waiting = await makeExpert(server.deps.db, { name: 'Dr. Not Yet Public', longevityContribution: 'Waits for the scheduler.' }, undefined, {
      published: false,
      publishAt: new Date(Date.now() + 24 * HOUR),
    });
    const link = await share('expert', waiting.id);
    const res = await get(link.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Dr. Not Yet Public');
    expect(html).toContain('Waits for the scheduler.');
    expect((await get(`/${waiting.slug}`)).status).toBe(404);
  });

  it('is never cached: an edit shows at once, and a revoked link is a 404 on the next request', async () => {
    const expert = await makeExpert(server.deps.db, { name: 'Dr. Cache Free', title: 'Before the edit' }, undefined, { published: false });
    const link = await share('expert', expert.id);
    expect(await (await get(link.path)).text()).toContain('Before the edit');
    const {
      id,
      slug: _slug,
      featured: _featured,
      featuredOrder: _order,
      createdAt: _created,
      updatedAt: _updated,
      published: _published,
      publishAt: _publishAt,
      ...profile
    } = expert;
    await updateExpertProfile(server.deps.db, id, { ...profile, title: 'After the edit' }, { reason: 'edit', actor: null, at: new Date() });
    const edited = await (await get(link.path)).text();
    expect(edited).toContain('After the edit');
    expect(edited).not.toContain('Before the edit');

    await revokePreviewLink(server.deps, { id: link.id, actor: admin });
    const revoked = await get(link.path);
    expect(revoked.status).toBe(404);
    expectPrivate(revoked);
  });

  it("answers every refused address with the site's 404 page, status 404, the same for all", async () => {
    const draft = await makeArticle(server.deps.db, { status: 'draft' });
    const expiring = await share('article', draft.id, 1);
    const [id = '', expiry = '', nonce = '', signature = ''] = expiring.token.split('.');
    const notFoundPage = await readFile(join(server.rebuild.currentDir()!, '404.html'), 'utf8');
    const deps = server.deps;
    deps.now = () => new Date(Date.now() + HOUR + 1000);
    try {
      const refused = [
        expiring.path,
        `/preview/${id}.${expiry}.${nonce}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        '/preview/AAAAAAAAAAAAAAAAAAAAAA.mkz2h1c0.BBBB.CCCC',
        '/preview/not-a-token',
        `/preview/${'x'.repeat(500)}`,
        `/preview/${expiring.token}/more`,
        '/preview/',
        '/preview',
      ];
      for (const path of refused) {
        const res = await get(path, { redirect: 'manual' });
        expect(res.status, path).toBe(404);
        expectPrivate(res);
        expect(res.headers.get('Content-Security-Policy'), path).not.toBeNull();
        expect(await res.text(), path).toBe(notFoundPage);
      }
    } finally {
      delete deps.now;
    }
    // The same link before its expiry: it was the time that refused it.
    expect((await get(expiring.path)).status).toBe(200);
  });
});
