import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getExpertById } from '../db/queries/experts.ts';
import { activityLog, corrections, entityVersions, experts } from '../db/schema.ts';
import { CORRECTION_MESSAGES, correctedValue, type Correction } from '../domain/corrections.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { ContextNote, ExpertSource } from '../domain/provenance.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * 'Suggest a correction' aimed at one source or one context note of a profile (or one commercial
 * interest): the reader names the entry, the editor accepts it through the normal save (a version,
 * an activity entry, a rebuild) or is asked for the value when the entry changed meanwhile.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const reader = await signUp(t, { firstName: 'Sam', lastName: 'Sourcer' });

const WIKI: ExpertSource = {
  title: 'Entry Person – Wikipedia',
  url: 'https://en.wikipedia.org/wiki/Entry_Person',
  kind: 'wikipedia',
  retrievedAt: '2026-11-01',
  supports: ['biography'],
};
const FACULTY: ExpertSource = {
  title: 'Faculty page',
  url: 'https://uni.example.edu/people/entry',
  kind: 'institution',
  retrievedAt: '2026-10-02',
  supports: ['title'],
};
const NOTE: ContextNote = { text: 'Left the academy in 2023.', sourceUrl: 'https://news.example.org/academy' };

async function expertWithEntries(name: string) {
  const expert = await makeExpert(t.db, { name });
  await t.db
    .update(experts)
    .set({ sources: [WIKI, FACULTY], contextNotes: [NOTE] })
    .where(eq(experts.id, expert.id));
  return expert;
}

const expert = await expertWithEntries('Entry Person');

function send(body: Record<string, unknown>) {
  return t.request('POST', '/api/corrections', {
    body: { entityType: 'expert', entityId: expert.id, ...body },
    headers: freshAddress(),
    cookie: reader.cookie,
  });
}

async function sent(body: Record<string, unknown>): Promise<number> {
  const res = await send(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const accept = (id: number, body: unknown = {}) => t.request('POST', `/api/admin/corrections/${id}/accept`, { body, cookie: admin.cookie });
const correctionRows = () => t.db.select().from(corrections).orderBy(corrections.id);
const versionsOf = (id: number) =>
  t.db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, 'expert'), eq(entityVersions.entityId, id)));

describe('a correction aimed at one source', () => {
  it('names the source by its address; accepting replaces it alone through the normal save', async () => {
    const id = await sent({
      part: 'sources',
      quote: FACULTY.url,
      proposedText: 'Entry Person | Department of Ageing',
      sourceUrl: 'https://uni.example.edu/ageing/entry',
    });
    const [row] = await t.db.select().from(corrections).where(eq(corrections.id, id));
    expect(row).toMatchObject({ part: 'sources', quote: FACULTY.url, status: 'pending', senderUserId: reader.user.id });

    const versionsBefore = (await versionsOf(expert.id)).length;
    const rebuilds = t.rebuild.reasons.length;
    const res = await accept(id, { note: 'The faculty page moved.' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { correction: Correction };
    const day = (row?.submittedAt ?? new Date()).toISOString().slice(0, 10);
    const replaced: ExpertSource = {
      title: 'Entry Person | Department of Ageing',
      url: 'https://uni.example.edu/ageing/entry',
      kind: 'institution',
      retrievedAt: day,
      supports: ['title'],
    };
    expect((await getExpertById(t.db, expert.id))?.sources).toEqual([WIKI, replaced]);
    expect(body.correction).toMatchObject({ status: 'accepted', partLabel: 'Sources', applied: { before: [WIKI, FACULTY], after: [WIKI, replaced] } });

    // The normal save: a version with the reason 'correction', the activity log, a rebuild.
    const versions = await versionsOf(expert.id);
    expect(versions).toHaveLength(versionsBefore + 1);
    expect(versions.at(-1)).toMatchObject({ reason: 'correction', actorUserId: admin.user.id, data: expect.objectContaining({ sources: [WIKI, replaced] }) });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'correction.accepted'), eq(activityLog.entityId, String(id))));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, summary: 'Accepted a correction to the sources of Entry Person' });
    expect(t.rebuild.reasons.slice(rebuilds)).toEqual(['Expert updated: Entry Person']);
  });

  it('adds a source when none is named, and takes its title for a quote too', async () => {
    const other = await expertWithEntries('Added Source Person');
    const added = await sent({ entityId: other.id, part: 'sources', proposedText: 'An interview', sourceUrl: 'https://news.example.org/interview' });
    expect((await accept(added)).status).toBe(200);
    const sources = (await getExpertById(t.db, other.id))?.sources ?? [];
    expect(sources).toHaveLength(3);
    expect(sources[2]).toMatchObject({ title: 'An interview', url: 'https://news.example.org/interview', kind: 'other', supports: [] });

    const byTitle = await sent({
      entityId: other.id,
      part: 'sources',
      quote: WIKI.title,
      proposedText: 'Entry Person – Wikipedia (English)',
      sourceUrl: WIKI.url,
    });
    expect((await accept(byTitle)).status).toBe(200);
    expect((await getExpertById(t.db, other.id))?.sources[0]).toMatchObject({
      title: 'Entry Person – Wikipedia (English)',
      url: WIKI.url,
      kind: 'wikipedia',
      supports: ['biography'],
    });
  });
});

