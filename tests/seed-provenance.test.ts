import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPublicExpertBySlug, listExperts } from '../db/queries/experts.ts';
import { experts } from '../db/schema.ts';
import { seedExperts } from '../db/seed/experts.ts';
import { seedDatabase, seedProvenanceIfMissing } from '../db/seed/index.ts';
import { SEED_PROVENANCE, type SeedProvenance } from '../db/seed/provenance.ts';
import { isHttpUrl, parseReferenceLink } from '../domain/links.ts';
import { contextNoteSchema, disclosureSchema, expertIdentifiersSchema, expertSourceSchema, PROVENANCE_LIMITS } from '../domain/provenance.ts';
import type { Db } from '../db/client.ts';
import { createTestDb } from './helpers/test-db.ts';

const names = seedExperts.map((e) => e.name);
const entries = Object.entries(SEED_PROVENANCE);

/**
 * Hosts the seed source rule excludes (docs/DECISIONS.md, "Seed provenance"): Wikipedia mirrors and
 * scrapers, document dumps, content farms and re-publishers, podcast transcript and summary sites,
 * third-party blogs, forums and advocacy sites, retailers, and vendors with an interest in the story.
 * A host matches itself and its subdomains. Kept short on purpose: it lists the hosts found in the
 * 2026-11-25 check so that none of them can come back; the rule itself is in DECISIONS.
 */
const EXCLUDED_HOSTS = [
  // Wikipedia mirrors and scrapers
  'wikizero.com',
  'wikimili.com',
  'kiddle.co',
  'piglix.com',
  'theinfolist.com',
  'encyc.org',
  'hpluspedia.org',
  'profilpelajar.com',
  'wikisum.wiki',
  'wikiwand.com',
  // document dumps and file hosts
  'studylib.net',
  'slideplayer.com',
  'scribd.com',
  'everand.com',
  'tubebaby.cc',
  'knowledgehippo.com',
  'strangeindia.com',
  '15minutebusinessbooks.com',
  'researchgate.net',
  'github.com',
  // content farms, re-publishers and aggregators
  'pledgetimes.com',
  'gulf-insider.com',
  'openfuture.biz',
  'grid.id',
  'newsbytesapp.com',
  'publisherhealth.com',
  'animalscipublisher.com',
  'seekingalpha.com',
  'thehustle.co',
  'medcrunch.net',
  'kevinmd.com',
  // podcast transcript and summary sites
  'podscripts.co',
  'podscript.ai',
  'podquestai.com',
  'podcastnotes.org',
  'llamapodcast.com',
  'redcircle.com',
  'existentialhope.com',
  'thefluxpodcast.medium.com',
  'owlposting.com',
  'audible.com',
  // third-party blogs, forums, newsletters and advocacy sites
  'johnmjennings.com',
  'nekitaink.wordpress.com',
  'launiusr.wordpress.com',
  'longecity.org',
  'fightaging.org',
  'lifespan.io',
  'liveforever.club',
  'agebuzz.com',
  'thelongevitynewsletter.com',
  'geneticsandsociety.org',
  'foresight.org',
  'ari.science',
  'grg.org',
  'adventistfaith.com',
  'atoday.org',
  'primer.com',
  'biotechbrothers.com',
  'longevity2020.com',
  'ageingwellrevolution.com.au',
  // vendors with an interest in the story, and retailers
  'nmn.com',
  'honehealth.com',
  'physioage.com',
  'abbeys.com.au',
  'goodreads.com',
  'amazon.com',
];

/** Pre-release copies of a site are never cited: the production address is. */
const STAGING_HOST = /^(preprod|staging|develop|dev|test|beta)\./;

/**
 * Archived pages that exist only at a plain-http address (SAGE KE and the old Science Careers
 * archive, UIC's 2000–2001 news releases, Skoltech's interview site, the Open University's Cell
 * City pages). Every other host is cited over https, the norm for all of them.
 */
const HTTP_ARCHIVES = ['sageke.sciencemag.org', 'sciencecareers.sciencemag.org', 'archive.news.uic.edu', 'read.skoltech.ru', 'www2.open.ac.uk'];

