import { createContext, useContext, useEffect } from 'react';

/**
 * "No lost work", written once: screens and dialogs with unsaved changes ask before they are left.
 * Every admin link is a full page load, so the browser's beforeunload question covers the admin
 * navigation, the address bar, reload and closing the tab alike.
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

interface DialogGuard {
  setDirty: (dirty: boolean) => void;
  /** Close as Escape, a click outside or × would: asks first when there are unsaved changes. */
  requestClose: () => void;
}

/** Provided by Modal to the form inside it. */
export const DialogGuardContext = createContext<DialogGuard | null>(null);

/** A form inside a Modal says whether it holds unsaved changes (cleared when it unmounts). */
export function useReportDirty(dirty: boolean): void {
  const guard = useContext(DialogGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.setDirty(false), [guard]);
}

/** The form's Cancel: through the dialog's guard when inside one, else `fallback`. */
export function useRequestClose(fallback: () => void): () => void {
  return useContext(DialogGuardContext)?.requestClose ?? fallback;
}
