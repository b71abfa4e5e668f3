import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A single-use token handed to a browser (256 random bits), and the SHA-256 that is all the database keeps of it. */
export function newToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

const encoder = new TextEncoder();

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}
