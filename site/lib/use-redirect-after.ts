import { useEffect } from 'react';

/** For a screen that moves on by itself: a full page load of `path` once `delayMs` have passed. */
export function useRedirectAfter(path: string, delayMs: number): void {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs]);
}
