import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { loadExpertPage } from '../db/queries/site-pages.ts';
import { getExpertById } from '../db/queries/experts.ts';
import { activityLog, corrections, expertOwners, experts } from '../db/schema.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { CORRECTION_MESSAGES, type Correction } from '../domain/corrections.ts';
import { MESSAGES, REBUILD_REASONS } from '../domain/messages.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The expert's own page through the API (issue 36 §2): the profiles a person owns, and 'Still
 * accurate', which records today's date once a day, in the activity log, republishes the profile
 * and shows on its page; nobody else can confirm any profile, whatever id they try; 'Ask for a
 * change' to what others wrote, which lands in the corrections queue marked as from the owner.
 */

const clock = testClock(Date.parse('2026-11-28T09:00:00Z'));
const t = await createTestApp({}, { now: clock.now });
const owner = await signUp(t);
const stranger = await signUp(t);
const admin = await signUpAdmin(t);
const owned = await makeExpert(t.db, { name: 'Dr. Owned Profile' });
const others = await Promise.all([makeExpert(t.db, { name: 'Dr. Someone Else' }), makeExpert(t.db, { name: 'Dr. Third Person' })]);
await setExpertOwner(t.db, {
  expertId: owned.id,
  userId: owner.user.id,
  verifiedVia: 'orcid',
  orcidId: '0000-0002-1825-0097',
  approvedBy: null,
  createdAt: clock.now(),
});

const confirm = (id: number, cookie = owner.cookie) => t.request('POST', `/api/my-profile/${id}/confirm`, { cookie });
const ask = (id: number, body: unknown, cookie = owner.cookie) => t.request('POST', `/api/my-profile/${id}/change-requests`, { cookie, body });
const entries = () =>
  t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, 'expert.confirmed'), eq(activityLog.entityId, String(owned.id))));
const confirmedAt = async () => (await t.db.select().from(expertOwners).where(eq(expertOwners.expertId, owned.id)))[0]?.confirmedAt ?? null;

