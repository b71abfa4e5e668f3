import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../publishing/serve/node-static.ts';
import { getRetiredPath } from '../db/queries/retired-paths.ts';
import type { Expert } from '../domain/entities.ts';
import { cloudflareRedirects } from '../domain/public-paths.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { BUILD_SITE_URL, buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);
const call = (method: string, path: string, body?: unknown) => t.request(method, path, { body, cookie: admin.cookie });
const renameArticle = async (id: number, slug: string) => expect((await call('PATCH', `/api/admin/articles/${id}`, { slug })).status).toBe(200);

describe('retired paths in the database', () => {
  it('records an article slug change, collapses chains and forgets a path that is live again', async () => {
    const article = await makeArticle(t.db, { slug: 'chain-a' });
    await renameArticle(article.id, 'chain-b');
    await renameArticle(article.id, 'chain-c');
    expect(await getRetiredPath(t.db, '/articles/chain-a')).toEqual({ path: '/articles/chain-a', targetPath: '/articles/chain-c' });
    expect(await getRetiredPath(t.db, '/articles/chain-b')).toEqual({ path: '/articles/chain-b', targetPath: '/articles/chain-c' });

    await renameArticle(article.id, 'chain-a');
    expect(await getRetiredPath(t.db, '/articles/chain-a')).toBeUndefined();
    expect(await getRetiredPath(t.db, '/articles/chain-c')).toEqual({ path: '/articles/chain-c', targetPath: '/articles/chain-a' });
  });

  it('keeps no redirect for a draft, which never had a public URL', async () => {
    const draft = await makeArticle(t.db, { slug: 'draft-before', status: 'draft' });
    await renameArticle(draft.id, 'draft-after');
    expect(await getRetiredPath(t.db, '/articles/draft-before')).toBeUndefined();
  });

  it('marks a deleted expert or published article gone, with the paths that redirected to it', async () => {
    const expert = await makeExpert(t.db, { name: 'Gone Expert' });
    expect((await call('DELETE', `/api/experts/${expert.id}`)).status).toBe(200);
    expect(await getRetiredPath(t.db, `/${expert.slug}`)).toEqual({ path: `/${expert.slug}`, targetPath: null });

    const article = await makeArticle(t.db, { slug: 'doomed-old' });
    await renameArticle(article.id, 'doomed-new');
    expect((await call('DELETE', `/api/admin/articles/${article.id}`)).status).toBe(200);
    expect(await getRetiredPath(t.db, '/articles/doomed-new')).toMatchObject({ targetPath: null });
    expect(await getRetiredPath(t.db, '/articles/doomed-old')).toMatchObject({ targetPath: null });
  });

  it("revives a deleted expert's path when an approval gives the same slug to a new profile", async () => {
    const expert = await makeExpert(t.db, { name: 'Reused Name' });
    await call('DELETE', `/api/experts/${expert.id}`);
    const submission = await makeSubmission(t.db, admin, { name: 'Reused Name' });
    const res = await call('POST', `/api/admin/submissions/${submission.id}/approve`, {});
    const { expert: approved } = (await res.json()) as { expert: Expert };
    expect(approved.slug).toBe(expert.slug);
    expect(await getRetiredPath(t.db, `/${expert.slug}`)).toBeUndefined();
  });

  it('writes _redirects lines only for moved, same-origin paths that are not live', () => {
    const retired = [
      { path: '/articles/old', targetPath: '/articles/new' },
      { path: '/gone', targetPath: null },
      { path: '/live-again', targetPath: '/elsewhere' },
      { path: '/evil', targetPath: '//evil.example/x' },
      { path: '/evil2', targetPath: 'https://evil.example/' },
    ];
    expect(cloudflareRedirects(retired, new Set(['/live-again']))).toBe('/articles/old /articles/new 301\n');
  });
});

describe('old links on the built site and the Node server', () => {
  let outDir: string;
  let site: Awaited<ReturnType<typeof buildSite>>;
  let movedFrom: string;
  let movedTo: string;
  let deletedExpert: string;
  const server = new Hono();
  server.on(
    ['GET', 'HEAD'],
    '*',
    serveSite(() => ({ dir: outDir }), { siteUrl: BUILD_SITE_URL }, { retiredPath: (path) => getRetiredPath(t.db, path) }),
  );

  beforeAll(async () => {
    const article = await makeArticle(t.db, { slug: 'built-old-slug' });
    await renameArticle(article.id, 'built-new-slug');
    movedFrom = '/articles/built-old-slug';
    movedTo = '/articles/built-new-slug';
    const expert = await makeExpert(t.db, { name: 'Deleted Before Build' });
    await call('DELETE', `/api/experts/${expert.id}`);
    deletedExpert = `/${expert.slug}`;
    site = await buildSite(t.db, `file:${join(t.dir, 'app.db')}`, t.dir);
    outDir = site.outDir;
  });

  it('emits _redirects with every moved path, and the sitemap lists only the live URL', async () => {
    expect(await site.read('_redirects')).toBe(
      [`${movedFrom} ${movedTo} 301`, '/articles/chain-b /articles/chain-a 301', '/articles/chain-c /articles/chain-a 301', ''].join('\n'),
    );
    const sitemap = await site.read('sitemap-0.xml');
    expect(sitemap).toContain(`<loc>${BUILD_SITE_URL}${movedTo}</loc>`);
    expect(sitemap).not.toContain(`${movedFrom}<`);
    expect(sitemap).not.toContain(`${deletedExpert}<`);
    expect(sitemap).not.toContain('_redirects');
    expect(sitemap).not.toContain('/my-submissions');
  });

  it('answers 301 to the new path, keeping the query', async () => {
    const res = await server.request(`${movedFrom}?ref=mail`);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`${movedTo}?ref=mail`);
    expect((await server.request(movedTo)).status).toBe(200);
  });

  it('answers 410 Gone with the not-found page for a deleted expert', async () => {
    const res = await server.request(deletedExpert);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('<html');
    expect((await server.request('/never-existed')).status).toBe(404);
  });

  it('never redirects to another origin, whatever the table holds', async () => {
    const evil = new Hono();
    evil.get(
      '*',
      serveSite(() => ({ dir: outDir }), { siteUrl: BUILD_SITE_URL }, { retiredPath: async () => ({ targetPath: '//evil.example/phish' }) }),
    );
    expect((await evil.request('/some-old-path')).status).toBe(404);
  });
});
