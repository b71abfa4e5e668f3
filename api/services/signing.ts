import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';

/**
 * Keyed signatures with the server's secret (HMAC-SHA256, WebCrypto, so the edge runs it too) and
 * a constant-time comparison of secrets of any length. Each caller prefixes its own purpose, so a
 * signature made for one use never stands in for another.
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)));
}

/** Whether two secrets are equal, in time that depends on neither (both are hashed to one length first). */
export function sameSecret(given: string, expected: string): boolean {
  return constantTimeEqual(sha256(encoder.encode(given)), sha256(encoder.encode(expected)));
}
