import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '../../domain/messages.ts';

/** The messages the outbox mailer wrote under `dir`/outbox, as raw text. */
export async function outboxMessages(dir: string): Promise<string[]> {
  const folder = join(dir, 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(names.sort().map((name) => readFile(join(folder, name), 'utf8')));
}

export function resetTokenIn(message: string): string | undefined {
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message)?.[1];
}

export function invitationTokenIn(message: string): string | undefined {
  return /\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(message)?.[1];
}

/** Whether `message` went to `to` with this subject. */
export function isMessage(message: string, to: string, subject: string): boolean {
  return message.startsWith(`To: ${to}\nSubject: ${subject}\n`);
}

/**
 * The `nth` (1-based) message to `to` with `subject` (a reset link unless told). Mail goes out
 * after the response, so this waits for the app's background work to settle first, then looks once.
 */
export async function waitForMessageTo(
  t: { dir: string; settled(): Promise<void> },
  to: string,
  nth = 1,
  subject: string = MESSAGES.resetMailSubject,
): Promise<string> {
  await t.settled();
  const message = (await outboxMessages(t.dir)).filter((text) => isMessage(text, to, subject))[nth - 1];
  if (!message) throw new Error(`No message ${nth} to ${to} with the subject "${subject}"`);
  return message;
}
