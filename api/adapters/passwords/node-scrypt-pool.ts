import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { createHasher, SCRYPT_PARAMS, type ScryptParams } from './scrypt-format.ts';
import type { PasswordHasher } from './types.ts';

/**
 * scrypt in `size` child processes at the lowest CPU priority (nice 19). In the server's own
 * process, hashing would share libuv's thread pool with file reads and compete for the cores at
 * equal priority: a sign-in flood starved the static pages. Niced children only get the CPU the
 * server leaves; with bounded concurrency in front (bounded.ts), a flood slows sign-ins, not pages.
 */
export interface ScryptPool extends PasswordHasher {
  close(): void;
}

type Reply = { id: number; key?: number[]; error?: string };

export function createScryptPool(size: number, params: ScryptParams = SCRYPT_PARAMS): ScryptPool {
  const children: ChildProcess[] = [];
  const pending = new Map<number, { resolve: (key: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  function spawnChild(): ChildProcess {
    const child = fork(new URL('./node-scrypt-child.ts', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (child.pid) setPriority(child.pid, 19);
    child.on('message', ({ id, key, error }: Reply) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error || !key) job?.reject(new Error(`scrypt failed: ${error}`));
      else job?.resolve(new Uint8Array(key));
    });
    return child;
  }

  for (let i = 0; i < size; i++) children.push(spawnChild());

  const hasher = createHasher(
    (password, salt, jobParams) =>
      new Promise<Uint8Array>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        children[id % children.length]?.send({ id, password, salt: [...salt], params: jobParams });
      }),
    params,
  );

  return {
    ...hasher,
    close() {
      for (const child of children) child.kill();
    },
  };
}
