import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { getExpertOwner, setExpertOwner } from '../db/queries/expert-owners.ts';
import { createExpert, getExpertById } from '../db/queries/experts.ts';
import { getLatestVersion } from '../db/queries/versions.ts';
import { activityLog, expertOwners, profileClaims } from '../db/schema.ts';
import { CLAIM_MESSAGES, type ClaimPageInfo, type QueuedClaim } from '../domain/claims.ts';
import type { ExpertProfile } from '../domain/entities.ts';
import type { ExpertIdentifiers, ExpertSource } from '../domain/provenance.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { signUpAs } from './helpers/admin.ts';
import { expertProfile } from './helpers/factories.ts';
import { orcidRoundTrip, redirectedTo } from './helpers/orcid-flow.ts';
import { startOrcidServer } from './helpers/orcid-server.ts';
import { cookieJar } from './helpers/second-factor.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Claiming a profile (issue 36 §1) through the API on a real libSQL file, with ORCID and the mail
 * met by loopback servers: an iD equal to the profile's is verified at once, any other waits in
 * the Claims queue (iD, ORCID's name, the account's e-mail) until an editor approves it (which
 * records the iD on the profile as a version) or rejects it; the institutional e-mail path; a
 * second claim names the first owner; editors remove owners; and nobody but an editor decides
 * anything, whichever id they try.
 */

const orcid = await startOrcidServer();
const smtp = await startSmtpServer();
afterAll(orcid.close);
afterAll(() => smtp.stop());

