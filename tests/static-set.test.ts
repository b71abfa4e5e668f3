import { describe, expect, it } from 'vitest';
import { LIMITS } from '../domain/limits.ts';
import { pageCount } from '../domain/paging.ts';
import { chooseStaticSet, type RankedPage } from '../publishing/build/static-set.ts';
import { sitemapFileCount } from '../publishing/build/node-sitemap.ts';

/** The file budget's choice, on counts: which data pages a build writes and which it leaves to on-demand rendering. */

const page = (path: string, overrides: Partial<RankedPage> = {}): RankedPage => ({ path, featuredOrder: null, visits: 0, time: 0, ...overrides });

function lists(experts: number, perCategory: number[], articles: number) {
  const pages = (base: string, total: number, size: number) =>
    Array.from({ length: pageCount(total, size) }, (_, index) => ({ path: index === 0 ? base : `${base}/page/${index + 1}`, page: index + 1 }));
  return [
    ...pages('/directory', experts, LIMITS.directoryPageSize),
    ...perCategory.flatMap((total, n) => pages(`/directory/category-${n}`, total, LIMITS.directoryPageSize)),
    ...pages('/articles', articles, LIMITS.articlesPageSize),
  ];
}

describe('the static set', () => {
  it('keeps everything when the budget allows', () => {
    const set = chooseStaticSet({
      budget: 1000,
      fixedFiles: 100,
      requiredPages: ['/', '/rss.xml'],
      firstListPages: ['/directory'],
      entities: [page('/a'), page('/b')],
      laterListPages: [{ path: '/directory/page/2', page: 2 }],
    });
    expect([...set.paths].sort()).toEqual(['/', '/a', '/b', '/directory', '/directory/page/2', '/rss.xml']);
    expect(set.onDemand).toBe(0);
  });

  it('fills the budget with first list pages, featured, most visited, newest, then later list pages', () => {
    const entities = [
      page('/old', { time: 1 }),
      page('/new', { time: 9 }),
      page('/visited', { time: 2, visits: 40 }),
      page('/featured-2', { featuredOrder: 2 }),
      page('/featured-1', { featuredOrder: 1 }),
      page('/middle', { time: 5 }),
    ];
    const input = {
      fixedFiles: 10,
      requiredPages: ['/', '/rss.xml'],
      firstListPages: ['/directory', '/articles'],
      entities,
      laterListPages: [
        { path: '/directory/page/3', page: 3 },
        { path: '/directory/page/2', page: 2 },
      ],
    };
    const order = ['/directory', '/articles', '/featured-1', '/featured-2', '/visited', '/new', '/middle', '/old', '/directory/page/2', '/directory/page/3'];
    for (let room = 0; room <= order.length; room++) {
      const set = chooseStaticSet({ ...input, budget: 10 + 2 + room });
      expect([...set.paths].sort()).toEqual(['/', '/rss.xml', ...order.slice(0, room)].sort());
      expect(set.onDemand).toBe(order.length - room);
    }
  });

  it('counts a profile or article with its share card as two files', () => {
    const input = {
      fixedFiles: 10,
      requiredPages: ['/', '/rss.xml'],
      firstListPages: ['/directory'],
      entities: [page('/a', { featuredOrder: 1 }), page('/b', { time: 2 }), page('/c', { time: 1 })],
      filesPerEntity: 2,
      laterListPages: [{ path: '/directory/page/2', page: 2 }],
    };
    // Room for 4 files: the list page and one profile with its card, then a profile does not fit, so nothing after it is taken.
    const set = chooseStaticSet({ ...input, budget: 10 + 2 + 4 });
    expect([...set.paths].sort()).toEqual(['/', '/a', '/directory', '/rss.xml']);
    expect(set.onDemand).toBe(3);
    expect([...chooseStaticSet({ ...input, budget: 10 + 2 + 8 }).paths].sort()).toEqual(['/', '/a', '/b', '/c', '/directory', '/directory/page/2', '/rss.xml']);
  });

  it('refuses a budget that cannot hold the files every build needs', () => {
    expect(() =>
      chooseStaticSet({ budget: 50, fixedFiles: 49, requiredPages: ['/', '/rss.xml'], firstListPages: [], entities: [], laterListPages: [] }),
    ).toThrow(/^SITE_FILE_BUDGET=50 is below the 51 files every build of this site holds .*: set it to at least 51$/);
  });

  it("keeps 10,000 experts and 10,000 articles within the free plan's 20,000 files", () => {
    // As the synthetic data spreads them: one to three categories each, about 2,222 experts a category.
    const all = lists(10_000, Array(9).fill(2_222), 10_000);
    const entities = [
      ...Array.from({ length: 10_000 }, (_, n) => page(`/expert-${n}`, { time: n, featuredOrder: n < 12 ? n + 1 : null })),
      ...Array.from({ length: 10_000 }, (_, n) => page(`/articles/article-${n}`, { time: n, featuredOrder: n < 4 ? n + 1 : null })),
    ];
    const dataPages = all.length + entities.length + 2;
    expect(dataPages).toBeGreaterThan(22_000);
    // The code build's files (about 125: fixed pages, assets, fonts), the two indexes, the sitemap, the headers and routes files.
    const fixedFiles = 125 + 2 + sitemapFileCount(dataPages - 1) + 5;
    const set = chooseStaticSet({
      budget: 20_000,
      fixedFiles,
      requiredPages: ['/', '/rss.xml'],
      firstListPages: all.filter((entry) => entry.page === 1).map((entry) => entry.path),
      entities,
      laterListPages: all.filter((entry) => entry.page > 1),
    });
    expect(fixedFiles + set.paths.size).toBe(20_000);
    expect(set.onDemand).toBe(dataPages - set.paths.size);
    // Every featured page and the first page of every list is static; the oldest profiles are not.
    for (const path of ['/expert-0', '/articles/article-3', '/directory', '/directory/category-8', '/articles', '/expert-9999'])
      expect(set.paths.has(path), path).toBe(true);
    expect(set.paths.has('/expert-12')).toBe(false);
  });
});
