import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64, encodeBase64 } from '@oslojs/encoding';
import type { PasswordHasher } from './types.ts';

/**
 * scrypt hashes in one encoded form, `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`, whichever
 * runtime made them: the parameters travel with the hash, so they can be raised later and a hash
 * made on Node verifies on the edge and back.
 *
 * N=2^15, r=8, p=3 is one of OWASP's recommended scrypt settings. It needs 32 MiB (the N=2^17
 * option needs 128 MiB, all a Cloudflare Worker has) at about the same CPU cost.
 */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
  keyLength: number;
}

export const SCRYPT_PARAMS: ScryptParams = { logN: 15, r: 8, p: 3, keyLength: 32 };

/** Derives the key from the NFKC-normalised password. */
export type ScryptDerive = (password: string, salt: Uint8Array, params: ScryptParams) => Promise<Uint8Array>;

export function createHasher(derive: ScryptDerive, params: ScryptParams = SCRYPT_PARAMS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const key = await derive(password.normalize('NFKC'), salt, params);
      return ['scrypt', params.logN, params.r, params.p, encodeBase64(salt), encodeBase64(key)].join('$');
    },
    async verify(password, encoded) {
      const [scheme, logN, r, p, salt, hash] = encoded.split('$');
      if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
      const expected = decodeBase64(hash);
      const stored = { logN: Number(logN), r: Number(r), p: Number(p), keyLength: expected.length };
      const actual = await derive(password.normalize('NFKC'), decodeBase64(salt), stored);
      return constantTimeEqual(actual, expected);
    },
  };
}
