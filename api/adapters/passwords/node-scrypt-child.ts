import { scrypt } from 'node:crypto';

/**
 * A hashing process of the scrypt pool (node-scrypt-pool.ts): derives keys on request. It runs
 * at the lowest CPU priority, so page serving in the parent always comes first.
 */
interface Job {
  id: number;
  password: string;
  salt: number[];
  params: { logN: number; r: number; p: number; keyLength: number };
}

process.on('message', ({ id, password, salt, params }: Job) => {
  scrypt(password, Buffer.from(salt), params.keyLength, { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: 256 * 1024 * 1024 }, (error, key) => {
    process.send?.(error ? { id, error: error.message } : { id, key: [...key] });
  });
});
