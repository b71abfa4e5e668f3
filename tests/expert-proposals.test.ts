import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { getExpertById } from '../db/queries/experts.ts';
import { getLatestVersion } from '../db/queries/versions.ts';
import { activityLog, expertProposals, experts } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { PROPOSAL_MESSAGES, type ExpertProposal } from '../domain/expert-proposals.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAs } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Proposed changes (issue 36 §2) through the API on a real libSQL file, with the mail met by a
 * loopback SMTP server: an owner proposes only for their own profile (404 for every other id),
 * only the fields that are theirs (a slug, status, identifier or disclosure change is refused by
 * name), by the editor's rules, a few a day, one waiting at a time; an editor accepts some fields
 * (edited first) as a version the owner authored, or rejects with a reason; the owner is mailed.
 */

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>' };
const t = await createTestApp(env, { mail: createNodeMailer(parseConfig({ ...env, SITE_URL: TEST_ORIGIN }), '/nonexistent/outbox') });
const owner = await signUp(t);
const stranger = await signUp(t);
const editor = await signUpAs(t, 'editor');
const contributor = await signUpAs(t, 'contributor');

async function ownedProfile(name: string, userId = owner.user.id) {
  const expert = await makeExpert(t.db, {
    name,
    referenceLinks: ['Official Website|https://owned.example.org'],
  });
  const disclosures = [{ kind: 'founder' as const, text: 'Co-founded Example Bio.', sourceUrl: 'https://news.example.org/example-bio' }];
  await t.db.update(experts).set({ disclosures }).where(eq(experts.id, expert.id));
  await setExpertOwner(t.db, { expertId: expert.id, userId, verifiedVia: 'orcid', orcidId: null, approvedBy: null, createdAt: new Date() });
  return (await getExpertById(t.db, expert.id))!;
}

const propose = (id: number, body: unknown, cookie = owner.cookie) => t.request('POST', `/api/my-profile/${id}/proposals`, { cookie, body });
const queue = async () => (await (await t.request('GET', '/api/admin/proposals', { cookie: editor.cookie })).json()) as ExpertProposal[];
const proposals = () => t.db.select().from(expertProposals);

