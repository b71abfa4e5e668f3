import type { PublishStatus } from '../../domain/entities.ts';

/** Turns content changes into live pages: a local build and swap on Node, a deploy hook on Cloudflare. */
export interface Rebuilder {
  /**
   * Asks for a rebuild. Resolves once the request is handed over: on Node when the in-process
   * build is started or queued (requests while one runs coalesce into one queued build); on
   * Cloudflare when the deploy hook has answered and the outcome is recorded. Callers await it so
   * no runtime can drop it with the response. Never rejects: a failure lands in `status()`.
   */
  request(reason: string): Promise<void>;
  status(): Promise<PublishStatus>;
}
