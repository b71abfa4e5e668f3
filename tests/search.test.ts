import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublishedArticlesWithContent } from '../db/queries/articles.ts';
import { listExperts } from '../db/queries/experts.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { writeSyntheticData } from '../db/seed/synthetic.ts';
import type { Expert } from '../domain/entities.ts';
import { americanSpelling, distinctWords, queryWords, searchTerm, stem } from '../domain/search-terms.ts';
import { inCategory, withTag } from '../domain/search.ts';
import { toArticleIndexEntry } from '../publishing/search/article-index.ts';
import { toExpertIndexEntry } from '../publishing/search/expert-index.ts';
import type { ArticleIndexEntry, ExpertIndexEntry } from '../domain/site-pages.ts';
import { createArticleSearch, createExpertSearch, type Search } from '../site/lib/search-engine.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * The public search (issue 11) over the curated seed, through the same index entries the build
 * emits and the same engine the browser loads; and the experts index budget at 1,000 experts.
 */

const seeded = await createTestDb();
let experts: Expert[];
let expertSearch: Search<ExpertIndexEntry>;
let articleSearch: Search<ArticleIndexEntry>;

beforeAll(async () => {
  await seedDatabase(seeded.db);
  experts = await listExperts(seeded.db);
  expertSearch = createExpertSearch(experts.map(toExpertIndexEntry));
  articleSearch = createArticleSearch((await listPublishedArticlesWithContent(seeded.db, new Date())).map(toArticleIndexEntry));
});

function names(query: string, category?: string): string[] {
  return expertSearch.search(query, inCategory(category)).map((expert) => expert.name);
}

function mentions(expert: Expert, pattern: RegExp): boolean {
  return [expert.name, expert.title, expert.longevityContribution, expert.biography].some((text) => pattern.test(text));
}

describe('words', () => {
  it('folds British spellings into American ones', () => {
    expect(americanSpelling('ageing')).toBe('aging');
    expect(americanSpelling('haematology')).toBe('hematology');
    expect(americanSpelling('anaemia')).toBe('anemia');
    expect(americanSpelling('centre')).toBe('center');
    expect(americanSpelling('centres')).toBe('centers');
    expect(americanSpelling('oestrogen')).toBe('estrogen');
    expect(americanSpelling('paediatric')).toBe('pediatric');
    expect(americanSpelling('behaviour')).toBe('behavior');
    expect(americanSpelling('tumours')).toBe('tumors');
    expect(americanSpelling('randomised')).toBe('randomized');
    expect(americanSpelling('analyse')).toBe('analyze');
    expect(americanSpelling('analysis')).toBe('analysis');
    expect(americanSpelling('programme')).toBe('program');
    for (const word of ['aging', 'hematology', 'center', 'exercise', 'four', 'genre']) expect(americanSpelling(word)).toBe(word);
  });

  it('stems plurals lightly, leaving words like analysis and status alone', () => {
    expect(stem('senolytics')).toBe('senolytic');
    expect(stem('therapies')).toBe('therapy');
    expect(stem('diseases')).toBe('disease');
    expect(['analysis', 'status', 'fitness', 'its'].map(stem)).toEqual(['analysis', 'status', 'fitness', 'its']);
    expect(searchTerm('Ageing')).toBe(searchTerm('aging'));
    expect(searchTerm('Haematologists')).toBe(searchTerm('hematologist'));
    expect(searchTerm('Müller')).toBe('muller');
  });

  it('drops stop words from a query except the word being typed', () => {
    expect(queryWords('the biology of ageing')).toEqual(['biology', 'ageing']);
    expect(queryWords('sleep and the')).toEqual(['sleep', 'the']);
    expect(distinctWords('The clock, the CLOCK and 2 clocks.')).toBe('clock clocks');
  });
});

