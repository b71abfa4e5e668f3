import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../domain/limits.ts';
import { BUILD_SITE_URL, buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * Every page of every list is a static page (issue 11): the directory, a category and the
 * article list each have /page/2..n, linked by a pager in the HTML, with canonical and
 * rel=prev/next links, and listed in the sitemap. Page 1 stays at the list's own path.
 */

const EXPERTS = LIMITS.directoryPageSize + 5; // two pages of the directory and of the authors
const ARTICLES = LIMITS.articlesPageSize * 2 + 3; // three pages of articles

const { db, dir, url } = await createTestDb();
let site: Awaited<ReturnType<typeof buildSite>>;

beforeAll(async () => {
  for (let n = 0; n < EXPERTS; n++) await makeExpert(db, { name: `Author ${String(n).padStart(2, '0')}`, categories: ['author'] });
  for (let n = 0; n < ARTICLES; n++) {
    await makeArticle(db, {
      title: `Article ${String(n).padStart(2, '0')}`,
      slug: `article-${n}`,
      // Newest first: article 0 is the newest.
      publishedAt: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000),
    });
  }
  site = await buildSite(db, url, dir);
});

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function rel(html: string, kind: 'prev' | 'next'): string | undefined {
  return new RegExp(`<link rel="${kind}" href="([^"]*)"`).exec(html)?.[1];
}

function main(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** The pager's links: label (the page number, Previous or Next) to href. */
function pager(html: string): Record<string, string> {
  const nav = /<nav class="pager"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2]?.trim() ?? '', match[1] ?? '']));
}

async function exists(path: string): Promise<boolean> {
  return access(join(site.outDir, path)).then(
    () => true,
    () => false,
  );
}

function cardLinks(html: string): string[] {
  return [...main(html).matchAll(/class="card-link card-body" href="\/([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe.each([
  { list: 'the directory', path: '/directory', pages: 2, perPage: LIMITS.directoryPageSize, total: EXPERTS },
  { list: 'a category', path: '/directory/authors', pages: 2, perPage: LIMITS.directoryPageSize, total: EXPERTS },
  { list: 'the articles', path: '/articles', pages: 3, perPage: LIMITS.articlesPageSize, total: ARTICLES },
])('$list', ({ path, pages, perPage, total }) => {
  const file = (page: number) => (page === 1 ? `${path.slice(1)}.html` : `${path.slice(1)}/page/${page}.html`);
  const href = (page: number) => (page === 1 ? path : `${path}/page/${page}`);

  it('has a static page for every page of results, and none beyond', async () => {
    for (let page = 1; page <= pages; page++) expect(await exists(file(page)), file(page)).toBe(true);
    expect(await exists(file(pages + 1))).toBe(false);
    expect(await exists(`${path.slice(1)}/page/1.html`)).toBe(false);
  });

  it('shows each page its own slice, with its canonical URL and prev/next links', async () => {
    for (let page = 1; page <= pages; page++) {
      const html = await site.read(file(page));
      expect(canonical(html)).toBe(`${BUILD_SITE_URL}${href(page)}`);
      expect(rel(html, 'prev')).toBe(page > 1 ? `${BUILD_SITE_URL}${href(page - 1)}` : undefined);
      expect(rel(html, 'next')).toBe(page < pages ? `${BUILD_SITE_URL}${href(page + 1)}` : undefined);
      expect(main(html)).toContain(`Page ${page} of ${pages}`);
      if (path !== '/articles') {
        const expected = Math.min(perPage, total - (page - 1) * perPage);
        expect(cardLinks(html)).toHaveLength(expected);
        expect(cardLinks(html)[0]).toBe(`author-${String((page - 1) * perPage).padStart(2, '0')}`);
      } else {
        const first = (page - 1) * perPage + 1;
        expect(main(html)).toContain(`Showing ${first}-${Math.min(total, page * perPage)} of ${total} articles`);
        expect(main(html)).toContain(`href="/articles/article-${first - 1}"`);
      }
      if (page > 1) expect(html).toContain(`(Page ${page})`);
    }
  });

  it('links the pages with a pager in the HTML: Previous, the numbers, Next', async () => {
    const first = pager(await site.read(file(1)));
    expect(first).toMatchObject({ '1': href(1), '2': href(2), Next: href(2) });
    expect(first.Previous).toBeUndefined();
    const last = pager(await site.read(file(pages)));
    expect(last).toMatchObject({ Previous: href(pages - 1), [String(pages)]: href(pages) });
    expect(last.Next).toBeUndefined();
  });

  it('lists every page in the sitemap', async () => {
    const sitemap = await site.read('sitemap-0.xml');
    for (let page = 1; page <= pages; page++) expect(sitemap).toContain(`<loc>${BUILD_SITE_URL}${href(page)}</loc>`);
  });
});
