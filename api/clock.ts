import type { AppDeps } from './deps.ts';

/** The current time as the services see it: the injected clock, else the system's. */
export function currentTime(deps: Pick<AppDeps, 'now'>): Date {
  return deps.now?.() ?? new Date();
}
