import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getExpertById } from '../db/queries/experts.ts';
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
let identified: Expert;

beforeAll(async () => {
  sourced = await makeExpert(db, {
    name: 'Dr. Sourced Person',
    referenceLinks: ['Official Website|https://sourced.example.org', 'https://en.wikipedia.org/wiki/Sourced_Person'],
  });
  await db
    .update(experts)
    .set({
      sources: [
        {
          title: 'Sourced Person – Wikipedia',
          url: 'https://en.wikipedia.org/wiki/Sourced_Person',
          kind: 'wikipedia',
          retrievedAt: '2026-11-20',
          supports: ['biography'],
        },
        {
          title: 'Faculty page <b>not bold</b>',
          url: 'https://www.university.example.edu/people/sourced',
          kind: 'institution',
          retrievedAt: '2026-10-02',
          supports: ['title'],
        },
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
  identified = await makeExpert(db, { name: 'Identified Only' });
  await db
    .update(experts)
    .set({ identifiers: { wikidata: 'Q777', orcid: null, openalex: null } })
    .where(eq(experts.id, identified.id));
  sourced = (await getExpertById(db, sourced.id)) ?? sourced;
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

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

/** The profile's ProfilePage block. */
function profilePage(html: string): Record<string, unknown> {
  const found = jsonLd(html).find((block) => block['@type'] === 'ProfilePage');
  if (!found) throw new Error('no ProfilePage JSON-LD');
  return found;
}

/** The Person the profile is about: the ProfilePage's main entity. */
function person(html: string): Record<string, unknown> {
  return profilePage(html).mainEntity as Record<string, unknown>;
}

/** The links of the identifiers block: where each goes and its accessible name. */
function identifierLinks(html: string): Array<{ href: string; name: string }> {
  const start = html.indexOf('data-testid="identifiers"');
  if (start === -1) return [];
  const block = html.slice(start, html.indexOf('</ul>', start));
  return [...block.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({ href: match[1] ?? '', name: text(match[2] ?? '') }));
}

describe('the profile page shows where it comes from', () => {
  it('numbers the sources with title, site and retrieval date, leaving out one that is not a web address', async () => {
    const html = await site.read(`${sourced.slug}.html`);
    const sources = section(html, 'sources');
    expect(sources).toMatch(/<ol class="source-list"/);
    const list = sources.slice(sources.indexOf('<ol class="source-list"'), sources.indexOf('</ol>'));
    const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => text(match[1] ?? ''));
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

  it("is a ProfilePage (Google's form, checked 2026-11-28) whose main entity is the Person, with sameAs and the dates", async () => {
    const html = await site.read(`${sourced.slug}.html`);
    const page = profilePage(html);
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', dateCreated: sourced.createdAt, dateModified: sourced.updatedAt });
    expect(Date.parse(String(page.dateModified))).not.toBeNaN();
    const data = person(html);
    expect(data).toMatchObject({ '@type': 'Person', '@id': expect.stringMatching(new RegExp(`/${sourced.slug}#person$`)), name: 'Dr. Sourced Person' });
    // The BreadcrumbList stays beside it.
    expect(jsonLd(html).map((block) => block['@type'])).toEqual(['ProfilePage', 'BreadcrumbList']);
    expect(data.sameAs).toEqual([
      'https://www.wikidata.org/wiki/Q4242',
      'https://orcid.org/0000-0002-1825-0097',
      'https://openalex.org/A5012345678',
      'https://sourced.example.org',
      'https://en.wikipedia.org/wiki/Sourced_Person',
    ]);
  });

  it('shows the identifiers as links named by registry and id, beside the sources', async () => {
    const html = await site.read(`${sourced.slug}.html`);
    expect(identifierLinks(section(html, 'sources'))).toEqual([
      { href: 'https://www.wikidata.org/wiki/Q4242', name: 'Wikidata Q4242 (opens in a new tab)' },
      { href: 'https://orcid.org/0000-0002-1825-0097', name: 'ORCID 0000-0002-1825-0097 (opens in a new tab)' },
      { href: 'https://openalex.org/A5012345678', name: 'OpenAlex A5012345678 (opens in a new tab)' },
    ]);
    expect(section(html, 'sources')).toMatch(/<ul class="identifier-list"[^>]*aria-labelledby="identifiers-title"/);
    // Without sources, they stand in the note about the profile.
    const alone = await site.read(`${identified.slug}.html`);
    expect(alone).not.toContain('id="sources"');
    expect(identifierLinks(alone)).toEqual([{ href: 'https://www.wikidata.org/wiki/Q777', name: 'Wikidata Q777 (opens in a new tab)' }]);
    expect(alone).toMatch(/<aside class="provenance-aside"[^>]*aria-label="About this profile"[\s\S]*data-testid="identifiers"/);
  });

  it('says nothing of provenance a profile does not have', async () => {
    const html = await site.read(`${bare.slug}.html`);
    for (const id of ['sources', 'commercial-interests', 'context']) expect(html).not.toContain(`id="${id}"`);
    expect(html).not.toContain('Last reviewed');
    expect(html).not.toContain('Drafted with AI');
    expect(html).not.toContain('data-testid="identifiers"');
    expect(person(html).sameAs).toEqual(['https://bare.example.org']);
  });

  it('offers Suggest a correction, hydrated only when the reader reaches for it', async () => {
    const html = await site.read(`${bare.slug}.html`);
    expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*suggest-correction[^"]*"[^>]*client="interact"/);
    expect(html).toContain('<summary>Suggest a correction</summary>');
    expect(html).toMatch(new RegExp(`props="[^"]*entityType[^"]*expert[^"]*entityId[^"]*${bare.id}`));
  });

  it('lets the form name a commercial interest, a context note or a source, as the page lists them', async () => {
    const html = await site.read(`${sourced.slug}.html`);
    const props = /<astro-island[^>]*component-url="[^"]*suggest-correction[^"]*"[^>]*props="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = props
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    // The hostile source is not on the page, so it cannot be chosen; the others keep the page's numbers.
    for (const shown of [
      'https://en.wikipedia.org/wiki/Sourced_Person',
      '1. Sourced Person – Wikipedia',
      'https://www.university.example.edu/people/sourced',
      '2. Faculty page <b>not bold</b>',
      'Advises a clinic chain.',
      'Stepped down as president of an academy in 2024.',
    ]) {
      expect(decoded).toContain(shown);
    }
    expect(decoded).not.toContain('javascript:');
  });
});

describe("an article beside its author's commercial interests", () => {
  it("shows the author expert's disclosures in a box before the text", async () => {
    const html = await site.read('articles/sourced-article.html');
    const box = html.slice(html.indexOf('class="notice disclosure-box"'), html.indexOf('</aside>', html.indexOf('disclosure-box')));
    expect(text(box)).toContain(PROVENANCE_TEXTS.articleDisclosure('Dr. Sourced Person'));
    expect(text(box)).toContain('Founder Founded Longevity Labs, which sells NAD+ supplements. Source: news.example.com');
    expect(html.indexOf('class="notice disclosure-box"')).toBeLessThan(html.indexOf('class="prose article-body"'));
    expect(html).toMatch(new RegExp(`props="[^"]*entityType[^"]*article[^"]*entityId`));
  });

  it('names its author as the Person of the profile, with the same @id and sameAs', async () => {
    const [article] = jsonLd(await site.read('articles/sourced-article.html'));
    const profilePerson = person(await site.read(`${sourced.slug}.html`));
    expect(article?.author).toEqual({
      '@type': 'Person',
      '@id': profilePerson['@id'],
      name: 'Dr. Sourced Person',
      jobTitle: profilePerson.jobTitle,
      url: profilePerson.url,
      sameAs: profilePerson.sameAs,
    });
  });

  it('shows no box for an author without disclosures', async () => {
    expect(await site.read('articles/bare-article.html')).not.toContain('disclosure-box');
  });
});
