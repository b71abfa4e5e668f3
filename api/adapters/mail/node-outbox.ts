import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer } from './types.ts';

/**
 * The default mailer for a machine without SMTP: each message becomes a file in `folder`
 * (data/outbox) and a console line with its links, so a reset link is never lost.
 */
export function createOutboxMailer(folder: string, log: (line: string) => void = console.log): Mailer {
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      const headers = [
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      ];
      await writeFile(file, `${headers.join('\n')}\n\n${message.text}\n`);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] "${message.subject}" to ${message.to} written to ${file}${links.length ? `\n[mail] link: ${links.join(' ')}` : ''}`);
    },
  };
}
