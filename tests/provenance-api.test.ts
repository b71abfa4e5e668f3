import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readDirectory } from '../db/queries/exchange.ts';
import { activityLog, experts, submissions } from '../db/schema.ts';
import { DUPLICATE_MESSAGES } from '../domain/duplicates.ts';
import type { Expert, Submission } from '../domain/entities.ts';
import { CSV_COLUMNS, type ImportReport } from '../domain/exchange.ts';
import type { ExpertSource } from '../domain/provenance.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeExpert, makeSubmission } from './helpers/factories.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused, snapshot } from './helpers/refused.ts';
import { adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Published experts keep their provenance: the editor's API reads and writes it, approval of an
 * AI-generated submission carries it over, Find References proposes it, export and import carry
 * it; and possible duplicates are named and must be confirmed.
 */

const router = await startOpenAiServer({ openrouter: true });
const research = await startResearchServer();
afterAll(router.close);
afterAll(research.close);
router.respond(adaResponder);

let now = new Date('2026-11-25T10:00:00Z');
const t = await createTestApp({ ...aiEnv(router), ...research.env() }, { now: () => now });
const admin = await signUpAdmin(t);
const user = await signUp(t);

const SOURCE: ExpertSource = {
  title: 'Lab page',
  url: 'https://lab.example.org/people/ada',
  kind: 'institution',
  retrievedAt: '2026-11-20',
  supports: ['title', 'biography'],
};
const DISCLOSURE = {
  kind: 'founder' as const,
  text: 'Co-founded Longevity Bio, which sells NAD+ supplements.',
  sourceUrl: 'https://news.example.org/longevity-bio',
};
const CONTEXT = { text: 'Left the Example Foundation board in 2021.', sourceUrl: 'https://en.wikipedia.org/wiki/Example' };

const put = (id: number, body: unknown, cookie = admin.cookie) => t.request('PUT', `/api/experts/${id}`, { body, cookie });
const reviewed = (id: number | string, cookie: string | undefined = admin.cookie) => t.request('POST', `/api/experts/${id}/reviewed`, cookie ? { cookie } : {});
const approve = (id: number, body: unknown = {}) => t.request('POST', `/api/admin/submissions/${id}/approve`, { body, cookie: admin.cookie });

describe('the editor API keeps provenance', () => {
  it('creates an expert with sources, identifiers, disclosures and context notes, and answers them', async () => {
    const res = await t.request('POST', '/api/experts', {
      cookie: admin.cookie,
      body: {
        ...expertProfile({ name: 'Prov Enance' }),
        sources: [SOURCE],
        identifiers: { wikidata: 'Q42', orcid: '0000-0002-9079-593X' },
        disclosures: [DISCLOSURE],
        contextNotes: [CONTEXT],
      },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Expert;
    expect(created).toMatchObject({
      sources: [SOURCE],
      identifiers: { wikidata: 'Q42', orcid: '0000-0002-9079-593X', openalex: null },
      disclosures: [DISCLOSURE],
      contextNotes: [CONTEXT],
      aiAssisted: false,
      lastReviewedAt: null,
    });
    expect(await (await t.request('GET', `/api/experts/${created.slug}`)).json()).toEqual(created);
  });

  it('keeps what an older client leaves out, and replaces what it sends', async () => {
    const expert = await makeExpert(t.db, { name: 'Keeps Sources' });
    expect((await put(expert.id, { ...expertProfile({ name: 'Keeps Sources' }), sources: [SOURCE], disclosures: [DISCLOSURE] })).status).toBe(200);
    // The editor of today sends the profile only: the provenance stays.
    const older = (await (await put(expert.id, expertProfile({ name: 'Keeps Sources', title: 'New title' }))).json()) as Expert;
    expect(older).toMatchObject({ title: 'New title', sources: [SOURCE], disclosures: [DISCLOSURE] });
    const cleared = (await (await put(expert.id, { ...expertProfile({ name: 'Keeps Sources' }), sources: [], identifiers: {} })).json()) as Expert;
    expect(cleared).toMatchObject({ sources: [], disclosures: [DISCLOSURE], identifiers: { wikidata: null, orcid: null, openalex: null } });
  });

  it("sets the review date to now with 'reviewed', in the save or on its own, and rebuilds", async () => {
    const expert = await makeExpert(t.db, { name: 'Reviewed Person' });
    const reasons = t.rebuild.reasons.length;
    now = new Date('2026-11-25T11:00:00Z');
    const saved = (await (await put(expert.id, { ...expertProfile({ name: 'Reviewed Person' }), reviewed: true })).json()) as Expert;
    expect(saved.lastReviewedAt).toBe('2026-11-25T11:00:00.000Z');
    now = new Date('2026-11-26T09:30:00Z');
    const res = await reviewed(expert.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Expert).lastReviewedAt).toBe('2026-11-26T09:30:00.000Z');
    expect(t.rebuild.reasons.slice(reasons)).toEqual(['Expert updated: Reviewed Person', 'Expert updated: Reviewed Person']);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'expert.reviewed'));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, entityId: String(expert.id), after: { lastReviewedAt: '2026-11-26T09:30:00.000Z' } });
  });

  it('refuses bad provenance with 400 and changes nothing', async () => {
    const expert = await makeExpert(t.db, { name: 'Bad Input' });
    const body = expertProfile({ name: 'Bad Input' });
    await expectRefused(
      t,
      () => put(expert.id, { ...body, sources: [{ ...SOURCE, url: 'javascript:alert(1)' }] }),
      400,
      'sources.0.url: must be a web address starting with http:// or https://',
    );
    await expectRefused(t, () => put(expert.id, { ...body, sources: [{ ...SOURCE, kind: 'rumour' }] }), 400, /^sources\.0\.kind: must be one of/);
    await expectRefused(t, () => put(expert.id, { ...body, identifiers: { orcid: '1234' } }), 400, 'identifiers.orcid: must look like 0000-0002-1825-0097');
    await expectRefused(t, () => put(expert.id, { ...body, disclosures: [{ ...DISCLOSURE, kind: 'friend' }] }), 400, /^disclosures\.0\.kind: /);
    await expectRefused(t, () => put(expert.id, { ...body, sources: Array.from({ length: 41 }, () => SOURCE) }), 400, 'sources: must have at most 40 entries');
    await expectRefused(
      t,
      () => put(expert.id, { ...body, contextNotes: [{ text: 'x'.repeat(2001), sourceUrl: CONTEXT.sourceUrl }] }),
      400,
      /^contextNotes\.0\.text: must be at most 2000/,
    );
    await expectRefused(t, () => put(expert.id, { ...body, reviewed: 'yes' }), 400, 'reviewed: must be true or false');
  });

  it('is for admins only; reviewing an unknown expert is 404', async () => {
    const expert = await makeExpert(t.db);
    await expectAdminOnly(t, (cookie) => t.request('POST', `/api/experts/${expert.id}/reviewed`, cookie ? { cookie } : {}), user.cookie);
    await expectRefused(t, () => reviewed(987654), 404, 'Expert not found');
  });
});

