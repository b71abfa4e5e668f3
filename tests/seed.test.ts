import { asc, count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listExperts } from '../db/queries/experts.ts';
import { articles, experts } from '../db/schema.ts';
import { seedArticles } from '../db/seed/articles.ts';
import { seedExperts } from '../db/seed/experts.ts';
import { seedDatabase, seedIfEmpty } from '../db/seed/index.ts';
import { writeSyntheticData } from '../db/seed/synthetic.ts';
import { CATEGORY_KEYS } from '../domain/categories.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { LIMITS } from '../domain/limits.ts';
import { parseReferenceLinks } from '../domain/links.ts';
import { isValidSlug, slugify } from '../domain/slugs.ts';
import { toArticle } from '../db/queries/articles.ts';
import { createTestDb } from './helpers/test-db.ts';

const seeded = await createTestDb();
let expertList: Expert[];
let articleList: Article[];
let seededFirstTime: boolean;

async function totals(db: typeof seeded.db) {
  const [e] = await db.select({ total: count() }).from(experts);
  const [a] = await db.select({ total: count() }).from(articles);
  return { experts: e?.total ?? 0, articles: a?.total ?? 0 };
}

beforeAll(async () => {
  seededFirstTime = await seedIfEmpty(seeded.db);
  expertList = await listExperts(seeded.db);
  articleList = (await seeded.db.select().from(articles)).map(toArticle);
});

describe('seed experts', () => {
  it('seeds at least 30 experts covering every category at least twice', () => {
    expect(seededFirstTime).toBe(true);
    expect(expertList.length).toBeGreaterThanOrEqual(30);
    expect(expertList.length).toBe(seedExperts.length);
    for (const key of CATEGORY_KEYS) {
      expect(expertList.filter((e) => e.categories.includes(key)).length, key).toBeGreaterThanOrEqual(2);
    }
    for (const e of expertList) {
      expect(e.categories.length, e.name).toBeGreaterThanOrEqual(1);
      expect(e.categories.length, e.name).toBeLessThanOrEqual(3);
    }
  });

  it('features exactly twelve experts, ordered 1..12', () => {
    const featured = expertList.filter((e) => e.featured);
    expect(featured).toHaveLength(LIMITS.featuredExperts);
    expect(featured.map((e) => e.featuredOrder).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('gives every expert a contribution, a parseable reference link and at most three books and highlights', () => {
    for (const e of expertList) {
      expect(e.longevityContribution.trim(), e.name).not.toBe('');
      expect(e.biography.split('\n').length, e.name).toBeGreaterThanOrEqual(3);
      expect(e.referenceLinks.length, e.name).toBeGreaterThanOrEqual(2);
      expect(e.referenceLinks.length, e.name).toBeLessThanOrEqual(4);
      expect(parseReferenceLinks(e.referenceLinks), e.name).toHaveLength(e.referenceLinks.length);
      expect(e.books.length, e.name).toBeLessThanOrEqual(LIMITS.books);
      expect(e.scienceHighlights.length, e.name).toBeLessThanOrEqual(LIMITS.scienceHighlights);
      expect(e.youtubeEmbeds, e.name).toEqual([]);
      expect(isValidSlug(e.slug), e.slug).toBe(true);
      expect(e.slug).toBe(slugify(e.name));
    }
  });
});

describe('seed articles', () => {
  it('publishes at least six articles of both content types, with one draft', () => {
    const published = articleList.filter((a) => a.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((a) => a.contentType))).toEqual(new Set(['research_insight', 'longevity_tip']));
    for (const type of ['research_insight', 'longevity_tip']) {
      expect(published.filter((a) => a.contentType === type).length, type).toBeGreaterThanOrEqual(2);
    }
    const drafts = articleList.filter((a) => a.status === 'draft');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.publishedAt).toBeNull();
    for (const a of published) {
      expect(a.publishedAt, a.slug).not.toBeNull();
      expect(a.publishedAt! <= '2026-11-01', a.slug).toBe(true);
    }
  });

  it('features exactly two published articles, ordered 1 and 2', () => {
    const featured = articleList.filter((a) => a.featured);
    expect(featured.every((a) => a.status === 'published')).toBe(true);
    expect(featured.map((a) => a.featuredOrder).sort()).toEqual([1, 2]);
  });

  it('links every article to an existing expert and uses valid, unique slugs', () => {
    const expertIds = new Set(expertList.map((e) => e.id));
    for (const a of articleList) {
      expect(a.expertId !== null && expertIds.has(a.expertId), a.slug).toBe(true);
      expect(isValidSlug(a.slug), a.slug).toBe(true);
      expect(a.slug).toBe(slugify(a.title));
      expect(a.seoTags.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.seoTags.length, a.slug).toBeLessThanOrEqual(6);
      expect(a.metaDescription!.length, a.slug).toBeLessThanOrEqual(LIMITS.metaDescriptionLength);
    }
    expect(new Set(articleList.map((a) => a.slug)).size).toBe(articleList.length);
    expect(new Set(articleList.map((a) => a.title)).size).toBe(articleList.length);
  });

  it('keeps each article between 400 and 900 words', () => {
    for (const a of seedArticles) {
      const words = a.content.split(/\s+/).filter(Boolean).length;
      expect(words, a.slug).toBeGreaterThanOrEqual(400);
      expect(words, a.slug).toBeLessThanOrEqual(900);
    }
  });

  it('uses tables, task lists, strikethrough and footnotes across the set', () => {
    const all = seedArticles.map((a) => a.content).join('\n\n');
    expect(all).toMatch(/^\|.*\|\n\|\s*-{3,}/m);
    expect(all).toMatch(/^- \[ \] /m);
    // A reader's checklist starts empty: nothing is ticked on their behalf.
    expect(all).not.toMatch(/^\s*[-*] \[[xX]\] /m);
    expect(all).toMatch(/~~[^~\n]+~~/);
    expect(all).toMatch(/\[\^1\][^:]/);
    expect(all).toMatch(/^\[\^1\]: /m);
    expect(all).toMatch(/\]\(https:\/\/[^)]+\)/);
  });
});

