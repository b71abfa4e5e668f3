import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the built HTML and during hydration, true once the island runs. Forms that only work
 * through the API stay disabled until then, so nobody can send one the browser would submit
 * natively (a password in a query string).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