describe('approving an AI-generated submission carries its provenance over', () => {
  it("keeps the sources, the chosen person's identifiers, the AI mark and the approval as the review date", async () => {
    now = new Date('2026-11-25T12:00:00Z');
    const run = await (
      await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } })
    ).json();
    expect(run.possibleDuplicates).toEqual([]);
    now = new Date('2026-11-27T08:00:00Z');
    const res = await approve(run.submissionId);
    expect(res.status).toBe(200);
    const { expert } = (await res.json()) as { expert: Expert };
    expect(expert.aiAssisted).toBe(true);
    expect(expert.lastReviewedAt).toBe('2026-11-27T08:00:00.000Z');
    expect(expert.identifiers).toEqual({ wikidata: 'Q100', orcid: '0000-0002-1825-0097', openalex: 'A100' });
    expect(expert.sources).toHaveLength(6);
    expect(expert.sources[0]).toEqual({
      title: 'Wikipedia: Ada Longevity',
      url: `${research.url}/wiki/Ada_Longevity`,
      kind: 'wikipedia',
      retrievedAt: '2026-11-25',
      supports: expect.arrayContaining(['title', 'biography', 'referenceLinks']),
    });
    expect(expert.sources.map((source) => source.kind)).toEqual(['wikipedia', 'wikidata', 'openalex', 'publication', 'publication', 'publication']);
    expect(expert.disclosures).toEqual([]);
  });

  it('gives a user submission the identifiers its links name, no sources, and no AI mark', async () => {
    const pending = await makeSubmission(t.db, user, {
      name: 'Linked Person',
      referenceLinks: ['Official|https://linked.example.org', 'ORCID|https://orcid.org/0000-0001-5109-3700'],
    });
    const { expert } = (await (await approve(pending.id)).json()) as { expert: Expert };
    expect(expert).toMatchObject({ aiAssisted: false, sources: [], identifiers: { wikidata: null, orcid: '0000-0001-5109-3700', openalex: null } });
  });
});

