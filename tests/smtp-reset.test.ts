import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { MESSAGES } from '../domain/messages.ts';
import { signIn, signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { outboxMessages } from './helpers/outbox.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());

const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>', SITE_URL: TEST_ORIGIN };
const t = await createTestApp(env, { mail: createNodeMailer(parseConfig(env), '/nonexistent/outbox') });

describe('password reset over SMTP', () => {
  it('mails a link that resets the password; the old password stops working', async () => {
    const { email, password } = await signUp(t);
    const res = await t.request('POST', '/api/auth/forgot-password', { body: { email, ...(await answeredCaptcha(t)) } });
    expect(await res.json()).toEqual({ message: MESSAGES.resetLinkSent });

    // The mail goes out after the response; the server has accepted it once the app's background work settles.
    await t.settled();
    // The sign-up's welcome mail arrives first; the reset mail is the one with its subject.
    const mail = smtp.received.find((message) => message.to.includes(email) && /^Subject: Reset your password\r?$/m.test(message.raw));
    if (!mail) throw new Error('No reset mail was received');
    expect(mail.from).toBe('no-reply@experts.example.org');
    expect(mail.raw).toMatch(/^Subject: Reset your password\r?$/m);
    const link = /(http:\/\/localhost:4321\/reset-password\?token=[A-Za-z0-9_-]{43})\b/.exec(decodeQuotedPrintable(mail.raw))?.[1];
    expect(link).toBeDefined();

    const token = new URL(link!).searchParams.get('token');
    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, password: 'mailed new password' } });
    expect(reset.status).toBe(200);
    expect((await signIn(t, email, password)).status).toBe(401);
    expect((await signIn(t, email, 'mailed new password')).status).toBe(200);
  });
});

describe('createNodeMailer', () => {
  it('writes to the outbox folder when SMTP_URL is not set', async () => {
    const dir = t.dir;
    const mailer = createNodeMailer(parseConfig({ SITE_URL: TEST_ORIGIN }), join(dir, 'outbox'));
    await mailer.send({ to: 'someone@example.org', subject: 'Hello', text: 'Body' });
    expect(await outboxMessages(dir)).toEqual([expect.stringMatching(/^To: someone@example.org\nSubject: Hello\n/)]);
  });
});