describe('proposing changes to one’s own profile', () => {
  it('files only the changed fields, by the editor’s rules, and shows it in the queue beside the values now', async () => {
    const expert = await ownedProfile('Dr. Proposing Owner');
    const res = await propose(expert.id, {
      title: '  Professor of Healthy Ageing  ',
      biography: expert.biography,
      addDisclosures: [{ kind: 'adviser', text: 'Advises Example Longevity Inc.', sourceUrl: 'https://example-longevity.example.com/team' }],
      note: 'I moved to a new chair this year.',
    });
    expect(res.status).toBe(201);
    const { proposal } = (await res.json()) as { proposal: ExpertProposal };
    expect(proposal.changes).toEqual({
      title: 'Professor of Healthy Ageing',
      addDisclosures: [{ kind: 'adviser', text: 'Advises Example Longevity Inc.', sourceUrl: 'https://example-longevity.example.com/team' }],
    });
    const [queued] = (await queue()).filter((entry) => entry.expertId === expert.id);
    expect(queued).toMatchObject({
      status: 'pending',
      current: { title: expert.title },
      note: 'I moved to a new chair this year.',
      proposer: { email: owner.email },
    });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, 'proposal.filed'));
    expect(entries.at(-1)).toMatchObject({ actorUserId: owner.user.id, entityId: String(expert.id) });

    // One waiting at a time.
    await expectRefused(t, () => propose(expert.id, { title: 'Another title' }), 409, PROPOSAL_MESSAGES.alreadyPending, proposals);
  });

  it('refuses what is not the owner’s to change, by name, and values the editor’s rules refuse; nothing is stored', async () => {
    const expert = await ownedProfile('Dr. Careful Owner');
    for (const key of ['slug', 'status', 'published', 'identifiers', 'sources', 'contextNotes', 'disclosures', 'categories', 'featured']) {
      await expectRefused(t, () => propose(expert.id, { title: 'New', [key]: [] }), 400, `${key}: ${PROPOSAL_MESSAGES.notProposable}`, proposals);
    }
    await expectRefused(t, () => propose(expert.id, { title: expert.title }), 400, PROPOSAL_MESSAGES.nothingChanged, proposals);
    await expectRefused(t, () => propose(expert.id, { title: '' }), 400, undefined, proposals);
    await expectRefused(t, () => propose(expert.id, { referenceLinks: ['javascript:alert(1)'] }), 400, undefined, proposals);
    await expectRefused(t, () => propose(expert.id, { title: 'x'.repeat(30_000) }), 400, undefined, proposals);
    await expectRefused(t, () => propose(expert.id, { books: { nested: { deeper: true } } }), 400, undefined, proposals);
    await expectRefused(t, () => propose(expert.id, { addDisclosures: [{ kind: 'owner', text: 'x', sourceUrl: 'nope' }] }), 400, undefined, proposals);
  });

  it('answers 404 for every profile the person does not own, 401 signed out', async () => {
    const mine = await ownedProfile('Dr. Mine Alone');
    const others = [await makeExpert(t.db), await ownedProfile('Dr. Someone Else', stranger.user.id)];
    for (const id of [...others.map((expert) => expert.id), 999_999]) {
      await expectRefused(t, () => propose(id, { title: 'Mine now' }), 404, OWNER_TEXTS.notFound, proposals);
      expect((await t.request('GET', `/api/my-profile/${id}/proposals`, { cookie: owner.cookie })).status).toBe(404);
    }
    for (const cookie of [stranger.cookie, editor.cookie])
      await expectRefused(t, () => propose(mine.id, { title: 'Theirs' }, cookie), 404, OWNER_TEXTS.notFound, proposals);
    await expectRefused(t, () => t.request('POST', `/api/my-profile/${mine.id}/proposals`, { body: { title: 'x' } }), 401, undefined, proposals);
    // Only editors decide: a contributor and the owner get 403.
    for (const cookie of [contributor.cookie, owner.cookie]) expect((await t.request('GET', '/api/admin/proposals', { cookie })).status).toBe(403);
  });

  it('is rate-limited per person', async () => {
    const busy = await signUp(t);
    const owned: Expert[] = [];
    for (let n = 0; n <= RATE_LIMITS.proposalsPerUser.max; n++) owned.push(await ownedProfile(`Dr. Busy ${n}`, busy.user.id));
    for (const expert of owned.slice(0, -1)) expect((await propose(expert.id, { title: `Busy ${expert.id}` }, busy.cookie)).status).toBe(201);
    const res = await expectRefused(t, () => propose(owned.at(-1)!.id, { title: 'One too many' }, busy.cookie), 429, undefined, proposals);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('deciding a proposal', () => {
  it('accepts some fields, edited first, as a version the owner authored; mails the owner', async () => {
    const expert = await ownedProfile('Dr. Partly Accepted');
    const { proposal } = (await (
      await propose(expert.id, {
        title: 'Professor of Proposals',
        biography: 'A new biography.',
        addDisclosures: [{ kind: 'equity', text: 'Holds shares in Example Co.', sourceUrl: 'https://example.com/filing' }],
      })
    ).json()) as { proposal: ExpertProposal };

    await expectRefused(
      t,
      () => t.request('POST', `/api/admin/proposals/${proposal.id}/accept`, { cookie: editor.cookie, body: { fields: ['longevityContribution'] } }),
      400,
      PROPOSAL_MESSAGES.notInProposal('Longevity contribution'),
      proposals,
    );
    const res = await t.request('POST', `/api/admin/proposals/${proposal.id}/accept`, {
      cookie: editor.cookie,
      body: { fields: ['title', 'addDisclosures'], edits: { title: 'Professor of Proposals, Example University' } },
    });
    expect(res.status).toBe(200);
    const saved = (await getExpertById(t.db, expert.id))!;
    expect(saved.title).toBe('Professor of Proposals, Example University');
    expect(saved.biography).toBe(expert.biography);
    expect(saved.disclosures).toEqual([
      ...expert.disclosures,
      { kind: 'equity', text: 'Holds shares in Example Co.', sourceUrl: 'https://example.com/filing' },
    ]);
    expect(await getLatestVersion(t.db, 'expert', expert.id)).toMatchObject({ reason: 'proposal', actor: { id: owner.user.id, email: owner.email } });
    const [row] = await t.db.select().from(expertProposals).where(eq(expertProposals.id, proposal.id));
    expect(row).toMatchObject({ status: 'partly_accepted', acceptedFields: ['title', 'addDisclosures'], decidedBy: editor.user.id });

    await t.settled();
    const mail = smtp.received.findLast((message) => message.to.includes(owner.email));
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('accepted some of your proposed changes to the profile of Dr. Partly Accepted');
    // Decided once.
    await expectRefused(
      t,
      () => t.request('POST', `/api/admin/proposals/${proposal.id}/reject`, { cookie: editor.cookie, body: { reason: 'Late' } }),
      409,
      PROPOSAL_MESSAGES.alreadyDecided,
    );
  });

  it('of two editors accepting at once, one decides and one version is written', async () => {
    const expert = await ownedProfile('Dr. Twice Accepted');
    const { proposal } = (await (await propose(expert.id, { title: 'Accepted Once' })).json()) as { proposal: ExpertProposal };
    const before = (await getLatestVersion(t.db, 'expert', expert.id))!.number;
    const accept = () => t.request('POST', `/api/admin/proposals/${proposal.id}/accept`, { cookie: editor.cookie, body: { fields: ['title'] } });
    const statuses = (await Promise.all([accept(), accept()])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await getLatestVersion(t.db, 'expert', expert.id))!.number).toBe(before + 1);
  });

  it('rejects with a reason the owner reads on their page and in the mail', async () => {
    const expert = await ownedProfile('Dr. Rejected Proposal');
    const { proposal } = (await (await propose(expert.id, { title: 'Chief Everything Officer' })).json()) as { proposal: ExpertProposal };
    await expectRefused(
      t,
      () => t.request('POST', `/api/admin/proposals/${proposal.id}/reject`, { cookie: editor.cookie, body: { reason: '  ' } }),
      400,
      'reason: Please give a reason',
    );
    const res = await t.request('POST', `/api/admin/proposals/${proposal.id}/reject`, {
      cookie: editor.cookie,
      body: { reason: 'No source names this role.' },
    });
    expect(res.status).toBe(200);
    expect((await getExpertById(t.db, expert.id))!.title).toBe(expert.title);
    const mine = (await (await t.request('GET', `/api/my-profile/${expert.id}/proposals`, { cookie: owner.cookie })).json()) as ExpertProposal[];
    expect(mine[0]).toMatchObject({ id: proposal.id, status: 'rejected', reason: 'No source names this role.' });
    await t.settled();
    const mail = smtp.received.findLast((message) => message.to.includes(owner.email));
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain('No source names this role.');
    // A new proposal may follow.
    expect((await propose(expert.id, { title: 'Professor' })).status).toBe(201);
  });
});