/** Lower-case host without a trailing dot or a leading www. */
function hostOf(url: string): string {
  return new URL(url).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

function isExcluded(url: string): boolean {
  const host = hostOf(url);
  return STAGING_HOST.test(host) || EXCLUDED_HOSTS.some((excluded) => host === excluded || host.endsWith(`.${excluded}`));
}

/** Every address the profiles show: sources, disclosure and note sources, reference links. */
function citedUrls(): { name: string; url: string }[] {
  const cited: { name: string; url: string }[] = [];
  for (const [name, entry] of entries) {
    for (const source of entry.sources) cited.push({ name, url: source.url });
    for (const disclosure of entry.disclosures) cited.push({ name, url: disclosure.sourceUrl });
    for (const note of entry.contextNotes) cited.push({ name, url: note.sourceUrl });
  }
  for (const expert of seedExperts) {
    for (const raw of expert.referenceLinks) {
      const link = parseReferenceLink(raw);
      if (link) cited.push({ name: expert.name, url: link.url });
    }
  }
  return cited;
}

describe('seed provenance', () => {
  it('has an entry with at least one source for every seed expert', () => {
    for (const name of names) {
      const entry = SEED_PROVENANCE[name];
      expect(entry, name).toBeDefined();
      expect(entry?.sources.length, name).toBeGreaterThanOrEqual(1);
    }
  });

  it('names a seed expert in every key', () => {
    for (const [name] of entries) expect(names, name).toContain(name);
  });

  it('keeps every source valid, with an http(s) address read on or before the review day', () => {
    for (const [name, entry] of entries) {
      expect(entry.sources.length, name).toBeLessThanOrEqual(PROVENANCE_LIMITS.sources);
      for (const source of entry.sources) {
        const parsed = expertSourceSchema.safeParse(source);
        expect(parsed.success, `${name}: ${source.url} ${parsed.error?.message ?? ''}`).toBe(true);
        expect(isHttpUrl(source.url), `${name}: ${source.url}`).toBe(true);
        expect(source.supports.length, `${name}: ${source.url} supports nothing`).toBeGreaterThan(0);
        expect(source.retrievedAt <= entry.lastReviewedAt, `${name}: ${source.url}`).toBe(true);
      }
    }
  });

  it('lists each source address once per expert', () => {
    for (const [name, entry] of entries) {
      const urls = entry.sources.map((s) => s.url);
      expect(new Set(urls).size, name).toBe(urls.length);
    }
  });

  it('keeps identifiers, disclosures and context notes valid and backed by a listed source', () => {
    for (const [name, entry] of entries) {
      expect(expertIdentifiersSchema.safeParse(entry.identifiers).success, name).toBe(true);
      expect(entry.disclosures.length, name).toBeLessThanOrEqual(PROVENANCE_LIMITS.disclosures);
      expect(entry.contextNotes.length, name).toBeLessThanOrEqual(PROVENANCE_LIMITS.contextNotes);
      const sourceUrls = entry.sources.map((s) => s.url);
      for (const disclosure of entry.disclosures) {
        const parsed = disclosureSchema.safeParse(disclosure);
        expect(parsed.success, `${name}: ${disclosure.text} ${parsed.error?.message ?? ''}`).toBe(true);
        expect(isHttpUrl(disclosure.sourceUrl), `${name}: ${disclosure.sourceUrl}`).toBe(true);
        expect(sourceUrls, `${name}: disclosure source not among the sources`).toContain(disclosure.sourceUrl);
      }
      for (const note of entry.contextNotes) {
        const parsed = contextNoteSchema.safeParse(note);
        expect(parsed.success, `${name}: ${note.text} ${parsed.error?.message ?? ''}`).toBe(true);
        expect(isHttpUrl(note.sourceUrl), `${name}: ${note.sourceUrl}`).toBe(true);
        expect(sourceUrls, `${name}: context note source not among the sources`).toContain(note.sourceUrl);
      }
    }
  });

  it('records the review day as an ISO date', () => {
    for (const [name, entry] of entries) expect(entry.lastReviewedAt, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('cites no source, disclosure, note or reference link on a host the source rule excludes', () => {
    // The matcher itself: a mirror's subdomain, a staging host and a trailing-dot host are caught.
    expect(isExcluded('https://kids.kiddle.co/Aubrey_de_Grey')).toBe(true);
    expect(isExcluded('https://preprod.bigthink.com/videos/x')).toBe(true);
    expect(isExcluded('https://slideplayer.com./amp/1')).toBe(true);
    expect(isExcluded('https://bigthink.com/videos/anti-aging-genes/')).toBe(false);
    expect(isExcluded('https://en.wikipedia.org/wiki/Leonard_Hayflick')).toBe(false);
    for (const { name, url } of citedUrls()) expect(isExcluded(url), `${name}: ${url}`).toBe(false);
  });

  it('cites Wikipedia only as the English article itself', () => {
    for (const { name, url } of citedUrls()) {
      if (hostOf(url).endsWith('wikipedia.org')) expect(hostOf(url), `${name}: ${url}`).toBe('en.wikipedia.org');
    }
    for (const [name, entry] of entries) {
      for (const source of entry.sources.filter((s) => s.kind === 'wikipedia')) expect(hostOf(source.url), `${name}: ${source.url}`).toBe('en.wikipedia.org');
    }
  });

  it("names the newspaper in the title of every page on its publisher's platform host (Bondware)", () => {
    // A newspaper's own article served from its publishing platform's address, not a transcript or
    // summary site: the 2026-11-28 re-check took one back (docs/DECISIONS.md, "Seed facts re-checked").
    for (const [name, entry] of entries) {
      for (const source of entry.sources.filter((s) => hostOf(s.url).endsWith('.bondwaresite.com'))) {
        expect(source.title, `${name}: ${source.url}`).toMatch(/ – [^–]+, on its publisher's Bondware site$/);
      }
    }
  });

  it('names the newspaper and the day in the title of every licensed re-host (PressReader)', () => {
    for (const [name, entry] of entries) {
      for (const source of entry.sources.filter((s) => hostOf(s.url) === 'pressreader.com')) {
        expect(source.title, `${name}: ${source.url}`).toMatch(/ – [^,]+, \d{4}-\d{2}-\d{2}, via PressReader$/);
      }
    }
  });

  it('uses https everywhere except the listed plain-http archives, and never both for one host', () => {
    const protocols = new Map<string, Set<string>>();
    for (const { name, url } of citedUrls()) {
      const { protocol } = new URL(url);
      const host = hostOf(url);
      if (protocol === 'http:') expect(HTTP_ARCHIVES, `${name}: ${url} should use https`).toContain(new URL(url).hostname.toLowerCase());
      protocols.set(host, (protocols.get(host) ?? new Set()).add(protocol));
    }
    for (const [host, seen] of protocols) expect(seen.size, `${host} is cited over both http and https`).toBe(1);
  });

  it('records the context notes the issue names, each with its source', () => {
    const note = (name: string) => SEED_PROVENANCE[name]?.contextNotes.map((n) => n.text).join(' ') ?? '';
    expect(note('Aubrey de Grey')).toMatch(/SENS Research Foundation/);
    expect(note('David Sinclair')).toMatch(/Academy for Health & Lifespan Research/);
    expect(note('Peter Attia')).toMatch(/CBS News/);
  });

  it('cites, for every disclosure and context note, a listed source that says it supports that field', () => {
    for (const [name, entry] of entries) {
      const supporting = (field: 'disclosures' | 'contextNotes') => entry.sources.filter((s) => s.supports.includes(field)).map((s) => s.url);
      for (const disclosure of entry.disclosures) expect(supporting('disclosures'), `${name}: ${disclosure.text}`).toContain(disclosure.sourceUrl);
      for (const note of entry.contextNotes) expect(supporting('contextNotes'), `${name}: ${note.text}`).toContain(note.sourceUrl);
    }
  });

  it('gives context notes to exactly the experts the written rule selects (docs/DECISIONS.md, "Seed facts re-checked")', () => {
    const withNotes = entries
      .filter(([, entry]) => entry.contextNotes.length > 0)
      .map(([name]) => name)
      .sort();
    expect(withNotes).toEqual(['Aubrey de Grey', 'David Sinclair', 'Peter Attia']);
  });

  it("words de Grey's notes as the SENS board and its published summary do, each note citing its own statement", () => {
    const [separation, summary] = SEED_PROVENANCE['Aubrey de Grey']?.contextNotes ?? [];
    expect(separation?.text).toContain("indirectly attempting to apply pressure on one of the investigation's participants");
    expect(separation?.sourceUrl).toBe('https://www.sens.org/2021/08/22/');
    expect(summary?.text).toContain('substantiates many of the concerns of boundary-crossing behavior initially raised by the complainants');
    expect(summary?.sourceUrl).toBe('https://www.sens.org/executive-summary-investigative-report/');
  });

  it("gives Sinclair's published response and names Animal Biosciences", () => {
    const sinclair = SEED_PROVENANCE['David Sinclair'];
    expect(sinclair?.contextNotes.map((n) => n.text).join(' ')).toMatch(/misquoted.*"proven to reverse the effects of aging in dogs"/);
    const disclosures = sinclair?.disclosures.map((d) => d.text).join(' ') ?? '';
    expect(disclosures).toContain('Animal Biosciences');
    expect(disclosures).not.toMatch(/Animal Bioscience\b/);
  });

  it('discloses that Kaeberlein co-founded Optispan, with Dave Sabey in 2023', () => {
    expect(SEED_PROVENANCE['Matt Kaeberlein']?.disclosures.map((d) => d.text)).toContainEqual(
      expect.stringMatching(/^Co-founded Optispan\b.*with Dave Sabey in 2023/),
    );
  });
});

/** The seed loader writes SEED_PROVENANCE (keyed by seed expert name) onto the seed experts. */
describe('seed provenance loader', () => {
  const SINCLAIR: SeedProvenance = {
    sources: [
      {
        title: 'David A. Sinclair – Wikipedia',
        url: 'https://en.wikipedia.org/wiki/David_A._Sinclair',
        kind: 'wikipedia',
        retrievedAt: '2026-11-25',
        supports: ['biography', 'title'],
      },
    ],
    identifiers: { wikidata: 'Q5237006', orcid: null, openalex: null },
    disclosures: [
      { kind: 'founder', text: 'Co-founded companies developing longevity treatments.', sourceUrl: 'https://en.wikipedia.org/wiki/David_A._Sinclair' },
    ],
    contextNotes: [{ text: 'A neutral sentence of context.', sourceUrl: 'https://en.wikipedia.org/wiki/David_A._Sinclair' }],
    lastReviewedAt: '2026-11-25',
  };
  const bySlug = (db: Db, slug: string) => getPublicExpertBySlug(db, slug, new Date());

  it('writes each entry onto the expert of that name, the check day as its review date', async () => {
    const { db } = await createTestDb();
    await seedDatabase(db, { provenance: { 'David Sinclair': SINCLAIR } });
    expect(await bySlug(db, 'david-sinclair')).toMatchObject({
      sources: SINCLAIR.sources,
      identifiers: SINCLAIR.identifiers,
      disclosures: SINCLAIR.disclosures,
      contextNotes: SINCLAIR.contextNotes,
      aiAssisted: false,
      lastReviewedAt: '2026-11-25T00:00:00.000Z',
    });
    expect(await bySlug(db, 'peter-attia')).toMatchObject({
      sources: [],
      identifiers: { wikidata: null, orcid: null, openalex: null },
      disclosures: [],
      contextNotes: [],
      lastReviewedAt: null,
    });
  });

  it('gives every seed expert, loaded with the real data, at least one source and a review date', async () => {
    const { db } = await createTestDb();
    await seedDatabase(db);
    const seeded = await listExperts(db);
    expect(seeded).toHaveLength(seedExperts.length);
    for (const expert of seeded) {
      const entry = SEED_PROVENANCE[expert.name];
      expect(expert.sources, expert.name).toEqual(entry?.sources);
      expect(expert.sources.length, expert.name).toBeGreaterThanOrEqual(1);
      expect(expert.lastReviewedAt, expert.name).toBe(`${entry?.lastReviewedAt}T00:00:00.000Z`);
    }
  });

  it('refuses an entry that names no seed expert, before writing anything', async () => {
    const { db } = await createTestDb();
    await expect(seedDatabase(db, { provenance: { 'David Sinclare': SINCLAIR } })).rejects.toThrow('not among the seed experts: David Sinclare');
    const [row] = await db.select({ n: count() }).from(experts);
    expect(row?.n).toBe(0);
  });

  it('fills in a database seeded earlier, but never an expert an editor has given provenance', async () => {
    const { db } = await createTestDb();
    await seedDatabase(db, { provenance: {} });
    await db
      .update(experts)
      .set({ identifiers: { wikidata: 'Q1', orcid: null, openalex: null } })
      .where(eq(experts.name, 'Peter Attia'));
    const entries = { 'David Sinclair': SINCLAIR, 'Peter Attia': SINCLAIR };
    expect(await seedProvenanceIfMissing(db, entries)).toBe(1);
    expect(await bySlug(db, 'david-sinclair')).toMatchObject({ sources: SINCLAIR.sources, lastReviewedAt: '2026-11-25T00:00:00.000Z' });
    expect(await bySlug(db, 'peter-attia')).toMatchObject({ sources: [], identifiers: { wikidata: 'Q1' } });
    expect(await seedProvenanceIfMissing(db, entries)).toBe(0);
  });
});
