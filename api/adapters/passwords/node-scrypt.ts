import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from './types.ts';

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, about 0.2 s here), run on libuv's
 * thread pool so hashing never blocks the event loop. Encoded as
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so parameters can be raised later.
 */
const PARAMS = { logN: 17, r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function createScryptHasher(params = PARAMS): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params.logN, params.r, params.p, params.keyLength);
      return ['scrypt', params.logN, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, encoded) {
      const [scheme, logN, r, p, salt, hash] = encoded.split('$');
      if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p), expected.length);
      return timingSafeEqual(actual, expected);
    },
  };
}