describe('seed facts', () => {
  const expertNamed = (name: string) => {
    const found = seedExperts.find((e) => e.name === name);
    if (!found) throw new Error(`no seed expert ${name}`);
    return found;
  };
  const article = (slug: string) => seedArticles.find((a) => a.slug === slug)!.content;
  const profileText = (name: string) => {
    const e = expertNamed(name);
    return [e.title, e.longevityContribution, e.biography, ...e.referenceLinks].join('\n');
  };

  it('states the corrected facts about people', () => {
    expect(expertNamed('Paul F. Glenn').title).toContain('(1930–2020)');
    expect(expertNamed('Andrew Huberman').referenceLinks).toContain('https://en.wikipedia.org/wiki/Andrew_Huberman');
    expect(profileText('Laura Deming')).toContain('Cradle');
    expect(profileText('Peter Attia')).toMatch(/left before completing/);
    expect(profileText('Steve Horvath')).toMatch(/2021.*Altos Labs.*January 2022/);
    expect(profileText('S. Jay Olshansky')).toContain('Was co-founder and chief scientist of Lapetus Solutions');
    expect(expertNamed('Leonard Hayflick').title).toContain('Professor of Anatomy, University of California, San Francisco');
    expect(expertNamed('Leonard Hayflick').title).not.toMatch(/Adjunct/);
    expect(profileText('Dan Perry')).not.toMatch(/\bRemains\b/);
    expect(profileText('Valter Longo')).toContain('L-Nutra');
  });

  it('states the facts corrected in issue 32 about people', () => {
    const johnson = profileText('Bryan Johnson');
    expect(johnson).toMatch(/\beBay\b, then the parent company of PayPal, agreed to buy Braintree/);
    expect(johnson).not.toMatch(/sold to PayPal/i);
    expect(expertNamed('Matt Kaeberlein').title).toMatch(/^Co-founder and CEO, Optispan;/);
    expect(profileText('Matt Kaeberlein')).toMatch(/co-founded Optispan.*with Dave Sabey/);
    expect(profileText('Matt Kaeberlein')).not.toMatch(/to found Optispan/);
    expect(profileText('James L. Kirkland')).toMatch(
      /president of the American Federation for Aging Research \(AFAR\), having been named its president-elect in 2017/,
    );
    expect(profileText('James L. Kirkland')).not.toMatch(/served on the board/);
    expect(expertNamed('Linda Partridge').title).toContain('one of three founding directors, Max Planck Institute for Biology of Ageing');
    expect(profileText('Linda Partridge')).toMatch(/one of the three founding directors of the Max Planck Institute for Biology of Ageing/);
  });

  it('words the Austad–Olshansky wager the same way in both profiles', () => {
    const wager = 'made in 2000, over whether someone will be alive in 2150 at 150 years of age.';
    expect(expertNamed('Steven Austad').biography).toContain(wager);
    expect(expertNamed('S. Jay Olshansky').biography).toContain(wager);
  });

  it('keeps the corrected claims in the articles', () => {
    const clocks = article('what-epigenetic-clocks-can-and-cannot-tell-you');
    expect(clocks).toMatch(/Hannum clock \(blood\)/);
    expect(clocks).not.toMatch(/Hannum[^|\n]*pan-tissue/);
    expect(clocks).toMatch(/predict \*chronological\* age accurately/);
    const fasting = article('calorie-restriction-and-fasting-what-human-studies-show');
    expect(fasting).toContain('drugs acting on these pathways, such as rapamycin, are being studied');
    expect(fasting).toContain('It tested continuous restriction only');
    expect(fasting).toMatch(/\*\*Intermittent fasting\*\* is the umbrella term/);
    expect(fasting).toContain('L-Nutra');
    expect(article('building-an-exercise-plan-for-a-longer-healthspan')).toMatch(/balance and strength on three or more days a week/);
    // Issue 32: observational evidence is stated as an association, and the mouse results as strain-dependent.
    const exercise = article('building-an-exercise-plan-for-a-longer-healthspan');
    expect(exercise).toMatch(/observational studies it is associated with a lower risk of [^.]*dementia/);
    expect(exercise).not.toMatch(/lowers the risk of [^.]*dementia/);
    expect(fasting).toMatch(/In mice, though, the effect varies by strain/);
    expect(fasting).toContain('https://pmc.ncbi.nlm.nih.gov/articles/PMC3476836/');
    const sleep = article('sleep-the-overlooked-longevity-habit');
    expect(sleep).toContain('popular routine');
    expect(sleep).not.toContain('You cannot fully make up');
  });
});

