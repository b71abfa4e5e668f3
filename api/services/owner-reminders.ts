import { encodeHexLowerCase } from '@oslojs/encoding';
import { getExpertOwner, listOwnersDueReminder, stopReminders, takeReminder } from '../../db/queries/expert-owners.ts';
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
 * so two runners never both send it), with signed links that confirm the profile or stop the
 * reminders without signing in. A link names its purpose, owner and profile, and expires.
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
  const due = await listOwnersDueReminder(deps.db, new Date(now.getTime() - OWNER_REMINDERS.intervalMs), OWNER_REMINDERS.batch);
  let sent = 0;
  for (const owner of due) {
    const [expert, user] = await Promise.all([getExpertById(deps.db, owner.expertId), getUserById(deps.db, owner.userId)]);
    if (!expert || !user || !(await takeReminder(deps.db, owner, now))) continue;
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
        (error: unknown) => console.error('[reminders] a reminder mail failed:', error),
      );
  }
  return { sent };
}

/** 'Still accurate' from a reminder's link: the owner it names confirms, signed in or not. */
export async function confirmFromReminder(deps: ReminderDeps, token: string): Promise<{ confirmedAt: string }> {
  const { expertId, userId } = await readToken(deps, 'confirm', token);
  const user = await getUserById(deps.db, userId);
  if (!user) throw new NotFoundError(OWNER_TEXTS.notFound);
  return confirmProfile(deps, { expertId, user });
}

/** No more reminders about the profile (the mail's link, or a mail client's one-click List-Unsubscribe). */
export function unsubscribeFromReminders(deps: ReminderDeps, token: string): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { expertId, userId } = await readToken(deps, 'unsubscribe', token);
    const [owner, expert, user] = await Promise.all([getExpertOwner(deps.db, expertId), getExpertById(deps.db, expertId), getUserById(deps.db, userId)]);
    if (!owner || owner.userId !== userId || !expert || !user) throw new NotFoundError(OWNER_TEXTS.notFound);
    if (owner.remindersOff) return;
    await stopReminders(deps.db, expertId, userId);
    await recordActivity(deps, user, {
      action: 'expert.reminders_off',
      entityType: 'expert',
      entityId: expertId,
      summary: `${user.email} turned off the reminders about the profile of ${expert.name}`,
    });
  });
}
