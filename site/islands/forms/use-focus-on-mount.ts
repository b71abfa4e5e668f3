import { useEffect, useRef } from 'react';

/**
 * For the heading of a screen that replaces a form (a confirmation, a success screen): the
 * control the cursor was in is gone, so focus moves to the new heading (give it tabIndex={-1})
 * and a screen reader announces the change. The page scrolls it into view below the sticky
 * header, since a long form replaced by a short screen leaves the window scrolled past it.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}
