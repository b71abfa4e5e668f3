import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * "No lost work", written once: screens and dialogs with unsaved changes ask before they are left.
 * Every admin link is a full page load, so the browser's beforeunload question covers the admin
 * navigation, the address bar, reload and closing the tab alike.
 */
export function useLeaveGuard(dirty: boolean | (() => boolean)): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (typeof dirty === 'function' && !dirty()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

interface DialogGuard {
  /** The form's check for unsaved changes, asked at the moment of closing (never a stale flag). */
  setDirtyCheck: (check: (() => boolean) | null) => void;
  /** Close as Escape, a click outside or × would: asks first when there are unsaved changes. */
  requestClose: () => void;
}

/** Provided by Modal to the form inside it. */
export const DialogGuardContext = createContext<DialogGuard | null>(null);

/** A form inside a Modal tells it how to see unsaved changes: its values differ from `initial`. */
export function useReportDirty<T>(values: () => T, initial: T): void {
  const guard = useContext(DialogGuardContext);
  const latest = useRef({ values, initial });
  latest.current = { values, initial };
  useEffect(() => {
    guard?.setDirtyCheck(() => JSON.stringify(latest.current.values()) !== JSON.stringify(latest.current.initial));
    return () => guard?.setDirtyCheck(null);
  }, [guard]);
}

/** The form's Cancel: through the dialog's guard when inside one, else `fallback`. */
export function useRequestClose(fallback: () => void): () => void {
  return useContext(DialogGuardContext)?.requestClose ?? fallback;
}