const env = { ...orcid.env(TEST_ORIGIN), SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>' };
const t = await createTestApp(env, { mail: createNodeMailer(parseConfig({ ...env, SITE_URL: TEST_ORIGIN }), '/nonexistent/outbox') });
const editor = await signUpAs(t, 'editor');

let serial = 0;
function orcidPerson(name = 'Josiah Carberry') {
  serial += 1;
  orcid.control.person = { orcid: `0000-0002-${String(2000 + serial)}-009${serial % 10}`, name };
  return orcid.control.person;
}

function makeProfile(options: { orcid?: string | null; profile?: Partial<ExpertProfile>; sources?: ExpertSource[] } = {}) {
  const identifiers: ExpertIdentifiers = { wikidata: null, orcid: options.orcid ?? null, openalex: null };
  return createExpert(
    t.db,
    expertProfile(options.profile),
    { reason: 'create', actor: null, at: new Date() },
    {},
    { identifiers, sources: options.sources ?? [] },
  );
}

async function queue(): Promise<QueuedClaim[]> {
  const res = await t.request('GET', '/api/admin/claims', { cookie: editor.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as QueuedClaim[];
}

async function claimPage(slug: string, cookie?: string): Promise<ClaimPageInfo> {
  const res = await t.request('GET', `/api/claims/${slug}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ClaimPageInfo;
}

async function entries(action: string, entityId: number | string) {
  return t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, action), eq(activityLog.entityId, String(entityId))));
}

/** An account that claims `slug` with ORCID from its own browser: the callback's redirect. */
async function claimWithOrcid(account: { cookie: string }, slug: string): Promise<string> {
  return redirectedTo(await orcidRoundTrip(t, orcid, cookieJar(account.cookie), { claim: slug }));
}

/** The six-digit code the last mail to `to` carried. */
function mailedCode(to: string): string {
  const mail = smtp.received.findLast((message) => message.to.includes(to));
  const code = mail ? /: (\d{6})\b/.exec(decodeQuotedPrintable(mail.raw))?.[1] : undefined;
  if (!code) throw new Error(`No code was mailed to ${to}`);
  return code;
}

describe('a claim with ORCID', () => {
  it('is verified at once when the iD is the one the profile records', async () => {
    const person = orcidPerson();
    const expert = await makeProfile({ orcid: person.orcid });
    const account = await signUp(t);

    expect(await claimWithOrcid(account, expert.slug)).toBe(`/claim/${expert.slug}?claim=verified`);
    expect(await getExpertOwner(t.db, expert.id)).toMatchObject({ userId: account.user.id, verifiedVia: 'orcid', orcidId: person.orcid, approvedBy: null });
    expect(await claimPage(expert.slug, account.cookie)).toMatchObject({ ownership: 'yours', myClaim: { status: 'approved', method: 'orcid' } });
    expect((await queue()).filter((claim) => claim.expert.id === expert.id)).toEqual([]);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'claim.verified')).orderBy(activityLog.id);
    expect(entry).toMatchObject({ actorUserId: account.user.id });

    // Claiming again says it is theirs already.
    expect(await claimWithOrcid(account, expert.slug)).toBe(`/claim/${expert.slug}?claim=owned`);
  });

  it('waits for an editor when the profile records no iD, showing the iD, ORCID’s name and the account’s e-mail', async () => {
    const person = orcidPerson('Ana Lima');
    const expert = await makeProfile();
    const account = await signUp(t);
    expect(await claimWithOrcid(account, expert.slug)).toBe(`/claim/${expert.slug}?claim=pending`);
    expect(await getExpertOwner(t.db, expert.id)).toBeUndefined();
    const waiting = (await queue()).find((claim) => claim.expert.id === expert.id);
    expect(waiting).toMatchObject({
      method: 'orcid',
      orcidId: person.orcid,
      orcidName: 'Ana Lima',
      claimant: { email: account.email },
      currentOwner: null,
      expert: { recordedOrcid: null },
    });
    expect(await claimPage(expert.slug, account.cookie)).toMatchObject({ ownership: 'none', myClaim: { status: 'pending' } });
    expect(await claimWithOrcid(account, expert.slug)).toBe(`/claim/${expert.slug}?claim=alreadyPending`);
  });

  it('waits for an editor when the profile records another iD; approving makes the owner and records the iD through a saved version', async () => {
    const person = orcidPerson();
    const expert = await makeProfile({ orcid: '0000-0001-5109-3700' });
    const account = await signUp(t);
    expect(await claimWithOrcid(account, expert.slug)).toBe(`/claim/${expert.slug}?claim=pending`);
    const waiting = (await queue()).find((claim) => claim.expert.id === expert.id)!;
    expect(waiting.expert.recordedOrcid).toBe('0000-0001-5109-3700');

    const approved = await t.request('POST', `/api/admin/claims/${waiting.id}/approve`, { cookie: editor.cookie });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ message: CLAIM_MESSAGES.approved });
    expect(await getExpertOwner(t.db, expert.id)).toMatchObject({
      userId: account.user.id,
      verifiedVia: 'orcid',
      orcidId: person.orcid,
      approvedBy: editor.user.id,
    });
    expect((await getExpertById(t.db, expert.id))?.identifiers.orcid).toBe(person.orcid);
    const version = await getLatestVersion(t.db, 'expert', expert.id);
    expect(version).toMatchObject({ reason: 'claim', actor: { id: editor.user.id } });
    expect(version?.changedFields).toContain('identifiers');
    expect(await entries('claim.approved', waiting.id)).toHaveLength(1);
    expect(t.rebuild.reasons.length).toBeGreaterThan(0);

    // Decided once; the claimant hears of it by mail.
    expect((await t.request('POST', `/api/admin/claims/${waiting.id}/approve`, { cookie: editor.cookie })).status).toBe(409);
    await t.settled();
    expect(smtp.received.some((mail) => mail.to.includes(account.email) && decodeQuotedPrintable(mail.raw).includes('was approved'))).toBe(true);
  });

  it('is rejected with a reason the claimant reads', async () => {
    orcidPerson();
    const expert = await makeProfile();
    const account = await signUp(t);
    await claimWithOrcid(account, expert.slug);
    const waiting = (await queue()).find((claim) => claim.expert.id === expert.id)!;
    expect((await t.request('POST', `/api/admin/claims/${waiting.id}/reject`, { cookie: editor.cookie, body: {} })).status).toBe(400);
    const rejected = await t.request('POST', `/api/admin/claims/${waiting.id}/reject`, {
      cookie: editor.cookie,
      body: { reason: 'The iD belongs to someone else.' },
    });
    expect(rejected.status).toBe(200);
    expect(await getExpertOwner(t.db, expert.id)).toBeUndefined();
    expect(await claimPage(expert.slug, account.cookie)).toMatchObject({
      ownership: 'none',
      myClaim: { status: 'rejected', reason: 'The iD belongs to someone else.' },
    });
    expect(await entries('claim.rejected', waiting.id)).toHaveLength(1);
  });
});

describe('one owner per profile', () => {
  it('sends a second claim to the queue naming the first owner, even with the profile’s own iD; approving it replaces the owner', async () => {
    const recorded = orcidPerson();
    const expert = await makeProfile({ orcid: recorded.orcid });
    // The first owner came by another way (an editor's approval of an e-mail claim, say).
    const owner = await signUp(t);
    await setExpertOwner(t.db, {
      expertId: expert.id,
      userId: owner.user.id,
      verifiedVia: 'email',
      orcidId: null,
      approvedBy: editor.user.id,
      createdAt: new Date(),
    });

    // Someone with the profile's own iD, and someone with another: both wait, and the queue names the owner.
    const matching = await signUp(t);
    expect(await claimWithOrcid(matching, expert.slug)).toBe(`/claim/${expert.slug}?claim=pending`);
    orcidPerson();
    const other = await signUp(t);
    expect(await claimWithOrcid(other, expert.slug)).toBe(`/claim/${expert.slug}?claim=pending`);
    expect(await getExpertOwner(t.db, expert.id)).toMatchObject({ userId: owner.user.id });

    const waiting = (await queue()).filter((claim) => claim.expert.id === expert.id);
    expect(waiting.map((claim) => claim.claimant.email)).toEqual([matching.email, other.email]);
    for (const claim of waiting) expect(claim.currentOwner).toMatchObject({ userId: owner.user.id, email: owner.email, verifiedVia: 'email' });
    expect(await claimPage(expert.slug, other.cookie)).toMatchObject({ ownership: 'taken', myClaim: { status: 'pending' } });

    expect((await t.request('POST', `/api/admin/claims/${waiting[0]!.id}/approve`, { cookie: editor.cookie })).status).toBe(200);
    expect(await getExpertOwner(t.db, expert.id)).toMatchObject({ userId: matching.user.id, verifiedVia: 'orcid', orcidId: recorded.orcid });
    const [entry] = await entries('claim.approved', waiting[0]!.id);
    expect(entry?.summary).toContain(`replacing ${owner.email}`);
    // The other claim still waits, now naming the new owner.
    expect((await queue()).find((claim) => claim.id === waiting[1]!.id)?.currentOwner).toMatchObject({ email: matching.email });
  });

  it('lets an editor remove an owner, with its entry in the activity log', async () => {
    const person = orcidPerson();
    const expert = await makeProfile({ orcid: person.orcid });
    const owner = await signUp(t);
    await claimWithOrcid(owner, expert.slug);
    const owners = await t.request('GET', '/api/admin/claims/owners', { cookie: editor.cookie });
    expect(await owners.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ expert: expect.objectContaining({ id: expert.id }), owner: expect.objectContaining({ email: owner.email }) }),
      ]),
    );

    const removed = await t.request('DELETE', `/api/admin/claims/owners/${expert.id}`, { cookie: editor.cookie });
    expect(removed.status).toBe(200);
    expect(await getExpertOwner(t.db, expert.id)).toBeUndefined();
    const [entry] = await entries('expert.owner_removed', expert.id);
    expect(entry).toMatchObject({ actorUserId: editor.user.id, before: { owner: owner.email, verifiedVia: 'orcid' } });
    expect((await t.request('DELETE', `/api/admin/claims/owners/${expert.id}`, { cookie: editor.cookie })).status).toBe(404);
    // The profile takes claims again, and its iD still verifies at once.
    expect(await claimWithOrcid(owner, expert.slug)).toBe(`/claim/${expert.slug}?claim=verified`);
  });
});

describe('a claim by institutional e-mail', () => {
  const sources: ExpertSource[] = [
    { title: 'Staff page', url: 'https://www.biology.uni.example.edu/staff/ng', kind: 'institution', retrievedAt: '2026-11-01', supports: ['title'] },
  ];

  it('mails a code to an address at an official or institution website’s domain, and files a claim that waits', async () => {
    const expert = await makeProfile({
      profile: { referenceLinks: ['Official Website|https://ng-lab.example.org', 'https://www.linkedin.com/in/ng'] },
      sources,
    });
    const account = await signUp(t);
    const page = await claimPage(expert.slug, account.cookie);
    expect(page.emailDomains).toEqual(['ng-lab.example.org', 'biology.uni.example.edu']);

    const send = (email: string) => t.request('POST', `/api/claims/${expert.slug}/email`, { cookie: account.cookie, body: { email }, headers: freshAddress() });
    const refused = await send('ng@gmail.com');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: CLAIM_MESSAGES.emailDomainNotAllowed(page.emailDomains) });
    expect((await send('ng@linkedin.com')).status).toBe(400);

    const sent = await send('ng@uni.example.edu');
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ message: CLAIM_MESSAGES.codeSent('ng@uni.example.edu') });
    await t.settled();
    const code = mailedCode('ng@uni.example.edu');

    const confirm = (body: unknown) => t.request('POST', `/api/claims/${expert.slug}/email/confirm`, { cookie: account.cookie, body });
    const wrong = await confirm({ email: 'ng@uni.example.edu', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: CLAIM_MESSAGES.codeWrong });
    expect((await confirm({ email: 'other@uni.example.edu', code })).status).toBe(400);

    const filed = await confirm({ email: 'ng@uni.example.edu', code });
    expect(filed.status).toBe(201);
    expect(await filed.json()).toEqual({ outcome: 'pending', message: CLAIM_MESSAGES.pending });
    expect(await getExpertOwner(t.db, expert.id)).toBeUndefined();
    const waiting = (await queue()).find((claim) => claim.expert.id === expert.id)!;
    expect(waiting).toMatchObject({ method: 'email', email: 'ng@uni.example.edu', orcidId: null, claimant: { email: account.email } });

    // The code worked once.
    expect(await (await confirm({ email: 'ng@uni.example.edu', code })).json()).toEqual({ message: CLAIM_MESSAGES.codeExpired });

    expect((await t.request('POST', `/api/admin/claims/${waiting.id}/approve`, { cookie: editor.cookie })).status).toBe(200);
    expect(await getExpertOwner(t.db, expert.id)).toMatchObject({ userId: account.user.id, verifiedVia: 'email', orcidId: null });
  });

  it('stops a code after five wrong tries', async () => {
    const expert = await makeProfile({ sources });
    const account = await signUp(t);
    await t.request('POST', `/api/claims/${expert.slug}/email`, {
      cookie: account.cookie,
      body: { email: 'x@biology.uni.example.edu' },
      headers: freshAddress(),
    });
    await t.settled();
    const code = mailedCode('x@biology.uni.example.edu');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await t.request('POST', `/api/claims/${expert.slug}/email/confirm`, {
        cookie: account.cookie,
        body: { email: 'x@biology.uni.example.edu', code: wrongCode },
      });
    const late = await t.request('POST', `/api/claims/${expert.slug}/email/confirm`, {
      cookie: account.cookie,
      body: { email: 'x@biology.uni.example.edu', code },
    });
    expect(await late.json()).toEqual({ message: CLAIM_MESSAGES.codeExpired });
  });

  it('is not offered for a profile without an official or institution website', async () => {
    const expert = await makeProfile({ profile: { referenceLinks: ['https://twitter.com/someone'] } });
    const account = await signUp(t);
    expect((await claimPage(expert.slug)).emailDomains).toEqual([]);
    const res = await t.request('POST', `/api/claims/${expert.slug}/email`, { cookie: account.cookie, body: { email: 'a@example.org' } });
    expect(await res.json()).toEqual({ message: CLAIM_MESSAGES.noEmailDomains });
  });

  it('needs an account', async () => {
    const expert = await makeProfile({ sources });
    expect((await t.request('POST', `/api/claims/${expert.slug}/email`, { body: { email: 'a@uni.example.edu' } })).status).toBe(401);
  });
});

describe('the claim page and its refusals', () => {
  it('answers 404 for a profile the public does not see, and for an unknown one', async () => {
    const hidden = await createExpert(t.db, expertProfile(), { reason: 'create', actor: null, at: new Date() }, { published: false });
    expect((await t.request('GET', `/api/claims/${hidden.slug}`)).status).toBe(404);
    expect((await t.request('GET', '/api/claims/nobody-has-this-slug')).status).toBe(404);
    expect((await t.request('GET', `/api/auth/orcid?claim=${hidden.slug}`)).status).toBe(404);
    expect((await t.request('GET', '/api/claims/Not_A_Slug')).status).toBe(400);
  });

  it('lets nobody but an editor decide, whichever claim or profile id they try, and tells nobody another’s claim', async () => {
    orcidPerson();
    const expert = await makeProfile();
    const claimant = await signUp(t);
    await claimWithOrcid(claimant, expert.slug);
    const someone = await signUp(t);
    const contributor = await signUpAs(t, 'contributor');
    const claimIds = (await t.db.select({ id: profileClaims.id }).from(profileClaims)).map((row) => row.id);
    const expertIds = (await t.db.select({ id: expertOwners.expertId }).from(expertOwners)).map((row) => row.id);
    const before = { claims: await t.db.select().from(profileClaims), owners: await t.db.select().from(expertOwners) };

    for (const cookie of [someone.cookie, claimant.cookie, contributor.cookie]) {
      for (const id of [...claimIds, 987654]) {
        expect((await t.request('POST', `/api/admin/claims/${id}/approve`, { cookie })).status).toBe(403);
        expect((await t.request('POST', `/api/admin/claims/${id}/reject`, { cookie, body: { reason: 'no' } })).status).toBe(403);
      }
      for (const id of [...expertIds, expert.id, 987654]) expect((await t.request('DELETE', `/api/admin/claims/owners/${id}`, { cookie })).status).toBe(403);
      expect((await t.request('GET', '/api/admin/claims', { cookie })).status).toBe(403);
    }
    for (const id of claimIds) expect((await t.request('POST', `/api/admin/claims/${id}/approve`)).status).toBe(401);
    expect({ claims: await t.db.select().from(profileClaims), owners: await t.db.select().from(expertOwners) }).toEqual(before);

    // Another person's claim is not theirs to see on the claim page.
    expect(await claimPage(expert.slug, someone.cookie)).toMatchObject({ ownership: 'none', myClaim: null });
  });
});
