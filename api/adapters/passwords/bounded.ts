import { MESSAGES } from '../../../domain/messages.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import type { PasswordHasher } from './types.ts';

/**
 * At most `concurrency` hashes run at once and at most `queueLimit` wait; past that a request is
 * refused at once with 503 and Retry-After. Hashing is the one expensive thing a stranger can ask
 * for, and on Node it shares libuv's thread pool with file reads: left unbounded, a sign-in flood
 * takes every thread and core and the static pages starve. Sized below the core count, it always
 * leaves a core and pool threads for serving.
 */
export interface HashingBounds {
  concurrency: number;
  queueLimit: number;
  /** What Retry-After says when the queue is full. */
  retryAfterSeconds?: number;
}

export function boundedHasher(hasher: PasswordHasher, bounds: HashingBounds): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= bounds.concurrency) {
      if (waiting.length >= bounds.queueLimit) throw new ServiceUnavailableError(MESSAGES.serverBusy, bounds.retryAfterSeconds ?? 2);
      // The slot is handed over by release(), so `running` stays counted for the waiter.
      await new Promise<void>((start) => waiting.push(start));
    } else running += 1;
    try {
      return await work();
    } finally {
      release();
    }
  }

  return {
    hash: (password) => bounded(() => hasher.hash(password)),
    verify: (password, encoded) => bounded(() => hasher.verify(password, encoded)),
  };
}