describe('/api/my-profile', () => {
  it('lists the profiles the person owns, and none for anyone else', async () => {
    const mine = await t.request('GET', '/api/my-profile', { cookie: owner.cookie });
    expect(await mine.json()).toEqual({
      profiles: [
        {
          expertId: owned.id,
          name: 'Dr. Owned Profile',
          title: owned.title,
          path: `/${owned.slug}`,
          published: true,
          verifiedVia: 'orcid',
          orcidId: '0000-0002-1825-0097',
          confirmedAt: null,
          values: {
            title: owned.title,
            longevityContribution: owned.longevityContribution,
            biography: owned.biography,
            referenceLinks: owned.referenceLinks,
            books: owned.books,
            scienceHighlights: owned.scienceHighlights,
            youtubeEmbeds: owned.youtubeEmbeds,
          },
          imageUrl: owned.imageUrl,
          disclosures: [],
          sources: owned.sources,
          contextNotes: [],
          identifiers: owned.identifiers,
        },
      ],
    });
    expect(await (await t.request('GET', '/api/my-profile', { cookie: stranger.cookie })).json()).toEqual({ profiles: [] });
    expect((await t.request('GET', '/api/my-profile')).status).toBe(401);
  });

  it('records "Still accurate" today, once a day, with its activity entry and a republish; the page data then carries the date', async () => {
    const rebuilds = t.rebuild.reasons.length;
    const res = await confirm(owned.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ confirmedAt: clock.now().toISOString() });
    expect(await confirmedAt()).toEqual(clock.now());
    expect(await entries()).toEqual([expect.objectContaining({ actorUserId: owner.user.id, actorEmail: owner.email, entityType: 'expert' })]);
    expect(t.rebuild.reasons.slice(rebuilds)).toEqual([REBUILD_REASONS.ownerConfirmed('Dr. Owned Profile')]);
    const page = await loadExpertPage(t.db, owned.slug, clock.now());
    expect(page?.owner).toEqual({ verifiedVia: 'orcid', confirmedAt: clock.now().toISOString() });

    // Later the same day: the same date, nothing new recorded or rebuilt.
    const first = clock.now().toISOString();
    clock.advance(60 * 60_000);
    expect(await (await confirm(owned.id)).json()).toEqual({ confirmedAt: first });
    expect(await entries()).toHaveLength(1);
    expect(t.rebuild.reasons.slice(rebuilds)).toHaveLength(1);

    // The next day it is confirmed again.
    clock.advance(24 * 60 * 60_000);
    expect(await (await confirm(owned.id)).json()).toEqual({ confirmedAt: clock.now().toISOString() });
    expect(await entries()).toHaveLength(2);
  });

  it('answers 404 to anyone confirming a profile they do not own (whatever the id), 401 signed out, 400 for a malformed id; nothing changes', async () => {
    const before = await confirmedAt();
    const rows = () => t.db.select().from(expertOwners);
    for (const id of [owned.id, ...others.map((other) => other.id), 999_999]) {
      await expectRefused(t, () => confirm(id, stranger.cookie), 404, OWNER_TEXTS.notFound, rows);
      await expectRefused(t, () => confirm(id, admin.cookie), 404, OWNER_TEXTS.notFound, rows);
    }
    for (const other of others) await expectRefused(t, () => confirm(other.id), 404, OWNER_TEXTS.notFound, rows);
    await expectRefused(t, () => t.request('POST', `/api/my-profile/${owned.id}/confirm`), 401, undefined, rows);
    await expectRefused(t, () => confirm(Number.NaN), 400, undefined, rows);
    expect(await confirmedAt()).toEqual(before);
  });

  it('asks for a change to what others wrote: a correction from the owner in the editors’ queue, recorded', async () => {
    const source = { title: 'Old faculty page', url: 'https://old.example.edu/owned', kind: 'institution' as const, retrievedAt: '2026-01-01', supports: [] };
    await t.db
      .update(experts)
      .set({ sources: [source] })
      .where(eq(experts.id, owned.id));
    const res = await ask(owned.id, { part: 'sources', entry: source.url, reason: 'This page moved.', sourceUrl: 'https://new.example.edu/owned' });
    expect(res.status).toBe(201);
    const { correction } = (await res.json()) as { correction: Correction };
    const queue = (await (await t.request('GET', '/api/admin/corrections', { cookie: admin.cookie })).json()) as Correction[];
    expect(queue.find((entry) => entry.id === correction.id)).toMatchObject({
      status: 'pending',
      subject: 'Dr. Owned Profile',
      part: 'sources',
      quote: source.url,
      proposedText: 'This page moved.',
      sourceUrl: 'https://new.example.edu/owned',
      senderEmail: owner.email,
      fromAccount: true,
      fromOwner: true,
    });
    const asked = await t.db.select().from(activityLog).where(eq(activityLog.action, 'correction.asked_by_owner'));
    expect(asked).toEqual([expect.objectContaining({ actorUserId: owner.user.id, entityType: 'correction', entityId: String(correction.id) })]);

    // The identifiers: the editor writes their new value, and the profile has it.
    const ids = await ask(owned.id, { part: 'identifiers', reason: 'My ORCID iD is 0000-0002-1825-0097, not the one listed.' });
    const { correction: idRequest } = (await ids.json()) as { correction: Correction };
    const value = { wikidata: null, orcid: '0000-0002-1825-0097', openalex: null };
    const accepted = await t.request('POST', `/api/admin/corrections/${idRequest.id}/accept`, { cookie: admin.cookie, body: { value } });
    expect(accepted.status).toBe(200);
    expect((await getExpertById(t.db, owned.id))?.identifiers).toEqual(value);
  });

  it('refuses a change request without a reason, for a part not among the four, with a bad link or too long, or naming an entry not there; nothing is stored', async () => {
    const rows = () => t.db.select().from(corrections);
    await expectRefused(t, () => ask(owned.id, { part: 'contextNotes', reason: '   ' }), 400, CORRECTION_MESSAGES.ownerReasonRequired, rows);
    await expectRefused(t, () => ask(owned.id, { part: 'title', reason: 'Wrong.' }), 400, undefined, rows);
    await expectRefused(
      t,
      () => ask(owned.id, { part: 'disclosures', reason: 'Gone.', sourceUrl: 'javascript:alert(1)' }),
      400,
      `sourceUrl: ${MESSAGES.invalidUrl}`,
      rows,
    );
    await expectRefused(t, () => ask(owned.id, { part: 'disclosures', reason: 'x'.repeat(20_001) }), 400, undefined, rows);
    await expectRefused(
      t,
      () => ask(owned.id, { part: 'sources', entry: 'https://never.example.org', reason: 'Remove it.' }),
      400,
      CORRECTION_MESSAGES.entryGone,
      rows,
    );
    await expectRefused(t, () => ask(owned.id, { part: 'sources', reason: 'Why', slug: 'mine' }), 400, undefined, rows);
  });

  it('answers 404 to a change request for a profile the person does not own, 401 signed out', async () => {
    const rows = () => t.db.select().from(corrections);
    for (const id of [...others.map((other) => other.id), 999_999])
      await expectRefused(t, () => ask(id, { part: 'sources', reason: 'Mine?' }), 404, OWNER_TEXTS.notFound, rows);
    await expectRefused(t, () => ask(owned.id, { part: 'sources', reason: 'Mine?' }, stranger.cookie), 404, OWNER_TEXTS.notFound, rows);
    await expectRefused(
      t,
      () => t.request('POST', `/api/my-profile/${owned.id}/change-requests`, { body: { part: 'sources', reason: 'x' } }),
      401,
      undefined,
      rows,
    );
  });

  it('forgets a confirmation when the profile changes owner: the new owner has confirmed nothing yet', async () => {
    expect(await confirmedAt()).not.toBeNull();
    await setExpertOwner(t.db, {
      expertId: owned.id,
      userId: stranger.user.id,
      verifiedVia: 'email',
      orcidId: null,
      approvedBy: admin.user.id,
      createdAt: clock.now(),
    });
    expect(await confirmedAt()).toBeNull();
    expect((await loadExpertPage(t.db, owned.slug, clock.now()))?.owner).toEqual({ verifiedVia: 'email', confirmedAt: null });
  });
});
