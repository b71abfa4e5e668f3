/**
 * Islands are separate React roots, so toasts travel as a window event to the one Toaster
 * island in the layout. `toast()` may be called from any island or script.
 */
export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: 'default' | 'destructive';
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
