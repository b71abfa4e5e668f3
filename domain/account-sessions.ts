import type { SecondFactorMethod } from './second-factor.ts';

/** How often a session's 'last used' is written: at most once a minute, not once per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** One of a person's sessions, as 'Your sessions' lists it. Times are ISO strings. */
export interface SessionSummary {
  id: string;
  browser: string;
  system: string;
  /** The client address as the server trusts it (TRUST_PROXY), last seen. */
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** This is the session the list was asked from. */
  current: boolean;
  secondFactor: SecondFactorMethod | null;
}
