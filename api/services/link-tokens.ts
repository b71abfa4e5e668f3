import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * Tokens of the links we e-mail (password reset, invitations): 32 random bytes, base64url without
 * padding (43 characters); only their SHA-256 is stored, so a leaked database holds no usable link.
 */

const encoder = new TextEncoder();

export function newLinkToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

export function hashLinkToken(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}
