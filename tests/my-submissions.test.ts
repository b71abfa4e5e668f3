import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import type { MySubmission } from '../domain/entities.ts';
import { MY_SUBMISSIONS_MESSAGES } from '../domain/messages.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeSubmission } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());

const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>', SITE_URL: TEST_ORIGIN };
const t = await createTestApp(env, { mail: createNodeMailer(parseConfig(env), '/nonexistent/outbox') });
const admin = await signUpAdmin(t);
const alice = await signUp(t);
const bob = await signUp(t);

const submissionOf = (owner: typeof alice, name: string) => makeSubmission(t.db, owner, { name });

const mine = async (cookie: string) => (await (await t.request('GET', '/api/submissions/mine', { cookie })).json()) as MySubmission[];

/** The decoded mail to `email` with `subject` about the expert `name`. */
async function mailTo(email: string, subject: string, name: string) {
  // The decision mail goes out after the response: it has been accepted once the app's background work settles.
  await t.settled();
  const found = smtp.received
    .map((message) => ({ to: message.to, text: decodeQuotedPrintable(message.raw) }))
    .find((message) => message.to.includes(email) && message.text.includes(`Subject: ${subject}`) && message.text.includes(name));
  if (!found) throw new Error(`No mail to ${email} about ${name}`);
  return found.text;
}

describe('GET /api/submissions/mine', () => {
  it('answers 401 when signed out', async () => {
    await expectRefused(t, () => t.request('GET', '/api/submissions/mine'), 401, 'Authentication required');
  });

  it("lists only the caller's submissions with their status, live profile and shared note", async () => {
    const pending = await submissionOf(alice, 'Dr. Pending');
    const approved = await submissionOf(alice, 'Dr. Approved');
    const rejected = await submissionOf(alice, 'Dr. Rejected');
    const private_ = await submissionOf(alice, 'Dr. Private Note');
    const bobs = await submissionOf(bob, 'Dr. Bob');

    const approval = await t.request('POST', `/api/admin/submissions/${approved.id}/approve`, {
      cookie: admin.cookie,
      body: { reviewNotes: 'Welcome aboard', reviewNotesShared: true },
    });
    const { expert } = (await approval.json()) as { expert: { slug: string } };
    await t.request('POST', `/api/admin/submissions/${rejected.id}/reject`, {
      cookie: admin.cookie,
      body: { reviewNotes: 'Needs peer-reviewed sources', reviewNotesShared: true },
    });
    await t.request('POST', `/api/admin/submissions/${private_.id}/reject`, {
      cookie: admin.cookie,
      body: { reviewNotes: 'Internal: duplicate of a spam account' },
    });

    const list = await mine(alice.cookie);
    expect(list.map((item) => item.id).sort()).toEqual([pending.id, approved.id, rejected.id, private_.id].sort());
    const byId = new Map(list.map((item) => [item.id, item]));
    expect(byId.get(pending.id)).toMatchObject({ status: 'pending', sharedNote: null, expertSlug: null });
    expect(byId.get(approved.id)).toMatchObject({ status: 'approved', sharedNote: 'Welcome aboard', expertSlug: expert.slug });
    expect(byId.get(rejected.id)).toMatchObject({ status: 'rejected', sharedNote: 'Needs peer-reviewed sources' });
    expect(byId.get(private_.id)).toMatchObject({ status: 'rejected', sharedNote: null });
    expect(JSON.stringify(list)).not.toContain('Internal');
    expect(JSON.stringify(list)).not.toContain('Dr. Bob');

    expect((await mine(bob.cookie)).map((item) => item.id)).toEqual([bobs.id]);
  });

  it("passes on an older row's stored time text ('now()') as the review screen does, not a blank", async () => {
    const literal = await submissionOf(bob, 'Dr. Literal Time');
    await t.db.run(sql`update submissions set submitted_at = 'now()' where id = ${literal.id}`);
    expect((await mine(bob.cookie)).find((item) => item.id === literal.id)?.submittedAt).toBe('now()');
  });

  it('refuses a non-boolean share flag', async () => {
    const pending = await submissionOf(alice, 'Dr. Flag');
    await expectRefused(
      t,
      () => t.request('POST', `/api/admin/submissions/${pending.id}/reject`, { cookie: admin.cookie, body: { reviewNotesShared: 'yes' } }),
      400,
      'reviewNotesShared: must be true or false',
    );
  });
});

describe('decision mails over SMTP', () => {
  it('mails the submitter on approval with the profile link and the shared note', async () => {
    const submission = await submissionOf(bob, 'Dr. Mailed Approval');
    const res = await t.request('POST', `/api/admin/submissions/${submission.id}/approve`, {
      cookie: admin.cookie,
      body: { reviewNotes: 'A fine suggestion', reviewNotesShared: true },
    });
    const { expert } = (await res.json()) as { expert: { slug: string } };
    const mail = await mailTo(bob.email, MY_SUBMISSIONS_MESSAGES.approvedSubject, 'Dr. Mailed Approval');
    expect(mail).toContain(`${TEST_ORIGIN}/${expert.slug}`);
    expect(mail).toContain('A fine suggestion');
    expect(mail).toContain(`${TEST_ORIGIN}/my-submissions`);
  });

  it('mails the submitter on rejection without a note the reviewer kept private', async () => {
    const submission = await submissionOf(alice, 'Dr. Mailed Rejection');
    await t.request('POST', `/api/admin/submissions/${submission.id}/reject`, { cookie: admin.cookie, body: { reviewNotes: 'Private reviewer remark' } });
    const mail = await mailTo(alice.email, MY_SUBMISSIONS_MESSAGES.rejectedSubject, 'Dr. Mailed Rejection');
    expect(mail).toContain('was not accepted');
    expect(mail).not.toContain('Private reviewer remark');
  });
});
