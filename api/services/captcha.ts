import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { z } from 'zod';
import { claimCaptchaNonce, deleteExpiredCaptchaNonces } from '../../db/queries/captcha-nonces.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError } from '../errors.ts';
import { hmacSha256 } from './signing.ts';

/**
 * The security question keeps the spec's shape `{ question, expected }`, but `expected` is never
 * the answer: it is `base64url(payload).base64url(signature)`, where the payload holds a nonce, a
 * keyed hash of the answer bound to that nonce, and an expiry, and the signature is an
 * HMAC-SHA256 of the payload with the server's secret. So a client can neither read the answer
 * nor mint or alter a token, and the nonce, recorded on first use, makes each token single-use.
 * WebCrypto only, so it runs on the edge as on Node.
 */

export interface Captcha {
  question: string;
  expected: string;
}

export const CAPTCHA_LIFETIME_MS = 10 * 60_000;

type CaptchaDeps = Pick<AppDeps, 'db' | 'secretKey' | 'now'>;

const payloadSchema = z.object({ nonce: z.string().max(64), answer: z.string().max(64), expiresAt: z.number().int() });
type Payload = z.output<typeof payloadSchema>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The purpose prefix keeps the answer hash and the token signature from ever standing in for each other. */
function hmac(secret: string, purpose: 'answer' | 'token', message: string): Promise<Uint8Array> {
  return hmacSha256(secret, `captcha-${purpose}:${message}`);
}

/** Uniform enough for a quiz: the modulo bias over 2^32 is negligible for ranges this small. */
function randomInt(min: number, max: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return min + (value % (max - min + 1));
}

/** Sums of two numbers up to 10, or differences that never go below zero. */
function newQuestion(): { question: string; answer: number } {
  if (randomInt(0, 1) === 0) {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    return { question: `What is ${a} + ${b}?`, answer: a + b };
  }
  const a = randomInt(2, 20);
  const b = randomInt(1, Math.min(a, 10));
  return { question: `What is ${a} - ${b}?`, answer: a - b };
}

/** What a person typed, as the canonical integer string; undefined when it is not a whole number. */
function normaliseAnswer(typed: string): string | undefined {
  const trimmed = typed.trim();
  return /^[+-]?\d{1,6}$/.test(trimmed) ? String(Number(trimmed)) : undefined;
}

function failed(): BadRequestError {
  return new BadRequestError(MESSAGES.captchaFailed);
}

export async function createCaptcha(deps: CaptchaDeps): Promise<Captcha> {
  const { question, answer } = newQuestion();
  const nonce = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(16)));
  const payload: Payload = {
    nonce,
    answer: encodeBase64urlNoPadding(await hmac(deps.secretKey, 'answer', `${nonce}:${answer}`)),
    expiresAt: currentTime(deps).getTime() + CAPTCHA_LIFETIME_MS,
  };
  const body = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(payload)));
  const signature = encodeBase64urlNoPadding(await hmac(deps.secretKey, 'token', body));
  return { question, expected: `${body}.${signature}` };
}

/** The payload of a token this server signed, else undefined (garbage, a bare answer, an altered token). */
async function readToken(secret: string, token: string): Promise<Payload | undefined> {
  const parts = token.split('.');
  const [body, signature] = parts;
  if (parts.length !== 2 || !body || !signature) return undefined;
  try {
    if (!constantTimeEqual(decodeBase64urlIgnorePadding(signature), await hmac(secret, 'token', body))) return undefined;
    const parsed = payloadSchema.safeParse(JSON.parse(decoder.decode(decodeBase64urlIgnorePadding(body))));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not base64url or not JSON: not one of ours
  }
}

/**
 * Accepts a signed, unexpired, never-used token whose answer matches; throws 400 otherwise. The
 * nonce is spent before the answer is compared, so a wrong answer also uses the token up.
 */
export async function verifyCaptcha(deps: CaptchaDeps, input: { captchaAnswer: string; captchaExpected: string }): Promise<void> {
  const now = currentTime(deps);
  await deleteExpiredCaptchaNonces(deps.db, now);
  const payload = await readToken(deps.secretKey, input.captchaExpected);
  if (!payload || payload.expiresAt <= now.getTime()) throw failed();
  if (!(await claimCaptchaNonce(deps.db, payload.nonce, new Date(payload.expiresAt)))) throw failed();
  const answer = normaliseAnswer(input.captchaAnswer);
  if (answer === undefined) throw failed();
  const given = await hmac(deps.secretKey, 'answer', `${payload.nonce}:${answer}`);
  if (!constantTimeEqual(given, decodeBase64urlIgnorePadding(payload.answer))) throw failed();
}
