import { z } from 'zod';

/**
 * The six-monthly reminder to a profile's owner (issue 36 §2): confirm the profile is current or
 * propose changes. A signed link confirms without signing in (one action only), another stops the
 * reminders; both links expire. No I/O.
 */

const DAY_MS = 24 * 60 * 60_000;

export const OWNER_REMINDERS = {
  /** Six months after the later of the claim, the last confirmation and the last reminder. */
  intervalMs: 182 * DAY_MS,
  /** How long a reminder's links work. */
  linkMs: 60 * DAY_MS,
  /** Reminders sent per run at most (the rest go on the next run). */
  batch: 50,
} as const;

export type ReminderPurpose = 'confirm' | 'unsubscribe';

export const REMINDER_MESSAGES = {
  subject: (siteName: string) => `Is your profile on ${siteName} still accurate?`,
  badLink: 'This link is not valid. Sign in and open My Profile instead.',
  expiredLink: 'This link has expired. Sign in and open My Profile instead.',
  unsubscribed: 'You will get no more reminders about this profile. You can still confirm it on My Profile.',
} as const;

export function ownerReminderText(input: { siteName: string; expertName: string; confirmUrl: string; editUrl: string; unsubscribeUrl: string }): string {
  return [
    `Six months ago or more, you confirmed or claimed the profile of ${input.expertName} on ${input.siteName}.`,
    '',
    'Is it still accurate? One click confirms it (no sign-in needed):',
    input.confirmUrl,
    '',
    'If something has changed, propose the changes; the editors review them:',
    input.editUrl,
    '',
    `No more reminders about this profile: ${input.unsubscribeUrl}`,
  ].join('\n');
}

/** A reminder link's token, as the page or the mail client sends it back (its checks are the service's). */
export const reminderTokenBody = z.object({ token: z.string({ error: 'is required' }).max(200, { error: 'is not a reminder link' }) });
