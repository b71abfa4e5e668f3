import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { experts } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import { PROVENANCE_TEXTS } from '../domain/provenance-display.ts';
import { buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestDb } from './helpers/test-db.ts';

/** What a visitor sees of provenance, in the pages built from a small database through the real pipeline. */

const { db, dir, url } = await createTestDb();
let site: Awaited<ReturnType<typeof buildSite>>;
let sourced: Expert;
let bare: Expert;

beforeAll(async () => {
  sourced = await makeExpert(db, { name: 'Dr. Sourced Person', referenceLinks: ['Official Website|https://sourced.example.org', 'https://en.wikipedia.org/wiki/Sourced_Person'] });
  await db
    .update(experts)
    .set({
      sources: [
        { title: 'Sourced Person – Wikipedia', url: 'https://en.wikipedia.org/wiki/Sourced_Person', kind: 'wikipedia', retrievedAt: '2026-11-20', supports: ['biography'] },
        { title: 'Faculty page <b>not bold</b>', url: 'https://www.university.example.edu/people/sourced', kind: 'institution', retrievedAt: '2026-10-02', supports: ['title'] },
        { title: 'A hostile source', url: 'javascript:alert(1)', kind: 'other', retrievedAt: '2026-10-02', supports: [] },
      ],
      identifiers: { wikidata: 'Q4242', orcid: '0000-0002-1825-0097', openalex: 'A5012345678' },
      disclosures: [
        { kind: 'founder', text: 'Founded Longevity Labs, which sells NAD+ supplements.', sourceUrl: 'https://news.example.com/longevity-labs' },
        { kind: 'adviser', text: 'Advises a clinic chain.', sourceUrl: 'https://www.clinic.example.org/board' },
      ],
      contextNotes: [{ text: 'Stepped down as president of an academy in 2024.', sourceUrl: 'https://en.wikipedia.org/wiki/Sourced_Person#Controversy' }],
      aiAssisted: true,
      lastReviewedAt: new Date('2026-11-25T15:30:00Z'),
    })
    .where(eq(experts.id, sourced.id));
  bare = await makeExpert(db, { name: 'Bare Profile', referenceLinks: ['Official Website|https://bare.example.org'] });
  await makeArticle(db, { expertId: sourced.id, slug: 'sourced-article', title: 'Sourced Advice' });
  await makeArticle(db, { expertId: bare.id, slug: 'bare-article', title: 'Bare Advice' });
  site = await buildSite(db, url, dir);
});

function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

function person(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  const found = blocks.find((block) => block['@type'] === 'Person');
  if (!found) throw new Error('no Person JSON-LD');
  return found;
}

describe('the profile page shows where it comes from', () => {
  it('numbers the sources with title, site and retrieval date, leaving out one that is not a web address', async () => {
    const html = await site.read(`${sourced.slug}.html`);
    const sources = section(html, 'sources');
    expect(sources).toMatch(/<ol class="source-list"/);
    const items = [...sources.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => text(match[1] ?? ''));
    expect(items).toEqual([
      'Sourced Person – Wikipedia (opens in a new tab) · en.wikipedia.org · retrieved Nov 20, 2026',
      'Faculty page <b>not bold</b> (opens in a new tab) · university.example.edu · retrieved Oct 2, 2026',
    ]);
    expect(sources).toContain('href="https://en.wikipedia.org/wiki/Sourced_Person"');
    expect(sources).toContain('<time datetime="2026-11-20"');
    expect(html).not.toContain('javascript:alert');
  });

  it('says when the editors last reviewed it and that AI drafted it from these sources', async () => {
    const sources = section(await site.read(`${sourced.slug}.html`), 'sources');
    expect(text(sources)).toContain(PROVENANCE_TEXTS.aiDrafted);
    expect(text(sources)).toContain('Last reviewed by the editors on Nov 25, 2026');
    expect(sources).toContain('<time datetime="2026-11-25T15:30:00.000Z"');
  });

  it('lists the commercial interests with their kind, sentence and source, and the context', async () => {
    const html = await site.read(`${sourced.slug}.html`);
    const interests = section(html, 'commercial-interests');
    expect(text(interests)).toContain('Commercial interests');
    expect(text(interests)).toContain('Founder Founded Longevity Labs, which sells NAD+ supplements. Source: news.example.com');
    expect(text(interests)).toContain('Adviser Advises a clinic chain. Source: clinic.example.org');
    expect(interests).toContain('href="https://news.example.com/longevity-labs"');
    // Right after the contribution, before anything else a reader might act on.
    expect(html.indexOf('id="commercial-interests"')).toBeLessThan(html.indexOf('id="biography"'));
    expect(text(section(html, 'context'))).toContain('Stepped down as president of an academy in 2024. Source: en.wikipedia.org');
  });

  it('gives the Person JSON-LD sameAs (Wikidata, ORCID, OpenAlex first) and dateModified', async () => {
    const data = person(await site.read(`${sourced.slug}.html`));
    expect(data.sameAs).toEqual([
      'https://www.wikidata.org/wiki/Q4242',
      'https://orcid.org/0000-0002-1825-0097',
      'https://openalex.org/A5012345678',
      'https://sourced.example.org',
      'https://en.wikipedia.org/wiki/Sourced_Person',
    ]);
    expect(Date.parse(String(data.dateModified))).not.toBeNaN();
  });

  it('says nothing of provenance a profile does not have', async () => {
    const html = await site.read(`${bare.slug}.html`);
    for (const id of ['sources', 'commercial-interests', 'context']) expect(html).not.toContain(`id="${id}"`);
    expect(html).not.toContain('Last reviewed');
    expect(html).not.toContain('Drafted with AI');
    expect(person(html).sameAs).toEqual(['https://bare.example.org']);
  });

  it('offers Suggest a correction, hydrated only when the reader reaches for it', async () => {
    const html = await site.read(`${bare.slug}.html`);
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*suggest-correction[^"]*"[^>]*client="interact"/);
    expect(html).toContain('<summary>Suggest a correction</summary>');
    expect(html).toMatch(new RegExp(`props="[^"]*entityType[^"]*expert[^"]*entityId[^"]*${bare.id}`));
  });
});

describe('an article beside its author\'s commercial interests', () => {
  it('shows the author expert\'s disclosures in a box before the text', async () => {
    const html = await site.read('articles/sourced-article.html');
    const box = html.slice(html.indexOf('class="notice disclosure-box"'), html.indexOf('</aside>', html.indexOf('disclosure-box')));
    expect(text(box)).toContain(PROVENANCE_TEXTS.articleDisclosure('Dr. Sourced Person'));
    expect(text(box)).toContain('Founder Founded Longevity Labs, which sells NAD+ supplements. Source: news.example.com');
    expect(html.indexOf('class="notice disclosure-box"')).toBeLessThan(html.indexOf('class="prose article-body"'));
    expect(html).toMatch(new RegExp(`props="[^"]*entityType[^"]*article[^"]*entityId`));
  });

  it('shows no box for an author without disclosures', async () => {
    expect(await site.read('articles/bare-article.html')).not.toContain('disclosure-box');
  });
});
