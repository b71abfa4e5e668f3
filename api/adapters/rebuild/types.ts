/** What the dashboard shows about publishing. Times are ISO strings. */
export interface PublishStatus {
  state: 'idle' | 'queued' | 'building';
  queued: boolean;
  currentReason: string | null;
  startedAt: string | null;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastPageCount: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** Turns content changes into live pages: a local build and swap on Node, a deploy hook on Cloudflare. */
export interface Rebuilder {
  /** Asks for a rebuild; returns at once. Requests while one runs are coalesced into one queued build. */
  request(reason: string): void;
  status(): Promise<PublishStatus>;
}
