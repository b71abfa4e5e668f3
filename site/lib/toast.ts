/**
 * Islands are separate React roots, so toasts travel as a window event to the one Toaster
 * island in the layout. `toast()` may be called from any island or script.
 */
export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive';
  /** One button on the toast (Undo after a delete); clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void } | undefined;
  /** How long the toast stays, when not the usual LIMITS.toastDurationMs (still paused while hovered or focused). */
  durationMs?: number | undefined;
}

export const TOAST_EVENT = 'app:toast';

export function toast(options: ToastOptions): void {
  // A server reply that only repeats the title ('Submission Approved' / 'Submission approved') is not said twice.
  const repeats = options.description?.trim().toLowerCase() === options.title.trim().toLowerCase();
  const detail = repeats ? { ...options, description: undefined } : options;
  window.dispatchEvent(new CustomEvent<ToastOptions>(TOAST_EVENT, { detail }));
}

/** A spec message written 'Title: description' shown as a toast of that title and description. */
export function toastMessage(message: string, variant: ToastOptions['variant'] = 'destructive'): void {
  const colon = message.indexOf(': ');
  if (colon > 0 && colon < 40) toast({ title: message.slice(0, colon), description: message.slice(colon + 2), variant });
  else toast({ title: message, variant });
}

const PENDING_TOAST_KEY = 'app:pending-toast';

/**
 * A toast for the page the browser is about to load (sign-in reloads the site so that every part
 * of the page shows the new session): kept for this tab and shown there, for its full duration.
 */
export function toastAfterReload(options: ToastOptions): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(options));
  } catch {
    toast(options); // storage refused: at least show it here
  }
}

/** Shows, once, the toast the previous page left; the toaster calls this when it listens. */
export function showPendingToast(): void {
  let pending: unknown;
  try {
    const raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    pending = raw ? JSON.parse(raw) : undefined;
  } catch {
    return;
  }
  if (pending && typeof pending === 'object' && typeof (pending as ToastOptions).title === 'string') {
    const { title, description } = pending as ToastOptions;
    toast({ title, ...(typeof description === 'string' ? { description } : {}) });
  }
}
