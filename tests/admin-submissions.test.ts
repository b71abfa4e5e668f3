import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSubmission, type NewSubmission } from '../db/queries/submissions.ts';
import { experts, submissions } from '../db/schema.ts';
import type { Expert, Submission } from '../domain/entities.ts';
import { EXPERT_MESSAGES, MESSAGES } from '../domain/messages.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expectRefused } from './helpers/refused.ts';
import { makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);
const otherAdmin = await signUpAdmin(t);
const submitter = await signUp(t, { firstName: 'Sam', lastName: 'Submitter' });

let sequence = 0;
function makeSubmission(overrides: Partial<NewSubmission> = {}) {
  sequence += 1;
  return insertSubmission(t.db, {
    name: `Dr. Pending ${sequence}`,
    title: 'Professor of Biogerontology',
    categories: ['academic'],
    longevityContribution: 'Mapped how senescent cells drive tissue ageing.',
    biography: 'Line one.',
    referenceLinks: ['Official Website|https://pending.example.org'],
    submitterReason: 'A leader in the field.',
    submitterName: 'Sam Submitter',
    submitterEmail: submitter.email,
    submitterUserId: submitter.user.id,
    ...overrides,
  });
}

const profile = {
  name: 'Dr. Edited Name',
  title: 'Director of Ageing Research',
  categories: ['academic', 'clinician'],
  longevityContribution: 'Edited contribution.',
  biography: 'Edited biography.',
  referenceLinks: ['Official Website|https://edited.example.org'],
  books: ['Ageing Well|Dr. Edited Name|https://books.example.org/ageing-well'],
  scienceHighlights: ['Senolytics|Cleared senescent cells in mice.'],
  imageUrl: 'https://images.example.org/portrait.jpg',
  youtubeEmbeds: ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
  customGptUrl: 'https://chat.openai.com/g/g-example',
};

const approve = (id: number | string, body: unknown = {}, cookie = admin.cookie) => t.request('POST', `/api/admin/submissions/${id}/approve`, { body, cookie });
const reject = (id: number | string, body: unknown = {}, cookie = admin.cookie) => t.request('POST', `/api/admin/submissions/${id}/reject`, { body, cookie });
const edit = (id: number | string, body: unknown, cookie = admin.cookie) => t.request('PUT', `/api/admin/submissions/${id}`, { body, cookie });

describe('GET /api/admin/submissions', () => {
  it('lists every submission newest first with every stored field', async () => {
    const older = await makeSubmission();
    const newer = await makeSubmission();
    await t.db
      .update(submissions)
      .set({ submittedAt: new Date(Date.UTC(2025, 0, 1)) })
      .where(eq(submissions.id, older.id));
    const res = await t.request('GET', '/api/admin/submissions', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Submission[];
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((s) => s.id === older.id)).toEqual({
      ...older,
      submittedAt: '2025-01-01T00:00:00.000Z',
      possibleDuplicates: [],
    });
    expect(list[0]).toMatchObject({ submitterName: 'Sam Submitter', submitterEmail: submitter.email, submitterReason: 'A leader in the field.' });
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'title',
        'categories',
        'longevityContribution',
        'biography',
        'referenceLinks',
        'books',
        'scienceHighlights',
        'imageUrl',
        'youtubeEmbeds',
        'customGptUrl',
        'status',
        'submittedAt',
        'reviewedAt',
        'reviewNotes',
        'reviewNotesShared',
        'submitterName',
        'submitterEmail',
        'submitterReason',
        'expertId',
        'aiGenerated',
        'researchData',
        'possibleDuplicates',
      ].sort(),
    );
  });
});

