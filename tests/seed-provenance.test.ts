import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getExpertBySlug } from '../db/queries/experts.ts';
import { experts } from '../db/schema.ts';
import { seedExperts } from '../db/seed/experts.ts';
import { seedDatabase, seedProvenanceIfMissing } from '../db/seed/index.ts';
import { SEED_PROVENANCE, type SeedProvenance } from '../db/seed/provenance.ts';
import { provenanceFields } from '../domain/provenance.ts';
import { createTestDb } from './helpers/test-db.ts';

/** The seed loader writes SEED_PROVENANCE (keyed by seed expert name) onto the seed experts. */

const SINCLAIR: SeedProvenance = {
  sources: [
    { title: 'David A. Sinclair – Wikipedia', url: 'https://en.wikipedia.org/wiki/David_A._Sinclair', kind: 'wikipedia', retrievedAt: '2026-11-25', supports: ['biography', 'title'] },
  ],
  identifiers: { wikidata: 'Q5237006', orcid: null, openalex: null },
  disclosures: [{ kind: 'founder', text: 'Co-founded companies developing longevity treatments.', sourceUrl: 'https://en.wikipedia.org/wiki/David_A._Sinclair' }],
  contextNotes: [{ text: 'A neutral sentence of context.', sourceUrl: 'https://en.wikipedia.org/wiki/David_A._Sinclair' }],
  lastReviewedAt: '2026-11-25',
};

describe('seed provenance', () => {
  it('writes each entry onto the expert of that name, the check day as its review date', async () => {
    const { db } = await createTestDb();
    await seedDatabase(db, { 'David Sinclair': SINCLAIR });
    const sinclair = await getExpertBySlug(db, 'david-sinclair');
    expect(sinclair).toMatchObject({
      sources: SINCLAIR.sources,
      identifiers: SINCLAIR.identifiers,
      disclosures: SINCLAIR.disclosures,
      contextNotes: SINCLAIR.contextNotes,
      aiAssisted: false,
      lastReviewedAt: '2026-11-25T00:00:00.000Z',
    });
    const attia = await getExpertBySlug(db, 'peter-attia');
    expect(attia).toMatchObject({ sources: [], identifiers: { wikidata: null, orcid: null, openalex: null }, disclosures: [], contextNotes: [], lastReviewedAt: null });
  });

  it('refuses an entry that names no seed expert, before writing anything', async () => {
    const { db } = await createTestDb();
    await expect(seedDatabase(db, { 'David Sinclare': SINCLAIR })).rejects.toThrow('not among the seed experts: David Sinclare');
    const [row] = await db.select({ n: count() }).from(experts);
    expect(row?.n).toBe(0);
  });

  it('fills in a database seeded earlier, but never an expert an editor has given provenance', async () => {
    const { db } = await createTestDb();
    await seedDatabase(db, {});
    await db.update(experts).set({ identifiers: { wikidata: 'Q1', orcid: null, openalex: null } }).where(eq(experts.name, 'Peter Attia'));
    const entries = { 'David Sinclair': SINCLAIR, 'Peter Attia': SINCLAIR };
    expect(await seedProvenanceIfMissing(db, entries)).toBe(1);
    expect(await getExpertBySlug(db, 'david-sinclair')).toMatchObject({ sources: SINCLAIR.sources, lastReviewedAt: '2026-11-25T00:00:00.000Z' });
    expect(await getExpertBySlug(db, 'peter-attia')).toMatchObject({ sources: [], identifiers: { wikidata: 'Q1' } });
    expect(await seedProvenanceIfMissing(db, entries)).toBe(0);
  });

  it('holds only entries for seed experts, each valid for the expert editor', () => {
    const names = new Set(seedExperts.map((expert) => expert.name));
    for (const [name, entry] of Object.entries(SEED_PROVENANCE)) {
      expect(names.has(name), name).toBe(true);
      for (const field of ['sources', 'identifiers', 'disclosures', 'contextNotes'] as const) {
        const parsed = provenanceFields[field].safeParse(entry[field]);
        expect(parsed.success, `${name}: ${field} ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      }
      expect(entry.lastReviewedAt, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
