import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, Expert } from '../domain/entities.ts';
import { buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { pageJs } from './helpers/page-js.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * The JavaScript budget of the public pages (issue 11): the gzipped JavaScript a built page
 * loads before a visitor interacts, found by parsing its script tags, its islands and the
 * modules they import (tests/helpers/page-js.ts).
 */

const KB = 1024;
const READING_BUDGET = 15 * KB;
const LISTING_BUDGET = 70 * KB;

const { db, dir, url } = await createTestDb();
let site: Awaited<ReturnType<typeof buildSite>>;
let expert: Expert;
let article: Article;

beforeAll(async () => {
  expert = await makeExpert(db, { name: 'Dr. Budget Tester', categories: ['academic'] }, 1);
  for (let n = 0; n < 3; n++) await makeExpert(db, { name: `Listed Expert ${n}`, categories: ['author'] });
  article = await makeArticle(db, { expertId: expert.id, slug: 'budget-article', title: 'On Budgets', featured: true, featuredOrder: 1 });
  site = await buildSite(db, url, dir);
});

async function weigh(path: string) {
  return pageJs(site.outDir, await site.read(path));
}

describe('JavaScript per page', () => {
  it('keeps profile and article pages within 15 KB gzipped', async () => {
    for (const path of [`${expert.slug}.html`, `articles/${article.slug}.html`]) {
      const { gzipBytes, files } = await weigh(path);
      expect(gzipBytes, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(READING_BUDGET);
    }
  });

  it('keeps home, directory, a category and the article list within 70 KB gzipped', async () => {
    for (const path of ['index.html', 'directory.html', 'directory/academic-researchers.html', 'articles.html']) {
      const { gzipBytes, files } = await weigh(path);
      expect(gzipBytes, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(LISTING_BUDGET);
    }
  });

  it('loads no React on the reading pages, and the listings load it only on interaction', async () => {
    for (const path of [`${expert.slug}.html`, `articles/${article.slug}.html`, 'index.html', 'directory.html', 'articles.html']) {
      const { files } = await weigh(path);
      expect(
        files.some((file) => /\/(client|react-dom|react)\.[\w-]+\.js$/.test(file)),
        path,
      ).toBe(false);
    }
    for (const path of ['index.html', 'directory.html', 'articles.html']) {
      expect(await site.read(path)).toMatch(/<astro-island[^>]*client="interact"/);
    }
  });

  it('counts what it should: the login form, a React island loaded at once, is far above the budget', async () => {
    const { gzipBytes, files } = await weigh('login.html');
    expect(files.some((file) => file.includes('/client.'))).toBe(true);
    expect(gzipBytes).toBeGreaterThan(LISTING_BUDGET);
  });

  it('ships every page script as a file, none inline, so a strict script-src keeps working', async () => {
    for (const path of [`${expert.slug}.html`, 'index.html', 'directory.html']) {
      const html = await site.read(path);
      expect(html, path).not.toMatch(/<script type="module">/);
      expect(html, path).not.toMatch(/\son(?:click|load|error|submit)=/);
    }
  });
});
