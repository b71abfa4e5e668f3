import type { PublishStatus } from '../../../domain/entities.ts';

/** Turns content changes into live pages: a local build and swap on Node, a deploy hook on Cloudflare. */
export interface Rebuilder {
  /** Asks for a rebuild; returns at once. Requests while one runs are coalesced into one queued build. */
  request(reason: string): void;
  status(): Promise<PublishStatus>;
}