describe('seedIfEmpty', () => {
  it('does nothing on a database that already has experts', async () => {
    const before = await totals(seeded.db);
    expect(await seedIfEmpty(seeded.db)).toBe(false);
    expect(await totals(seeded.db)).toEqual(before);
  });
});

describe('seedDatabase', () => {
  it('reports what it inserted', async () => {
    const { db } = await createTestDb();
    expect(await seedDatabase(db)).toEqual({ experts: seedExperts.length, articles: seedArticles.length });
    expect(await totals(db)).toEqual({ experts: seedExperts.length, articles: seedArticles.length });
  });
});

describe('writeSyntheticData', () => {
  it('writes exactly the requested rows with unique slugs, none featured', async () => {
    const { db } = await createTestDb();
    await writeSyntheticData(db, { experts: 200, articles: 300, seed: 7 });
    expect(await totals(db)).toEqual({ experts: 200, articles: 300 });

    const expertRows = await db.select().from(experts);
    const articleRows = await db.select().from(articles);
    expect(new Set(expertRows.map((e) => e.slug)).size).toBe(200);
    expect(new Set(articleRows.map((a) => a.slug)).size).toBe(300);
    expect(expertRows.every((e) => isValidSlug(e.slug) && !e.featured && e.title.includes('synthetic'))).toBe(true);
    expect(articleRows.every((a) => isValidSlug(a.slug) && !a.featured && a.status === 'published')).toBe(true);

    const ids = new Set(expertRows.map((e) => e.id));
    for (const a of articleRows) {
      expect(a.expertId !== null && ids.has(a.expertId)).toBe(true);
      const words = a.content.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(900);
      expect(a.seoTags.length).toBeGreaterThanOrEqual(2);
      expect(a.seoTags.length).toBeLessThanOrEqual(5);
      expect(a.publishedAt!.getUTCFullYear()).toBeGreaterThanOrEqual(2024);
      expect(a.publishedAt!.getUTCFullYear()).toBeLessThanOrEqual(2026);
    }
    for (const e of expertRows) {
      expect(e.categories.length).toBeGreaterThanOrEqual(1);
      expect(e.categories.length).toBeLessThanOrEqual(3);
      expect(e.referenceLinks.every((link) => /https:\/\/([a-z0-9-]+\.)?example\.(org|com)\//.test(`${link}/`))).toBe(true);
    }
  });

  it('is deterministic for a seed and adds to existing data without slug clashes', async () => {
    const { db } = await createTestDb();
    await writeSyntheticData(db, { experts: 20, articles: 20, seed: 3 });
    const first = (await db.select({ name: experts.name }).from(experts).orderBy(asc(experts.id))).map((r) => r.name);
    await writeSyntheticData(db, { experts: 20, articles: 20, seed: 3 });
    const all = await db.select({ name: experts.name, slug: experts.slug }).from(experts).orderBy(asc(experts.id));
    expect(all.slice(20).map((r) => r.name)).toEqual(first);
    expect(new Set(all.map((r) => r.slug)).size).toBe(40);
    expect(await totals(db)).toEqual({ experts: 40, articles: 40 });
  });
});
