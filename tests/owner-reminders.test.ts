import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { runScheduledJob, CRONS } from '../api/scheduled-jobs.ts';
import { sendOwnerReminders } from '../api/services/owner-reminders.ts';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { activityLog, expertOwners, experts, users } from '../db/schema.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { OWNER_REMINDERS, REMINDER_MESSAGES } from '../domain/owner-reminders.ts';
import { signUp } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * The six-monthly reminder to a profile's owner (issue 36 §2), sent through a loopback SMTP server
 * on a driven clock: due six months after the claim (or the last confirmation), sent once per
 * period by the Node scheduler's job and the Worker's cron alike, with List-Unsubscribe; its signed
 * link confirms without signing in, its other link stops the reminders; a tampered or expired link
 * is refused and changes nothing.
 */

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const clock = testClock(Date.parse('2026-01-05T10:00:00Z'));
const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>' };
const t = await createTestApp(env, { now: clock.now, mail: createNodeMailer(parseConfig({ ...env, SITE_URL: TEST_ORIGIN }), '/nonexistent/outbox') });
const owner = await signUp(t);
// Accounts for the later cases, made while the test clock is near the real one (a session cookie may not expire beyond 400 days from now).
const laterOwners = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
const expert = await makeExpert(t.db, { name: 'Dr. Reminded Owner' });
await setExpertOwner(t.db, { expertId: expert.id, userId: owner.user.id, verifiedVia: 'orcid', orcidId: null, approvedBy: null, createdAt: clock.now() });

const remindersTo = (email = owner.email) => smtp.received.filter((mail) => mail.to.includes(email) && mail.raw.includes('still accurate'));
/** The token of the last reminder's link for `purpose`. */
function tokenOf(purpose: 'confirm' | 'unsubscribe', email = owner.email): string {
  const text = decodeQuotedPrintable(remindersTo(email).at(-1)?.raw ?? '');
  const token = new RegExp(`/my-profile\\?${purpose}=([0-9a-f.]+)`).exec(text)?.[1];
  if (!token) throw new Error(`No ${purpose} link in the last reminder`);
  return token;
}
const ownerRow = async () => (await t.db.select().from(expertOwners).where(eq(expertOwners.expertId, expert.id)))[0]!;
const rows = () => t.db.select().from(expertOwners);

