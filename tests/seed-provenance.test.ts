import { describe, expect, it } from 'vitest';
import { seedExperts } from '../db/seed/experts.ts';
import { SEED_PROVENANCE } from '../db/seed/provenance.ts';
import { isHttpUrl } from '../domain/links.ts';
import { contextNoteSchema, disclosureSchema, expertIdentifiersSchema, expertSourceSchema, PROVENANCE_LIMITS } from '../domain/provenance.ts';

const names = seedExperts.map((e) => e.name);
const entries = Object.entries(SEED_PROVENANCE);

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

  it('records the context notes the issue names, each with its source', () => {
    const note = (name: string) => SEED_PROVENANCE[name]?.contextNotes.map((n) => n.text).join(' ') ?? '';
    expect(note('Aubrey de Grey')).toMatch(/SENS Research Foundation/);
    expect(note('David Sinclair')).toMatch(/Academy for Health & Lifespan Research/);
    expect(note('Peter Attia')).toMatch(/CBS News/);
  });
});
