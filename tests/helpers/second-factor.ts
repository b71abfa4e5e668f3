import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { TOTP } from '../../domain/second-factor.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The code an authenticator app shows for `secret` at `at`, `stepOffset` steps away (clock drift). */
export function totpCode(secret: string, at: Date, stepOffset = 0): string {
  const step = Math.floor(at.getTime() / 1000 / TOTP.periodSeconds) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP.digits);
}

/** A browser's cookies across requests: every Set-Cookie is kept (a deletion removes), sent back as one Cookie header. */
export function cookieJar(initial?: string) {
  const cookies = new Map<string, string>();
  if (initial) for (const pair of initial.split('; ')) cookies.set(pair.split('=')[0]!, pair);
  return {
    absorb(res: Response): Response {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const name = pair.split('=')[0]!;
        if (/Max-Age=0/.test(line) || pair === `${name}=`) cookies.delete(name);
        else cookies.set(name, pair);
      }
      return res;
    },
    header(): string {
      return [...cookies.values()].join('; ');
    },
    has(name: string): boolean {
      return cookies.has(name);
    },
  };
}

/** Turns the authenticator app on for the signed-in account: the secret (as read from the page) and the recovery codes. */
export async function enrolTotp(t: TestApp, cookie: string, now: Date) {
  const started = await t.request('POST', '/api/account/totp', { cookie });
  if (started.status !== 200) throw new Error(`Enrolment failed: ${started.status} ${await started.text()}`);
  const { secret, uri } = (await started.json()) as { secret: string; uri: string };
  const confirmed = await t.request('POST', '/api/account/totp/confirm', { cookie, body: { code: totpCode(secret, now) } });
  if (confirmed.status !== 200) throw new Error(`Confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, uri, recoveryCodes };
}