describe('possible duplicates', () => {
  it('lists them on pending submissions and asks for confirmation before approving one', async () => {
    const existing = await makeExpert(t.db, { name: 'Cynthia Duplicate', referenceLinks: ['https://orcid.org/0000-0003-0000-0001'] });
    const byOrcid = await makeSubmission(t.db, user, {
      name: 'C. Kenyon-Other',
      referenceLinks: ['Official|https://c.example.org', 'https://orcid.org/0000-0003-0000-0001'],
    });
    const byName = await makeSubmission(t.db, user, { name: 'Dr. Cynthia Duplicate' });
    const list = (await (await t.request('GET', '/api/admin/submissions', { cookie: admin.cookie })).json()) as Array<
      Submission & { possibleDuplicates: unknown[] }
    >;
    const entry = (id: number) => list.find((submission) => submission.id === id)?.possibleDuplicates;
    expect(entry(byOrcid.id)).toEqual([{ kind: 'expert', id: existing.id, name: 'Cynthia Duplicate', reason: 'same ORCID', link: `/${existing.slug}` }]);
    expect(entry(byName.id)).toEqual([{ kind: 'expert', id: existing.id, name: 'Cynthia Duplicate', reason: 'same name', link: `/${existing.slug}` }]);

    const message = DUPLICATE_MESSAGES.confirmationNeeded([{ name: 'Cynthia Duplicate', reason: 'same ORCID' }]);
    expect(message).toMatch(/^Possible duplicate of Cynthia Duplicate \(same ORCID\)\. /);
    const named = [{ kind: 'expert', id: existing.id, name: 'Cynthia Duplicate', reason: 'same ORCID', link: `/${existing.slug}` }];
    for (const body of [{}, { confirmDuplicate: false }]) {
      const before = await snapshot(t);
      const refused = await approve(byOrcid.id, body);
      expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 409, body: { message, possibleDuplicates: named } });
      expect(await snapshot(t)).toEqual(before);
    }
    expect((await approve(byOrcid.id, { confirmDuplicate: true })).status).toBe(200);
  });

  it('names them in the 409 body too, as found after an edit (Save & Approve asks with them)', async () => {
    const existing = await makeExpert(t.db, { name: 'Bertha Renamed' });
    const pending = await makeSubmission(t.db, user, { name: 'Quite Another Person' });
    // The list read before the edit knew no duplicate; the edit gives the submission the expert's name.
    const edited = await t.request('PUT', `/api/admin/submissions/${pending.id}`, {
      cookie: admin.cookie,
      body: expertProfile({ name: 'Dr. Bertha Renamed' }),
    });
    expect(edited.status).toBe(200);
    const refused = await approve(pending.id, { reviewNotes: 'Approved after editing by admin' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: DUPLICATE_MESSAGES.confirmationNeeded([{ name: 'Bertha Renamed', reason: 'same name' }]),
      possibleDuplicates: [{ kind: 'expert', id: existing.id, name: 'Bertha Renamed', reason: 'same name', link: `/${existing.slug}` }],
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, pending.id));
    expect(row).toMatchObject({ status: 'pending', name: 'Dr. Bertha Renamed' });
    const approved = await approve(pending.id, { reviewNotes: 'Approved after editing by admin', confirmDuplicate: true });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      submission: { status: 'approved', reviewNotes: 'Approved after editing by admin' },
      expert: { name: 'Dr. Bertha Renamed' },
    });
  });

  it('names another pending submission of the same person, with a link to it', async () => {
    const first = await makeSubmission(t.db, user, { name: 'Harriet Twice' });
    const second = await makeSubmission(t.db, user, { name: 'Twice, Harriet' });
    const list = (await (await t.request('GET', '/api/admin/submissions', { cookie: admin.cookie })).json()) as Array<
      Submission & { possibleDuplicates: unknown[] }
    >;
    expect(list.find((submission) => submission.id === second.id)?.possibleDuplicates).toEqual([
      { kind: 'submission', id: first.id, name: 'Harriet Twice', reason: 'same name', link: `/admin/submissions#submission-${first.id}` },
    ]);
  });

  it("sees at once an expert added, renamed or deleted since the last check (the experts' index is kept between checks)", async () => {
    const pending = await makeSubmission(t.db, user, { name: 'Olga Kept' });
    const duplicatesOf = async () => {
      const list = (await (await t.request('GET', '/api/admin/submissions', { cookie: admin.cookie })).json()) as Array<
        Submission & { possibleDuplicates: Array<{ name: string }> }
      >;
      return list.find((submission) => submission.id === pending.id)?.possibleDuplicates.map((duplicate) => duplicate.name);
    };
    expect(await duplicatesOf()).toEqual([]);
    const twin = await makeExpert(t.db, { name: 'Olga Kept' });
    expect(await duplicatesOf()).toEqual(['Olga Kept']);
    await t.db.update(experts).set({ name: 'Olga Renamed' }).where(eq(experts.id, twin.id));
    expect(await duplicatesOf()).toEqual([]);
    await t.db.update(experts).set({ name: 'Olga Kept' }).where(eq(experts.id, twin.id));
    expect(await duplicatesOf()).toEqual(['Olga Kept']);
    await t.db.delete(experts).where(eq(experts.id, twin.id));
    expect(await duplicatesOf()).toEqual([]);
  });

  it('tells a submitter which published experts the person may already be, never pending submissions', async () => {
    await makeExpert(t.db, { name: 'Listed Already' });
    await makeSubmission(t.db, user, { name: 'Waiting Person' });
    const send = (name: string) =>
      t.request('POST', '/api/submissions', {
        cookie: user.cookie,
        body: { name, title: 'Prof', categories: ['academic'], longevityContribution: 'Ageing.', referenceLinks: ['Official Website|https://x.example.org'] },
      });
    const listed = await (await send('Dr. Listed Already')).json();
    expect(listed.possibleDuplicates).toEqual([expect.objectContaining({ kind: 'expert', name: 'Listed Already', reason: 'same name' })]);
    const waiting = await (await send('Waiting Person')).json();
    expect(waiting.possibleDuplicates).toEqual([]);
  });

  it('names them in an AI generation of a person already listed', async () => {
    const run = await (
      await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } })
    ).json();
    expect(run.possibleDuplicates).toEqual([expect.objectContaining({ kind: 'expert', name: 'Ada Longevity', reason: 'same Wikidata id' })]);
  });
});

