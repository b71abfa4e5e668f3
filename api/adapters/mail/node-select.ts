import type { Config } from '../../config.ts';
import { createOutboxMailer } from './node-outbox.ts';
import { createSmtpMailer } from './node-smtp.ts';
import type { Mailer } from './types.ts';

/** The Node entry's mailer: SMTP when SMTP_URL is set, else files in the outbox folder. */
export function createNodeMailer(config: Pick<Config, 'mail'>, outboxFolder: string): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer(outboxFolder);
}
