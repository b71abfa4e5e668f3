import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_ARTICLE_SLUGS, RESERVED_SLUGS, SERVER_TOP_LEVEL_PATHS, SITE_TOP_LEVEL_PATHS, SLUG_PATTERN, uniqueSlug } from '../domain/slugs.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeSubmission } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Expert profiles share the site's root with its pages, and articles share /articles/ with the
 * list's pages: a slug one of them owns would make the profile (or the page) unreachable. The
 * reserved lists are checked against the folders the site is built from, and every way a slug is
 * made (create, approve, import, publish, rename) is checked against the lists.
 */

const PAGE_EXTENSION = /\.(astro|ts|js|md|mdx|html)$/;

/** The paths a folder of site/pages serves at its own level, and its dynamic entries (by file name). */
function pagesIn(folder: string): { paths: string[]; dynamic: string[] } {
  const names = readdirSync(new URL(`../site/pages/${folder}`, import.meta.url));
  return {
    paths: names.filter((name) => !name.startsWith('[')).map((name) => name.replace(PAGE_EXTENSION, '')),
    dynamic: names.filter((name) => name.startsWith('[')),
  };
}

describe('the reserved paths', () => {
  it('hold every top-level page of site/pages and every file of site/public', () => {
    const { paths, dynamic } = pagesIn('');
    const publicFiles = readdirSync(new URL('../site/public', import.meta.url));
    for (const path of [...paths, ...publicFiles]) expect(RESERVED_SLUGS.has(path), `/${path} is not reserved`).toBe(true);
    // The only dynamic routes at the root: the expert profiles themselves, and `_redirects`. A new one must be thought about here.
    expect(dynamic.sort()).toEqual(['[slug].astro']);
    // And the list names nothing that is not there any more.
    expect([...SITE_TOP_LEVEL_PATHS].sort()).toEqual([...paths, ...publicFiles, '_redirects'].sort());
  });

  it('hold what the build and the servers add at the root', () => {
    for (const path of ['_astro', '_headers', 'api', 'uploads', 'preview', 'sitemap-index.xml', 'csp-hashes.json']) {
      expect(SERVER_TOP_LEVEL_PATHS).toContain(path);
      expect(RESERVED_SLUGS.has(path)).toBe(true);
    }
    for (const word of ['featured', 'id']) expect(RESERVED_SLUGS.has(word), `/api/experts/${word} is a route`).toBe(true);
  });

  it('hold every page of site/pages/articles for article slugs', () => {
    const { paths, dynamic } = pagesIn('articles');
    expect(dynamic).toEqual(['[slug].astro']);
    expect([...RESERVED_ARTICLE_SLUGS].sort()).toEqual(paths.sort());
  });

  it('are never chosen for a new slug', () => {
    for (const word of RESERVED_SLUGS) {
      if (SLUG_PATTERN.test(word)) expect(uniqueSlug(word, new Set())).not.toBe(word);
    }
    for (const word of RESERVED_ARTICLE_SLUGS) expect(uniqueSlug(word, new Set(), 'article', RESERVED_ARTICLE_SLUGS)).toBe(`${word}-2`);
  });
});

const t = await createTestApp();
const admin = await signUpAdmin(t);
const user = await signUp(t);
const send = (method: string, path: string, body?: unknown) => t.request(method, path, { cookie: admin.cookie, body });

describe('every way a slug is made keeps off the reserved paths', () => {
  it('creating an expert', async () => {
    const created = await (await send('POST', '/api/experts', { ...expertProfile(), name: 'My Submissions' })).json();
    expect(created.slug).toBe('my-submissions-2');
  });

  it('approving a submission', async () => {
    const submission = await makeSubmission(t.db, user, { name: 'Login' });
    const approved = await (await send('POST', `/api/admin/submissions/${submission.id}/approve`, {})).json();
    expect(approved.expert.slug).toBe('login-2');
  });

  it('importing experts and articles', async () => {
    const file = {
      experts: ['my-submissions', 'directory', 'uploads', 'api', 'forgot-password'].map((slug) => ({ ...expertProfile(), slug })),
      articles: ['page', 'index', '404'].map((slug) => ({ slug, title: 'T', content: 'Text' })),
    };
    const report = await (await send('POST', '/api/admin/import?format=json', file)).json();
    expect(report.rows.map((row: { slug: string; result: string; message: string }) => [row.slug, row.result, row.message])).toEqual([
      ...file.experts.map(({ slug }) => [slug, 'error', 'slug: is reserved for a page of the site']),
      ...file.articles.map(({ slug }) => [slug, 'error', 'slug: is reserved for a page of the site']),
    ]);
  });

  it('creating, renaming and publishing articles', async () => {
    expect((await send('POST', '/api/admin/articles', { title: 'T', content: 'Text', slug: 'page' })).status).toBe(400);
    const fromTitle = await (await send('POST', '/api/admin/articles', { title: 'Page', content: 'Text' })).json();
    expect(fromTitle.slug).toBe('page-2');
    expect((await send('PATCH', `/api/admin/articles/${fromTitle.id}`, { slug: 'index' })).status).toBe(400);
    const expert = await (await send('POST', '/api/experts', expertProfile())).json();
    const published = await (await send('POST', '/api/admin/publish-article', { content: '# Index\n\nText.', expert: expert.id, seoTags: ['x'] })).json();
    expect(published.slug).toBe('index-2');
  });
});
