import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../domain/categories.ts';
import { pageFile, pagePath, parsePagePath, type PageRef } from '../domain/site-pages.ts';

/** Which URL paths are pages built from the database, as the servers and the build route them. */
describe('data page paths', () => {
  const refs: PageRef[] = [
    { kind: 'home' },
    { kind: 'rss' },
    { kind: 'directory', page: 1 },
    { kind: 'directory', page: 7 },
    ...CATEGORIES.flatMap((category) => [
      { kind: 'category' as const, category: category.key, page: 1 },
      { kind: 'category' as const, category: category.key, page: 3 },
    ]),
    { kind: 'articles', page: 1 },
    { kind: 'articles', page: 2 },
    { kind: 'expert', slug: 'david-sinclair' },
    { kind: 'article', slug: 'sleep-and-ageing' },
  ];

  it.each(refs.map((ref) => [pagePath(ref), ref] as const))('%s round-trips', (path, ref) => {
    expect(parsePagePath(path)).toEqual(ref);
  });

  it("reads /articles/page as no article: 'page' is reserved for the list's later pages", () => {
    expect(parsePagePath('/articles/page')).toBeUndefined();
  });

  it.each([
    '/login',
    '/admin',
    '/404',
    '/directory/page/1',
    '/directory/page/0',
    '/directory/page/x',
    '/directory/unknown-category',
    '/directory/academic-researchers/page/1',
    '/articles/404',
    '/articles/page/1',
    '/articles/a/b',
    '/Not_A_Slug',
    '/a//b',
    '/x/',
    '/favicon.svg',
    '/_astro/x.js',
    `/${'a'.repeat(121)}`,
  ])('%s is not a data page', (path) => {
    expect(parsePagePath(path)).toBeUndefined();
  });

  it('names the file a page is written to', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/rss.xml')).toBe('rss.xml');
    expect(pageFile('/directory/page/2')).toBe('directory/page/2.html');
    expect(pageFile('/david-sinclair')).toBe('david-sinclair.html');
  });
});
