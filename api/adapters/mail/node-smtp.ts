import nodemailer from 'nodemailer';
import type { Mailer } from './types.ts';

/**
 * Mail through an SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://... for
 * implicit TLS; nodemailer upgrades with STARTTLS when the server offers it).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    },
  };
}
