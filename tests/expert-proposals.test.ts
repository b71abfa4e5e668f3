import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { getExpertById } from '../db/queries/experts.ts';
import { imageCreditOf } from '../db/queries/site-pages.ts';
import { getLatestVersion } from '../db/queries/versions.ts';
import { activityLog, expertProposals, experts, storedImages } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { PHOTO_RIGHTS_STATEMENT, PROPOSAL_MESSAGES, type ExpertProposal } from '../domain/expert-proposals.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { UPLOAD_MESSAGES } from '../domain/messages.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAs, upload } from './helpers/admin.ts';
import { PNG_BYTES } from './helpers/image-server.ts';
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

describe('a photo in a proposal', () => {
  const CREDIT = { author: 'Jane Lens', licence: 'CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' };
  const STORED_CREDIT = { ...CREDIT, sourceName: null, sourceUrl: null, attributionRequired: true };
  const form = (bytes: Uint8Array, name = 'portrait.png', type = 'image/png') => {
    const body = new FormData();
    body.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return body;
  };
  const uploadPhoto = (id: number, body: FormData, cookie = owner.cookie) => upload(t, body, cookie, `/api/my-profile/${id}/photo`);
  const uploaded = async (id: number, body = form(PNG_BYTES)) => {
    const res = await uploadPhoto(id, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  };
  const accept = (id: number, body: unknown) => t.request('POST', `/api/admin/proposals/${id}/accept`, { cookie: editor.cookie, body });

  it('is uploaded without its metadata, proposed with a credit and the rights statement, and published with its credit once accepted', async () => {
    const expert = await ownedProfile('Dr. New Portrait');
    // A phone photo with its position in EXIF: stored without it, as an editor's upload is.
    const phone = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 90, g: 120, b: 150 } } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSMapDatum: 'WGS-84' } })
      .jpeg()
      .toBuffer();
    const imageUrl = await uploaded(expert.id, form(new Uint8Array(phone), 'me.jpg', 'image/jpeg'));
    const stored = Buffer.from((await t.deps.storage.get(imageUrl.split('/').at(-1)!)) as Uint8Array).toString('latin1');
    expect(['WGS-84', 'PhoneMaker'].filter((trace) => stored.includes(trace))).toEqual([]);
    // Uploaded is not published: the profile keeps its photo.
    expect((await getExpertById(t.db, expert.id))!.imageUrl).toBe(expert.imageUrl);

    await expectRefused(
      t,
      () => propose(expert.id, { photo: { imageUrl, credit: CREDIT } }),
      400,
      `photo.rightsHeld: ${PROPOSAL_MESSAGES.rightsRequired}`,
      proposals,
    );
    await expectRefused(t, () => propose(expert.id, { photo: { imageUrl, credit: CREDIT, rightsHeld: false } }), 400, undefined, proposals);
    await expectRefused(t, () => propose(expert.id, { photo: { imageUrl, rightsHeld: true } }), 400, undefined, proposals);
    const res = await propose(expert.id, { photo: { imageUrl, credit: CREDIT, rightsHeld: true } });
    expect(res.status).toBe(201);
    const { proposal } = (await res.json()) as { proposal: ExpertProposal };
    expect(proposal.changes).toEqual({ photo: { imageUrl, credit: STORED_CREDIT, rightsStatement: PHOTO_RIGHTS_STATEMENT } });
    // The editor sees the new photo beside the current one.
    const queued = (await queue()).find((entry) => entry.id === proposal.id);
    expect(queued).toMatchObject({ current: { imageUrl: expert.imageUrl }, changes: { photo: { imageUrl, credit: STORED_CREDIT } } });
    // A photo is accepted as sent: the editor cannot rewrite it.
    await expectRefused(
      t,
      () => accept(proposal.id, { fields: ['photo'], edits: { photo: { imageUrl: '/uploads/images/other.png' } } }),
      400,
      undefined,
      proposals,
    );

    expect((await accept(proposal.id, { fields: ['photo'] })).status).toBe(200);
    expect((await getExpertById(t.db, expert.id))!.imageUrl).toBe(imageUrl);
    expect(await imageCreditOf(t.db, imageUrl)).toEqual(STORED_CREDIT);
    expect(await getLatestVersion(t.db, 'expert', expert.id)).toMatchObject({ reason: 'proposal', actor: { id: owner.user.id } });
  });

  it('a rejected photo is never published, nor is one never proposed', async () => {
    const expert = await ownedProfile('Dr. Kept Portrait');
    const neverProposed = await uploaded(expert.id);
    const imageUrl = await uploaded(expert.id);
    const { proposal } = (await (await propose(expert.id, { photo: { imageUrl, credit: CREDIT, rightsHeld: true } })).json()) as { proposal: ExpertProposal };
    expect((await t.request('POST', `/api/admin/proposals/${proposal.id}/reject`, { cookie: editor.cookie, body: { reason: 'Too blurry.' } })).status).toBe(
      200,
    );
    expect((await getExpertById(t.db, expert.id))!.imageUrl).toBe(expert.imageUrl);
    for (const url of [imageUrl, neverProposed]) expect(await imageCreditOf(t.db, url)).toBeNull();
  });

  it('takes only a photo its owner uploaded for this profile', async () => {
    const expert = await ownedProfile('Dr. Own Photo Only');
    const otherOwned = await ownedProfile('Dr. Other Owned');
    const forTheOther = await uploaded(otherOwned.id);
    const editorsUpload = (await (await upload(t, form(PNG_BYTES), editor.cookie)).json()) as { imageUrl: string };
    for (const imageUrl of [forTheOther, editorsUpload.imageUrl, '/uploads/images/not-stored.png', 'https://elsewhere.example.org/me.png']) {
      await expectRefused(
        t,
        () => propose(expert.id, { photo: { imageUrl, credit: CREDIT, rightsHeld: true } }),
        400,
        PROPOSAL_MESSAGES.notUploaded,
        proposals,
      );
    }
  });

  it('uploads only for a profile the person owns (404 for every other id, 401 signed out), and only images within the size limit', async () => {
    const mine = await ownedProfile('Dr. Upload Guarded');
    const theirs = await ownedProfile('Dr. Upload Theirs', stranger.user.id);
    const unowned = await makeExpert(t.db);
    for (const id of [theirs.id, unowned.id, 999_999]) await expectRefused(t, () => uploadPhoto(id, form(PNG_BYTES)), 404, OWNER_TEXTS.notFound);
    for (const cookie of [stranger.cookie, editor.cookie])
      await expectRefused(t, () => uploadPhoto(mine.id, form(PNG_BYTES), cookie), 404, OWNER_TEXTS.notFound);
    await expectRefused(t, () => upload(t, form(PNG_BYTES), undefined, `/api/my-profile/${mine.id}/photo`), 401);
    await expectRefused(t, () => uploadPhoto(mine.id, form(new TextEncoder().encode('not an image'), 'me.png')), 415, UPLOAD_MESSAGES.unsupportedType);
    await expectRefused(t, () => uploadPhoto(mine.id, form(new Uint8Array(6 * 1024 * 1024), 'huge.png')), 413, UPLOAD_MESSAGES.tooLarge);
    await expectRefused(t, () => uploadPhoto(mine.id, new FormData()), 400, UPLOAD_MESSAGES.missing);
  });

  it('counts uploads per person, refused ones too', async () => {
    const busy = await signUp(t);
    const expert = await ownedProfile('Dr. Many Photos', busy.user.id);
    expect((await uploadPhoto(expert.id, form(PNG_BYTES), busy.cookie)).status).toBe(201);
    const notAnImage = form(new TextEncoder().encode('not an image'), 'me.png');
    for (let n = 1; n < RATE_LIMITS.proposalPhotosPerUser.max; n++) expect((await uploadPhoto(expert.id, notAnImage, busy.cookie)).status).toBe(415);
    const images = () => t.db.select().from(storedImages);
    const res = await expectRefused(t, () => uploadPhoto(expert.id, form(PNG_BYTES), busy.cookie), 429, undefined, images);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