describe('owner reminders', () => {
  it('are not sent before six months, then once per period by either runner, with one-click unsubscribe headers', async () => {
    clock.advance(OWNER_REMINDERS.intervalMs - 60_000);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 0 });
    clock.advance(60_000);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 1 });
    // The Worker's cron runs the same job: nothing more this period.
    expect(await runScheduledJob(t.deps, CRONS.ownerReminders)).toBe('[reminders] {"sent":0}');
    expect(remindersTo()).toHaveLength(1);
    // Long headers come folded onto the next line (RFC 5322): unfolded, each is one line.
    const raw = remindersTo()[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/my-profile\/reminders\/unsubscribe\?token=[0-9a-f.]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(decodeQuotedPrintable(raw)).toContain('the profile of Dr. Reminded Owner');
  });

  it('confirms from the link without signing in; a tampered link is refused and changes nothing', async () => {
    const token = tokenOf('confirm');
    const tampered = token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    await expectRefused(t, () => t.request('POST', '/api/my-profile/reminders/confirm', { body: { token: tampered } }), 400, REMINDER_MESSAGES.badLink, rows);
    // A link made to stop the reminders does not confirm.
    await expectRefused(
      t,
      () => t.request('POST', '/api/my-profile/reminders/confirm', { body: { token: tokenOf('unsubscribe') } }),
      400,
      REMINDER_MESSAGES.badLink,
      rows,
    );
    const res = await t.request('POST', '/api/my-profile/reminders/confirm', { body: { token } });
    expect(res.status).toBe(200);
    expect((await ownerRow()).confirmedAt).toEqual(clock.now());
    // Six months after the confirmation, the next reminder.
    clock.advance(OWNER_REMINDERS.intervalMs - 60_000);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 0 });
    clock.advance(60_000);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 1 });
  });

  it('stops with the one-click unsubscribe (as a mail client posts it), is recorded, and no reminder follows', async () => {
    const token = tokenOf('unsubscribe');
    // As RFC 8058 has a mail provider post it: a form body, no Origin header, no cookie.
    const res = await t.app.request(`/api/my-profile/reminders/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await res.json()).toEqual({ message: REMINDER_MESSAGES.unsubscribed });
    expect((await ownerRow()).remindersOff).toBe(true);
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'expert.reminders_off'), eq(activityLog.entityId, String(expert.id))));
    expect(entries).toHaveLength(1);
    clock.advance(2 * OWNER_REMINDERS.intervalMs);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 0 });
  });

  it('refuses an expired link with 410', async () => {
    const token = tokenOf('confirm');
    clock.advance(OWNER_REMINDERS.linkMs);
    await expectRefused(t, () => t.request('POST', '/api/my-profile/reminders/confirm', { body: { token } }), 410, REMINDER_MESSAGES.expiredLink, rows);
  });
});

describe('owner reminders that cannot or should not go', () => {
  /** An owner of a new profile, claimed now. */
  async function newOwner(name: string, state: { published?: boolean } = {}) {
    const person = laterOwners.shift()!;
    const profile = await makeExpert(t.db, { name }, undefined, state);
    await setExpertOwner(t.db, { expertId: profile.id, userId: person.user.id, verifiedVia: 'orcid', orcidId: null, approvedBy: null, createdAt: clock.now() });
    const row = async () => (await t.db.select().from(expertOwners).where(eq(expertOwners.expertId, profile.id)))[0]!;
    return { person, profile, row };
  }

  it('a reminder whose mail fails gives its period back, and the next run sends it', async () => {
    const { person, row } = await newOwner('Dr. Unreachable For Now');
    // A mail server that is down: its port is closed.
    const down = await startSmtpServer();
    await down.stop();
    const failing = createNodeMailer(parseConfig({ ...env, SMTP_URL: down.url, SITE_URL: TEST_ORIGIN }), '/nonexistent/outbox');
    clock.advance(OWNER_REMINDERS.intervalMs);
    expect(await sendOwnerReminders({ ...t.deps, mail: failing })).toEqual({ sent: 0 });
    expect((await row()).remindedAt).toBeNull();
    expect(remindersTo(person.email)).toHaveLength(0);
    expect(await sendOwnerReminders(t.deps)).toEqual({ sent: 1 });
    expect(remindersTo(person.email)).toHaveLength(1);
    expect((await row()).remindedAt).toEqual(clock.now());
  });

  it('none for a hidden profile or a deactivated account, and their links stop working', async () => {
    const hidden = await newOwner('Dr. Hidden Profile', { published: false });
    const leaving = await newOwner('Dr. Deactivated Owner');
    const staying = await newOwner('Dr. Still Here');
    await t.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, leaving.person.user.id));
    clock.advance(OWNER_REMINDERS.intervalMs);
    await sendOwnerReminders(t.deps);
    expect(remindersTo(staying.person.email)).toHaveLength(1);
    expect(remindersTo(hidden.person.email)).toHaveLength(0);
    expect(remindersTo(leaving.person.email)).toHaveLength(0);
    expect((await hidden.row()).remindedAt).toBeNull();
    expect((await leaving.row()).remindedAt).toBeNull();

    // The profile is hidden after its reminder went: neither link works any more.
    const confirm = tokenOf('confirm', staying.person.email);
    const unsubscribe = tokenOf('unsubscribe', staying.person.email);
    const confirmLink = () => t.request('POST', '/api/my-profile/reminders/confirm', { body: { token: confirm } });
    const unsubscribeLink = () => t.request('POST', `/api/my-profile/reminders/unsubscribe?token=${unsubscribe}`);
    await t.db.update(experts).set({ published: false }).where(eq(experts.id, staying.profile.id));
    await expectRefused(t, confirmLink, 404, OWNER_TEXTS.notFound, rows);
    await expectRefused(t, unsubscribeLink, 404, OWNER_TEXTS.notFound, rows);
    // Public again, but the account is deactivated: still refused.
    await t.db.update(experts).set({ published: true }).where(eq(experts.id, staying.profile.id));
    await t.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, staying.person.user.id));
    await expectRefused(t, confirmLink, 404, OWNER_TEXTS.notFound, rows);
    await expectRefused(t, unsubscribeLink, 404, OWNER_TEXTS.notFound, rows);
    // Active again: the link confirms.
    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, staying.person.user.id));
    expect((await confirmLink()).status).toBe(200);
    expect((await staying.row()).confirmedAt).toEqual(clock.now());
  });
});
