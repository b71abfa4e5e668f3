import { scrypt } from 'node:crypto';
import { createHasher, SCRYPT_PARAMS, type ScryptParams } from './scrypt-format.ts';
import type { PasswordHasher } from './types.ts';

/** Native scrypt on libuv's thread pool, so hashing never blocks the event loop. */
export function createScryptHasher(params: ScryptParams = SCRYPT_PARAMS): PasswordHasher {
  return createHasher(
    (password, salt, { logN, r, p, keyLength }) =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, keyLength, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(new Uint8Array(key)),
        ),
      ),
    params,
  );
}