describe('odd stored times never fail the list', () => {
  it("passes on the text 'now()' (shown as 'Recently') and '' for an unreadable time (shown as 'Unknown')", async () => {
    const literal = await makeSubmission();
    const garbage = await makeSubmission();
    const unreadableReview = await makeSubmission();
    // Raw SQL, as older code and hand edits wrote them: text where a number of milliseconds belongs.
    await t.db.run(sql`update submissions set submitted_at = 'now()' where id = ${literal.id}`);
    await t.db.run(sql`update submissions set submitted_at = 'yesterday-ish' where id = ${garbage.id}`);
    await t.db.run(sql`update submissions set status = 'rejected', reviewed_at = 'soon', submitted_at = 1e300 where id = ${unreadableReview.id}`);
    const res = await t.request('GET', '/api/admin/submissions', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Submission[];
    expect(list.find((s) => s.id === literal.id)?.submittedAt).toBe('now()');
    expect(list.find((s) => s.id === garbage.id)?.submittedAt).toBe('yesterday-ish');
    expect(list.find((s) => s.id === unreadableReview.id)).toMatchObject({ submittedAt: '', reviewedAt: '' });
    expect(list.length).toBeGreaterThanOrEqual(3);
    // The odd row can still be reviewed.
    expect((await approve(literal.id)).status).toBe(200);
    await t.db.delete(submissions).where(inArray(submissions.id, [literal.id, garbage.id, unreadableReview.id]));
  });
});

describe('POST /api/admin/submissions/{id}/approve', () => {
  it('creates the expert, marks the submission approved and asks for a rebuild', async () => {
    const pending = await makeSubmission({ name: 'Dr. Approved Person' });
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await approve(pending.id, { reviewNotes: '  Strong record.  ' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; submission: Submission; expert: Expert };
    expect(body.message).toBe('Submission approved');
    expect(body.expert).toMatchObject({
      slug: 'dr-approved-person',
      name: 'Dr. Approved Person',
      title: pending.title,
      categories: pending.categories,
      longevityContribution: pending.longevityContribution,
      referenceLinks: pending.referenceLinks,
      featured: false,
      featuredOrder: null,
    });
    expect(body.submission).toMatchObject({ id: pending.id, status: 'approved', reviewNotes: 'Strong record.', expertId: body.expert.id });
    expect(Date.parse(body.submission.reviewedAt!)).not.toBeNaN();
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, pending.id));
    expect(row).toMatchObject({ status: 'approved', reviewerUserId: admin.user.id, expertId: body.expert.id });
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual(['Submission approved: Dr. Approved Person']);
    const publicRead = await t.request('GET', `/api/experts/${body.expert.slug}`);
    expect(publicRead.status).toBe(200);
  });

  it('accepts an empty body and stores no notes', async () => {
    const pending = await makeSubmission();
    const res = await t.request('POST', `/api/admin/submissions/${pending.id}/approve`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { submission: Submission }).submission.reviewNotes).toBeNull();
  });

  it('never takes a slug a site route owns, nor one already taken', async () => {
    await makeExpert(t.db, { name: 'Taken Name' });
    const taken = await makeSubmission({ name: 'Taken Name' });
    const reserved = await makeSubmission({ name: 'Admin' });
    // The expert of that name is a possible duplicate: approving anyway is confirmed.
    const takenBody = (await (await approve(taken.id, { confirmDuplicate: true })).json()) as { expert: Expert };
    const reservedBody = (await (await approve(reserved.id)).json()) as { expert: Expert };
    expect(takenBody.expert.slug).toBe('taken-name-2');
    expect(reservedBody.expert.slug).toBe('admin-2');
  });

  it('answers 409 the second time and changes nothing', async () => {
    const pending = await makeSubmission();
    expect((await approve(pending.id)).status).toBe(200);
    await expectRefused(t, () => approve(pending.id), 409, 'This submission has already been reviewed');
    await expectRefused(t, () => reject(pending.id), 409, 'This submission has already been reviewed');
  });

  it('lets exactly one of two concurrent approvals create the expert', async () => {
    const pending = await makeSubmission({ name: 'Dr. Raced Approval' });
    const expertsBefore = await t.db.$count(experts);
    const reasonsBefore = t.rebuild.reasons.length;
    const results = await Promise.all([approve(pending.id), approve(pending.id, {}, otherAdmin.cookie)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await t.db.$count(experts)).toBe(expertsBefore + 1);
    expect(await t.db.$count(experts, eq(experts.name, 'Dr. Raced Approval'))).toBe(1);
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual(['Submission approved: Dr. Raced Approval']);
  });

  it('lets one of a concurrent approval and rejection win, leaving a consistent state', async () => {
    const pending = await makeSubmission({ name: 'Dr. Approve Or Reject' });
    const [approval, rejection] = await Promise.all([approve(pending.id), reject(pending.id, {}, otherAdmin.cookie)]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, pending.id));
    const created = await t.db.$count(experts, eq(experts.name, 'Dr. Approve Or Reject'));
    if (approval.status === 200)
      expect({ status: row?.status, created, linked: row?.expertId !== null }).toEqual({ status: 'approved', created: 1, linked: true });
    else expect({ status: row?.status, created, expertId: row?.expertId }).toEqual({ status: 'rejected', created: 0, expertId: null });
  });

  it('gives two same-named experts approved at once different slugs', async () => {
    const first = await makeSubmission({ name: 'Dr. Same Name' });
    const second = await makeSubmission({ name: 'Dr. Same Name' });
    const results = await Promise.all([approve(first.id, { confirmDuplicate: true }), approve(second.id, { confirmDuplicate: true })]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    const slugs = await Promise.all(results.map(async (res) => ((await res.json()) as { expert: Expert }).expert.slug));
    expect(slugs.sort()).toEqual(['dr-same-name', 'dr-same-name-2']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one or bad notes', async () => {
    await expectRefused(t, () => approve(987654), 404, 'Submission not found');
    await expectRefused(t, () => approve('abc'), 400, /positive whole number/);
    await expectRefused(t, () => approve('0'), 400, /positive whole number/);
    const pending = await makeSubmission();
    await expectRefused(t, () => approve(pending.id, { reviewNotes: 'x'.repeat(2001) }), 400, 'reviewNotes: must be at most 2000 characters long');
    await expectRefused(t, () => approve(pending.id, { reviewNotes: 42 }), 400, /^reviewNotes: /);
  });
});

describe('POST /api/admin/submissions/{id}/reject', () => {
  it('marks the submission rejected, creates no expert and asks for no rebuild', async () => {
    const pending = await makeSubmission();
    const expertsBefore = await t.db.$count(experts);
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await reject(pending.id, { reviewNotes: 'Not enough evidence.' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; submission: Submission };
    expect(body.message).toBe('Submission rejected');
    expect(body).not.toHaveProperty('expert');
    expect(body.submission).toMatchObject({ status: 'rejected', reviewNotes: 'Not enough evidence.', expertId: null });
    expect(body.submission.reviewedAt).toEqual(expect.any(String));
    expect(await t.db.$count(experts)).toBe(expertsBefore);
    expect(t.rebuild.reasons.length).toBe(reasonsBefore);
    await expectRefused(t, () => approve(pending.id), 409, 'This submission has already been reviewed');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectRefused(t, () => reject(987654), 404, 'Submission not found');
    await expectRefused(t, () => reject('1.5'), 400, /positive whole number/);
  });
});

describe('PUT /api/admin/submissions/{id}', () => {
  it('replaces the editable profile, keeps the submitter fields, and answers the submission', async () => {
    const pending = await makeSubmission();
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await edit(pending.id, {
      ...profile,
      referenceLinks: [...profile.referenceLinks, 'https://EDITED.example.org/', ''],
      submitterName: 'Mallory',
      submitterEmail: 'mallory@evil.example',
      submitterReason: 'forged',
      status: 'approved',
      expertId: 1,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; submission: Submission };
    expect(body.message).toBe('Submission updated');
    expect(body.submission).toEqual({ ...pending, ...profile, categories: ['academic', 'clinician'], possibleDuplicates: [] });
    // A pending submission is not public: editing it asks for no rebuild.
    expect(t.rebuild.reasons.length).toBe(reasonsBefore);
  });

  it('then approves with the edited profile', async () => {
    const pending = await makeSubmission();
    await edit(pending.id, profile);
    // The submission edited in the test before has the same name and still waits: a possible duplicate, confirmed.
    const { expert } = (await (await approve(pending.id, { reviewNotes: 'Approved after editing by admin', confirmDuplicate: true })).json()) as {
      expert: Expert;
    };
    expect(expert).toMatchObject({ ...profile, slug: expect.stringMatching(/^dr-edited-name/) });
  });

  it('answers 409 for a reviewed submission, 404 for an unknown one, 400 for a malformed id', async () => {
    const reviewed = await makeSubmission();
    await reject(reviewed.id);
    await expectRefused(t, () => edit(reviewed.id, profile), 409, 'This submission has already been reviewed');
    await expectRefused(t, () => edit(987654, profile), 404, 'Submission not found');
    await expectRefused(t, () => edit('x', profile), 400, /positive whole number/);
  });

  it('validates the profile as the expert editor does', async () => {
    const pending = await makeSubmission();
    await expectRefused(t, () => edit(pending.id, { ...profile, categories: [] }), 400, MESSAGES.submissionMissingInformation);
    await expectRefused(t, () => edit(pending.id, { ...profile, books: ['a', 'b', 'c', 'd'] }), 400, 'You can add at most 3 books');
    await expectRefused(t, () => edit(pending.id, { ...profile, imageUrl: 'data:image/png;base64,AAAA' }), 400, EXPERT_MESSAGES.imageDataUrl);
    await expectRefused(t, () => edit(pending.id, { ...profile, referenceLinks: ['Site|notaurl'] }), 400, MESSAGES.invalidUrl);
  });
});