describe('Find References proposes sources and identifiers', () => {
  it("answers the checked links, the sources read and the person's identifiers", async () => {
    const res = await t.request('POST', '/api/ai/find-references', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } });
    expect(res.status).toBe(200);
    const found = await res.json();
    expect(found.referenceLinks).toContain(`Wikipedia|${research.url}/wiki/Ada_Longevity`);
    expect(found.identifiers).toEqual({ wikidata: 'Q100', orcid: '0000-0002-1825-0097', openalex: 'A100' });
    expect(found.sources.map((source: ExpertSource) => [source.kind, source.supports])).toEqual([
      ['wikipedia', ['referenceLinks']],
      ['wikidata', ['referenceLinks']],
      ['openalex', ['referenceLinks']],
      ['publication', ['referenceLinks']],
      ['publication', []],
      ['publication', []],
    ]);
  });
});

describe('export and import carry provenance', () => {
  const importInto = (target: Awaited<ReturnType<typeof createTestApp>>, cookie: string, body: string, query: string) =>
    target.app.request(`/api/admin/import?${query}`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: cookie, 'Content-Type': 'application/octet-stream' },
      body,
    });

  async function provenanceOf(target: Awaited<ReturnType<typeof createTestApp>>) {
    const { experts: list } = await readDirectory(target.db);
    return list
      .map(({ slug, sources, identifiers, disclosures, contextNotes, aiAssisted, lastReviewedAt }) => ({
        slug,
        sources,
        identifiers,
        disclosures,
        contextNotes,
        aiAssisted,
        lastReviewedAt,
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  }

  it('round-trips through JSON and through CSV', async () => {
    const source = await createTestApp();
    const sourceAdmin = await signUpAdmin(source);
    await source.request('POST', '/api/experts', {
      cookie: sourceAdmin.cookie,
      body: {
        ...expertProfile({ name: 'Round Trip', biography: 'Line "one".\nLine \\two.' }),
        sources: [SOURCE, { ...SOURCE, url: 'https://x.example.org/a,b', title: 'Comma, "quote"' }],
        identifiers: { openalex: 'A5012345678' },
        disclosures: [DISCLOSURE],
        contextNotes: [CONTEXT],
        reviewed: true,
      },
    });
    await makeExpert(source.db, { name: 'Bare Expert' });
    await source.db.update(experts).set({ aiAssisted: true }).where(eq(experts.name, 'Bare Expert'));
    const expected = await provenanceOf(source);
    expect(expected[1]?.lastReviewedAt).toBeInstanceOf(Date);

    for (const [query, importQuery] of [
      ['format=json', 'format=json&dryRun=false'],
      ['format=csv&type=experts', 'format=csv&type=experts&dryRun=false'],
    ] as const) {
      const file = await (await source.request('GET', `/api/admin/export?${query}`, { cookie: sourceAdmin.cookie })).text();
      if (query.includes('csv')) expect(file.split('\n')[0]).toBe(CSV_COLUMNS.experts.join(','));
      const target = await createTestApp();
      const targetAdmin = await signUpAdmin(target);
      const res = await importInto(target, targetAdmin.cookie, file, importQuery);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await provenanceOf(target)).toEqual(expected);
    }
  });

  it('keeps the stored provenance when an older file leaves the columns out, and checks the ones it has', async () => {
    const expert = await makeExpert(t.db, { name: 'Older File' });
    await put(expert.id, { ...expertProfile({ name: 'Older File' }), sources: [SOURCE] });
    const old = JSON.stringify({ experts: [{ ...expertProfile({ name: 'Older File', title: 'Imported title' }), slug: expert.slug }] });
    expect((await importInto(t, admin.cookie, old, 'format=json&dryRun=false')).status).toBe(200);
    const [row] = await t.db.select().from(experts).where(eq(experts.id, expert.id));
    expect(row).toMatchObject({ title: 'Imported title', sources: [SOURCE] });

    const bad = JSON.stringify({ experts: [{ ...expertProfile({ name: 'Older File' }), slug: expert.slug, sources: [{ ...SOURCE, url: 'ftp://x' }] }] });
    const report = (await (await importInto(t, admin.cookie, bad, 'format=json')).json()) as ImportReport;
    expect(report.rows).toEqual([
      expect.objectContaining({ result: 'error', message: 'sources.0.url: must be a web address starting with http:// or https://' }),
    ]);
  });

  it('names possible duplicates of new rows in the dry run', async () => {
    const listed = await makeExpert(t.db, { name: 'Imported Twin', referenceLinks: ['https://www.wikidata.org/wiki/Q777'] });
    const file = JSON.stringify({ experts: [{ ...expertProfile({ name: 'Someone Else' }), slug: 'someone-else-twin', identifiers: { wikidata: 'Q777' } }] });
    const report = (await (await importInto(t, admin.cookie, file, 'format=json')).json()) as ImportReport;
    expect(report.rows).toEqual([
      {
        type: 'experts',
        row: 1,
        slug: 'someone-else-twin',
        result: 'new',
        possibleDuplicates: [{ kind: 'expert', id: listed.id, name: 'Imported Twin', reason: 'same Wikidata id', link: `/${listed.slug}` }],
      },
    ]);
    expect(await t.db.$count(submissions, eq(submissions.name, 'Someone Else'))).toBe(0);
  });
});
