import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import { expertEditorSchema } from '../domain/schemas/expert.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The expert editor's body with a blank profile and blank identifiers (what New Expert sends when
 * the editor saves too early): refused with the spec's message, never a crash. The profile's
 * missing-fields rule and the identifiers' '' → null used to meet in a zod intersection that
 * threw 'Unmergable intersection' (a 500).
 */
const t = await createTestApp();
const admin = await signUpAdmin(t);
const BLANK = {
  name: '',
  title: '',
  categories: [],
  longevityContribution: '',
  referenceLinks: [],
  identifiers: { wikidata: '', orcid: '', openalex: '' },
  sources: [],
};

describe('the expert editor schema', () => {
  it('answers a blank profile with blank identifiers with the missing-information message', () => {
    const result = expertEditorSchema.safeParse(BLANK);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.submissionMissingInformation);
  });

  it('POST and PUT refuse it with a 400, and change nothing', async () => {
    const created = await t.request('POST', '/api/experts', { cookie: admin.cookie, body: BLANK });
    expect(created.status).toBe(400);
    expect(((await created.json()) as { message: string }).message).toContain(MESSAGES.submissionMissingInformation);
    const expert = await makeExpert(t.db, { name: 'Unchanged Person' });
    const updated = await t.request('PUT', `/api/experts/${expert.id}`, { cookie: admin.cookie, body: BLANK });
    expect(updated.status).toBe(400);
    const after = (await (await t.request('GET', `/api/admin/experts`, { cookie: admin.cookie })).json()) as Array<{ id: number; name: string }>;
    expect(after.find((entry) => entry.id === expert.id)?.name).toBe('Unchanged Person');
  });

  it('still takes a full profile with its provenance, blank identifiers as none', () => {
    const result = expertEditorSchema.safeParse({
      ...BLANK,
      name: 'A',
      title: 'B',
      categories: ['academic'],
      longevityContribution: 'C',
      identifiers: { wikidata: 'Q1', orcid: '', openalex: '' },
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ name: 'A', identifiers: { wikidata: 'Q1', orcid: null, openalex: null }, sources: [] });
  });
});
