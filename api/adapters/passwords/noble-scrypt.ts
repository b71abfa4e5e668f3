import { scryptAsync } from '@noble/hashes/scrypt.js';
import { createHasher, SCRYPT_PARAMS, type ScryptParams } from './scrypt-format.ts';
import type { PasswordHasher } from './types.ts';

/**
 * The edge's scrypt: @noble/hashes (audited, pure JS). Cloudflare Workers refuse to compile
 * WebAssembly from bytes at run time, which is how the WASM scrypt packages load; `scryptAsync`
 * yields every few milliseconds so one hash never stalls the isolate's other requests.
 */
const encoder = new TextEncoder();

export function createNobleScryptHasher(params: ScryptParams = SCRYPT_PARAMS): PasswordHasher {
  return createHasher(
    (password, salt, { logN, r, p, keyLength }) =>
      scryptAsync(encoder.encode(password), salt, { N: 2 ** logN, r, p, dkLen: keyLength, maxmem: 256 * 1024 * 1024 }),
    params,
  );
}
