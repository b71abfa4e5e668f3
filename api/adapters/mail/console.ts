import type { Mailer } from './types.ts';

/** Without a mail service the message goes to the log (visible with `wrangler pages deployment tail`). */
export function createConsoleMailer(log: (line: string) => void = console.log): Mailer {
  return {
    async send(message) {
      log(`[mail] "${message.subject}" to ${message.to}\n${message.text}`);
    },
  };
}