describe('experts search on the seed', () => {
  it("finds the same experts for 'aging' and 'ageing', including both spellings' writers", () => {
    const aging = names('aging');
    expect(aging.length).toBeGreaterThan(3);
    expect(names('ageing')).toEqual(aging);
    expect(names('Ageing')).toEqual(aging);
    const british = experts.filter((expert) => mentions(expert, /\bageing\b/i) && !mentions(expert, /\baging\b/i));
    const american = experts.filter((expert) => mentions(expert, /\baging\b/i) && !mentions(expert, /\bageing\b/i));
    expect(british.length).toBeGreaterThan(0);
    expect(american.length).toBeGreaterThan(0);
    for (const expert of [...british, ...american]) expect(aging).toContain(expert.name);
  });

  it("finds the same experts for 'senolytic' and 'senolytics'", () => {
    const singular = names('senolytic');
    expect(singular.length).toBeGreaterThan(0);
    expect(names('senolytics')).toEqual(singular);
    for (const expert of experts.filter((candidate) => mentions(candidate, /senolytic/i))) expect(singular).toContain(expert.name);
  });

  it("tolerates one typo: 'Sinclar' finds David Sinclair first", () => {
    expect(names('Sinclar')[0]).toBe('David Sinclair');
    expect(names('Barzlai')[0]).toBe('Nir Barzilai');
  });

  it('matches the word being typed as a prefix', () => {
    expect(names('Sincl')[0]).toBe('David Sinclair');
    expect(names('barz')[0]).toBe('Nir Barzilai');
    expect(names('David Sin')[0]).toBe('David Sinclair');
  });

  it('ranks a name above a contribution above a biography', () => {
    const ranked = createExpertSearch([
      { slug: 'a', name: 'Ann Bio', title: '', categories: ['academic'], longevityContribution: 'Works on hearts.', imageUrl: null, biography: 'autophagy' },
      { slug: 'b', name: 'Ben Contribution', title: '', categories: ['academic'], longevityContribution: 'Studies autophagy.', imageUrl: null, biography: '' },
      { slug: 'c', name: 'Cy Autophagy', title: '', categories: ['academic'], longevityContribution: 'Works on hearts.', imageUrl: null, biography: '' },
    ]);
    expect(ranked.search('autophagy').map((entry) => entry.slug)).toEqual(['c', 'b', 'a']);
    expect(names('Horvath')[0]).toBe('Steve Horvath');
  });

  it("searches the spec's fields and the title and category labels, within a category", () => {
    const longo = experts.find((expert) => expert.name === 'Valter Longo');
    expect(longo).toBeDefined();
    expect(names('fasting-mimicking')).toContain('Valter Longo');
    expect(names('podcasters').length).toBe(experts.filter((expert) => expert.categories.includes('podcaster_media')).length);
    expect(names('Sinclair', 'academic')).toContain('David Sinclair');
    expect(names('Sinclair', 'investor')).not.toContain('David Sinclair');
    expect(names('')).toEqual(experts.map((expert) => expert.name));
    expect(names('zzzz qqqq')).toEqual([]);
  });
});

describe('articles search on the seed', () => {
  it('finds articles by title, tags, excerpt and body, with both spellings, and filters by tag', () => {
    const ageing = articleSearch.search('ageing');
    expect(ageing.length).toBeGreaterThan(0);
    expect(articleSearch.search('aging').map((article) => article.slug)).toEqual(ageing.map((article) => article.slug));
    const all = articleSearch.search('');
    const tag = all.flatMap((article) => article.seoTags)[0] ?? '';
    expect(tag).not.toBe('');
    expect(all.filter(withTag(tag)).length).toBe(articleSearch.search('', withTag(tag)).length);
    const first = all[0];
    expect(first && articleSearch.search(first.title)[0]?.slug).toBe(first?.slug);
  });
});

describe('the experts index budget', () => {
  it('stays within 150 KB gzipped for 1,000 synthetic experts', async () => {
    const synthetic = await createTestDb();
    await writeSyntheticData(synthetic.db, { experts: 1000, articles: 0, seed: 7 });
    const entries = (await listExperts(synthetic.db)).map(toExpertIndexEntry);
    expect(entries).toHaveLength(1000);
    const gzipped = gzipSync(JSON.stringify(entries), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(150 * 1024);
    // The index is usable at that size: a typo'd surname still comes first.
    const search = createExpertSearch(entries);
    const someone = entries[500];
    const surname = someone?.name.split(' ')[1] ?? '';
    const typo = `${surname.slice(0, 3)}${surname.slice(4)}`;
    expect(search.search(typo).some((entry) => entry.name.endsWith(surname))).toBe(true);
  });
});
