import { afterAll, describe, expect, it } from 'vitest';
import { answeredCaptcha } from './helpers/captcha.ts';
import { startTinySiteServer } from './helpers/tiny-site.ts';

/** The Node entry itself, over a tiny site: what only the running server does. */

const server = await startTinySiteServer({ TRUST_PROXY: 'true' });
afterAll(() => server.stop());

const client = {
  request: (method: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { method, redirect: 'manual', ...init, headers: { Origin: server.url, ...init.headers } }),
};

async function forgotPassword(forwardedFor: string) {
  return client.request('POST', '/api/auth/forgot-password', {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: `someone${Math.random()}@example.org`, ...(await answeredCaptcha(client)) }),
  });
}

describe('client address behind a trusted proxy', () => {
  it('is the address the proxy saw (right-most entry), not what the client wrote to the left of it', async () => {
    let status = 200;
    for (let i = 0; i <= 10 && status === 200; i++) status = (await forgotPassword(`10.9.8.${i}, 203.0.113.77`)).status;
    expect(status).toBe(429);
    // Another client behind the same proxy is not held back.
    expect((await forgotPassword('203.0.113.78')).status).toBe(200);
  });
});