describe('a correction aimed at one context note', () => {
  it("names the note by its sentence; accepting replaces it with the sender's sentence and source", async () => {
    const other = await expertWithEntries('Noted Person');
    const id = await sent({
      entityId: other.id,
      part: 'contextNotes',
      quote: NOTE.text,
      proposedText: 'Left the academy in 2022.',
      sourceUrl: 'https://records.example.org/academy',
    });
    expect((await accept(id)).status).toBe(200);
    expect((await getExpertById(t.db, other.id))?.contextNotes).toEqual([
      { text: 'Left the academy in 2022.', sourceUrl: 'https://records.example.org/academy' },
    ]);
  });

  it('asks the editor for the value when the note changed since it was sent, then takes theirs', async () => {
    const other = await expertWithEntries('Changed Note Person');
    const id = await sent({
      entityId: other.id,
      part: 'contextNotes',
      quote: NOTE.text,
      proposedText: 'Left in 2022.',
      sourceUrl: 'https://records.example.org/academy',
    });
    await t.db
      .update(experts)
      .set({ contextNotes: [{ text: 'Left the academy in 2023, an editor says.', sourceUrl: NOTE.sourceUrl }] })
      .where(eq(experts.id, other.id));
    await expectRefused(t, () => accept(id), 409, CORRECTION_MESSAGES.notApplicable, correctionRows);
    const value = [{ text: 'Left the academy in 2022.', sourceUrl: 'https://records.example.org/academy' }];
    expect((await accept(id, { value })).status).toBe(200);
    expect((await getExpertById(t.db, other.id))?.contextNotes).toEqual(value);
  });
});

describe('the same rules as every correction', () => {
  it('needs a source for a source or a context note', async () => {
    await expectRefused(
      t,
      () => send({ part: 'sources', quote: WIKI.url, proposedText: 'A title' }),
      400,
      CORRECTION_MESSAGES.sourceAddressRequired,
      correctionRows,
    );
    await expectRefused(t, () => send({ part: 'contextNotes', proposedText: 'A sentence.' }), 400, CORRECTION_MESSAGES.contextSourceRequired, correctionRows);
  });

  it('refuses an entry the profile no longer has, a script address, text too long, and an anonymous sender without the captcha', async () => {
    await expectRefused(
      t,
      () => send({ part: 'sources', quote: 'https://gone.example.org/', proposedText: 'A title', sourceUrl: 'https://a.example.org/' }),
      400,
      CORRECTION_MESSAGES.entryGone,
      correctionRows,
    );
    await expectRefused(
      t,
      () => send({ part: 'contextNotes', quote: 'Not a note of this profile.', proposedText: 'A sentence.', sourceUrl: 'https://a.example.org/' }),
      400,
      CORRECTION_MESSAGES.entryGone,
      correctionRows,
    );
    await expectRefused(
      t,
      () => send({ part: 'sources', quote: WIKI.url, proposedText: 'A title', sourceUrl: 'javascript:alert(1)' }),
      400,
      `sourceUrl: ${MESSAGES.invalidUrl}`,
      correctionRows,
    );
    await expectRefused(
      t,
      () => send({ part: 'contextNotes', proposedText: 'x'.repeat(20_001), sourceUrl: 'https://a.example.org/' }),
      400,
      'proposedText: must be at most 20000 characters long',
      correctionRows,
    );
    const anonymous = {
      entityType: 'expert',
      entityId: expert.id,
      part: 'contextNotes',
      proposedText: 'A sentence.',
      sourceUrl: 'https://a.example.org/',
      email: 'anon@example.org',
    };
    await expectRefused(
      t,
      () => t.request('POST', '/api/corrections', { body: anonymous, headers: freshAddress() }),
      400,
      MESSAGES.captchaNotLoaded,
      correctionRows,
    );
    const res = await t.request('POST', '/api/corrections', { body: { ...anonymous, ...(await answeredCaptcha(t)) }, headers: freshAddress() });
    expect(res.status).toBe(201);
  });

  it("refuses at acceptance what the profile's rules refuse (a source title over 300 characters), and stays pending", async () => {
    const id = await sent({ part: 'sources', quote: WIKI.url, proposedText: 'T'.repeat(301), sourceUrl: WIKI.url });
    await expectRefused(t, () => accept(id), 400, /^sources\.0\.title: /, correctionRows);
    const [row] = await t.db.select().from(corrections).where(eq(corrections.id, id));
    expect(row?.status).toBe('pending');
  });
});

describe('the corrected value of a sourced entry', () => {
  const correction = (quote: string | null, sourceUrl: string | null = 'https://new.example.org/', submittedAt = '2026-11-28T10:00:00.000Z') => ({
    quote,
    proposedText: 'New',
    sourceUrl,
    submittedAt,
  });

  it('replaces the named source keeping its kind and what it supports, or adds one read on the day it was sent', () => {
    expect(correctedValue('sources', [WIKI, FACULTY], correction(FACULTY.url))).toEqual([
      WIKI,
      { ...FACULTY, title: 'New', url: 'https://new.example.org/', retrievedAt: '2026-11-28' },
    ]);
    expect(correctedValue('sources', [WIKI], correction(null))).toEqual([
      WIKI,
      { title: 'New', url: 'https://new.example.org/', kind: 'other', retrievedAt: '2026-11-28', supports: [] },
    ]);
    expect(correctedValue('sources', [WIKI], correction('https://other.example.org/'))).toBeUndefined();
    expect(correctedValue('sources', [WIKI], correction(WIKI.url, null))).toBeUndefined();
    expect(correctedValue('sources', [WIKI], { quote: WIKI.url, proposedText: 'New', sourceUrl: 'https://new.example.org/' })).toBeUndefined();
  });

  it('replaces the named context note or adds one, always with a source', () => {
    expect(correctedValue('contextNotes', [NOTE], correction(` ${NOTE.text} `))).toEqual([{ text: 'New', sourceUrl: 'https://new.example.org/' }]);
    expect(correctedValue('contextNotes', [NOTE], correction(null))).toEqual([NOTE, { text: 'New', sourceUrl: 'https://new.example.org/' }]);
    expect(correctedValue('contextNotes', [NOTE], correction(null, null))).toBeUndefined();
  });
});
