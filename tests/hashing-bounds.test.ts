import { describe, expect, it } from 'vitest';
import { boundedHasher } from '../api/adapters/passwords/bounded.ts';
import { createScryptHasher } from '../api/adapters/passwords/node-scrypt.ts';
import { freshAddress, signIn, signUp } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * A sign-in flood cannot take every core: hashes run one at a time here, at most two wait, and
 * the rest are refused at once with 503 and Retry-After, while cheap calls keep answering.
 */

const scrypt = createScryptHasher({ logN: 12, r: 8, p: 1, keyLength: 32 });
const t = await createTestApp({}, { passwords: boundedHasher(scrypt, { concurrency: 1, queueLimit: 2, retryAfterSeconds: 3 }) });
const { email, password } = await signUp(t);

describe('bounded password hashing', () => {
  it('refuses sign-ins beyond the queue with 503 and Retry-After, and serves the rest', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => signIn(t, email, password, { headers: freshAddress() })));
    const statuses = replies.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const busy = replies.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers.get('Retry-After')).toBe('3');
    expect(await busy[0]?.json()).toEqual({ message: 'The server is busy. Please try again in a moment.' });
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });

  it('frees its slots: after the burst every sign-in is served again', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, email, password)).status).toBe(200);
  });

  it('never hashes for a request that fails the security question, even in a flood', async () => {
    const junk = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.request('POST', '/api/auth/login', { body: { email, password, captchaAnswer: '1', captchaExpected: 'junk' }, headers: freshAddress() }),
      ),
    );
    expect(junk.map((res) => res.status)).toEqual(new Array(30).fill(400));
  });
});
