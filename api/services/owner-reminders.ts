import { encodeHexLowerCase } from '@oslojs/encoding';
import { findRemindableOwner, listOwnersDueReminder, moveReminder, stopReminders } from '../../db/queries/expert-owners.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { getUserById } from '../../db/queries/users.ts';
import { OWNER_TEXTS } from '../../domain/claims.ts';
import { OWNER_REMINDERS, ownerReminderText, REMINDER_MESSAGES, type ReminderPurpose } from '../../domain/owner-reminders.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, GoneError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { confirmProfile } from './my-profile.ts';
import { hmacSha256, sameSecret } from './signing.ts';
import { inTransaction } from './transaction.ts';

/**
 * The six-monthly reminder to profile owners (issue 36 §2), run by the Node scheduler and the
 * Worker's daily cron: each due owner gets one mail per period (taken with a conditional update,
 * so two runners never both send it, and given back when the mail fails, so the next run tries
 * again), with signed links that confirm the profile or stop the reminders without signing in. A
 * link names its purpose, owner and profile, and expires; it stops working once the profile is not
 * public or the account is deactivated, as the reminders stop.
 */

type ReminderDeps = Pick<AppDeps, 'db' | 'now' | 'rebuild' | 'mail' | 'config' | 'secretKey'>;

const TOKEN = /^(\d{1,12})\.(\d{1,12})\.(\d{13})\.([0-9a-f]{64})$/;

async function signature(deps: Pick<AppDeps, 'secretKey'>, purpose: ReminderPurpose, expertId: number, userId: number, expires: number): Promise<string> {
  return encodeHexLowerCase(await hmacSha256(deps.secretKey, `owner-reminder:${purpose}:${expertId}:${userId}:${expires}`));
}

export async function reminderToken(
  deps: Pick<AppDeps, 'secretKey'>,
  purpose: ReminderPurpose,
  expertId: number,
  userId: number,
  expires: number,
): Promise<string> {
  return `${expertId}.${userId}.${expires}.${await signature(deps, purpose, expertId, userId, expires)}`;
}

/** The owner and profile a link names: 400 when it was not made for this purpose by this server, 410 once expired. */
async function readToken(deps: Pick<AppDeps, 'secretKey' | 'now'>, purpose: ReminderPurpose, token: string): Promise<{ expertId: number; userId: number }> {
  const match = TOKEN.exec(token);
  if (!match) throw new BadRequestError(REMINDER_MESSAGES.badLink);
  const [expertId, userId, expires] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!sameSecret(match[4]!, await signature(deps, purpose, expertId, userId, expires))) throw new BadRequestError(REMINDER_MESSAGES.badLink);
  if (expires <= currentTime(deps).getTime()) throw new GoneError(REMINDER_MESSAGES.expiredLink);
  return { expertId, userId };
}

/** Sends the reminders that are due; answers how many went out. */
export async function sendOwnerReminders(deps: ReminderDeps): Promise<{ sent: number }> {
  const now = currentTime(deps);
  const due = await listOwnersDueReminder(deps.db, { dueBefore: new Date(now.getTime() - OWNER_REMINDERS.intervalMs), now, limit: OWNER_REMINDERS.batch });
  let sent = 0;
  for (const owner of due) {
    const [expert, user] = await Promise.all([getExpertById(deps.db, owner.expertId), getUserById(deps.db, owner.userId)]);
    if (!expert || !user || !(await moveReminder(deps.db, owner, owner.remindedAt, now))) continue;
    const expires = now.getTime() + OWNER_REMINDERS.linkMs;
    const link = async (purpose: ReminderPurpose) =>
      `${deps.config.siteUrl}/my-profile?${purpose}=${await reminderToken(deps, purpose, expert.id, user.id, expires)}`;
    const [confirmUrl, unsubscribeUrl] = await Promise.all([link('confirm'), link('unsubscribe')]);
    const oneClick = `${deps.config.siteUrl}/api/my-profile/reminders/unsubscribe?token=${await reminderToken(deps, 'unsubscribe', expert.id, user.id, expires)}`;
    const text = ownerReminderText({
      siteName: deps.config.siteName,
      expertName: expert.name,
      confirmUrl,
      editUrl: `${deps.config.siteUrl}/my-profile`,
      unsubscribeUrl,
    });
    await deps.mail
      .send({
        to: user.email,
        subject: REMINDER_MESSAGES.subject(deps.config.siteName),
        text,
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      .then(
        () => (sent += 1),
        async (error: unknown) => {
          console.error('[reminders] a reminder mail failed; the next run tries again:', error);
          await moveReminder(deps.db, owner, now, owner.remindedAt);
        },
      );
  }
  return { sent };
}

/** The owner a link names, while they own the profile and both are remindable (404 otherwise, like any profile not theirs). */
async function linkSubject(deps: ReminderDeps, purpose: ReminderPurpose, token: string) {
  const { expertId, userId } = await readToken(deps, purpose, token);
  const [owner, expert, user] = await Promise.all([
    findRemindableOwner(deps.db, { expertId, userId, now: currentTime(deps) }),
    getExpertById(deps.db, expertId),
    getUserById(deps.db, userId),
  ]);
  if (!owner || !expert || !user) throw new NotFoundError(OWNER_TEXTS.notFound);
  return { owner, expert, user };
}

/** 'Still accurate' from a reminder's link: the owner it names confirms, signed in or not. */
export async function confirmFromReminder(deps: ReminderDeps, token: string): Promise<{ confirmedAt: string }> {
  const { expert, user } = await linkSubject(deps, 'confirm', token);
  return confirmProfile(deps, { expertId: expert.id, user });
}

/** No more reminders about the profile (the mail's link, or a mail client's one-click List-Unsubscribe). */
export function unsubscribeFromReminders(deps: ReminderDeps, token: string): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { owner, expert, user } = await linkSubject(deps, 'unsubscribe', token);
    if (owner.remindersOff) return;
    await stopReminders(deps.db, expert.id, user.id);
    await recordActivity(deps, user, {
      action: 'expert.reminders_off',
      entityType: 'expert',
      entityId: expert.id,
      summary: `${user.email} turned off the reminders about the profile of ${expert.name}`,
    });
  });
}
