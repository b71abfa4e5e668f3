import type { Mailer } from './types.ts';

/**
 * Mail through an HTTP e-mail API (Resend-compatible: POST {from, to, subject, text, html} with a
 * bearer key). The edge has no SMTP sockets, so this is how the Cloudflare entry sends mail.
 */
export function createHttpApiMailer(options: { url: string; apiKey: string | undefined; from: string }): Mailer {
  return {
    async send(message) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ from: options.from, ...message }),
      });
      if (!res.ok) throw new Error(`Mail API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}
