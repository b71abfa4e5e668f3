import { afterAll, describe, expect, it } from 'vitest';
import { createScryptPool } from '../api/adapters/passwords/node-scrypt-pool.ts';
import { createScryptHasher } from '../api/adapters/passwords/node-scrypt.ts';
import type { PasswordHasher } from '../api/adapters/passwords/types.ts';
import { createNobleScryptHasher } from '../api/adapters/passwords/noble-scrypt.ts';

const cheap = { logN: 10, r: 8, p: 1, keyLength: 32 };
/** The server's niced hashing processes. */
const pool = createScryptPool(2, cheap);
afterAll(() => pool.close());
const hashers: Record<string, PasswordHasher> = {
  node: createScryptHasher(cheap),
  edge: createNobleScryptHasher(cheap),
  pool,
};
const pairs = [
  ['pool', 'node'],
  ['node', 'pool'],
  ['node', 'edge'],
  ['edge', 'node'],
  ['node', 'node'],
  ['edge', 'edge'],
] as const;

describe('scrypt password hashers', () => {
  it.each(pairs)('a hash made by %s verifies with %s, and a wrong password does not', async (maker, checker) => {
    const encoded = await hashers[maker]!.hash('correct horse battery staple');
    expect(encoded).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hashers[checker]!.verify('correct horse battery staple', encoded)).toBe(true);
    expect(await hashers[checker]!.verify('correct horse battery stapler', encoded)).toBe(false);
  });

  it.each(pairs)('%s and %s agree on Unicode: NFKC-equivalent spellings match', async (maker, checker) => {
    const encoded = await hashers[maker]!.hash('caf\u00e9 \ufb01ne \u{1F511}');
    expect(await hashers[checker]!.verify('cafe\u0301 fine \u{1F511}', encoded)).toBe(true);
  });

  it.each(Object.keys(hashers))('%s refuses malformed stored strings instead of throwing', async (name) => {
    for (const encoded of ['', 'plain', 'bcrypt$10$8$1$c2FsdA==$aGFzaA==', 'scrypt$10$8$1$$']) {
      expect(await hashers[name]!.verify('anything', encoded)).toBe(false);
    }
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashers.node!.hash('same'), hashers.node!.hash('same')]);
    expect(a).not.toBe(b);
  });

  it('both default to OWASP parameters (N=2^15, r=8, p=3) and interoperate at that cost', async () => {
    const node = createScryptHasher();
    const edge = createNobleScryptHasher();
    const fromNode = await node.hash('production cost');
    expect(fromNode).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(await edge.verify('production cost', fromNode)).toBe(true);
    const fromEdge = await edge.hash('production cost');
    expect(fromEdge).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(await node.verify('production cost', fromEdge)).toBe(true);
  });
});

describe('stored parameters', () => {
  it('verify with the parameters written in the hash, so older hashes keep working after a change', async () => {
    const older = await createScryptHasher({ logN: 11, r: 8, p: 1, keyLength: 32 }).hash('kept');
    expect(await hashers.node!.verify('kept', older)).toBe(true);
    expect(await hashers.edge!.verify('kept', older)).toBe(true);
  });
});
