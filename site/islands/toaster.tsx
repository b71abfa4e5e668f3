import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import { TOAST_EVENT, showPendingToast, type ToastOptions } from '../lib/toast.ts';

interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

/** The page's notification region: one toast at a time, swipe right to dismiss, F8 to focus. */
export default function Toaster() {
  const [current, setCurrent] = useState<ShownToast | null>(null);

  useEffect(() => {
    let next = 0;
    const show = (event: Event) => {
      const { detail } = event as CustomEvent<ToastOptions>;
      next += 1;
      setCurrent({ ...detail, id: next, open: true });
    };
    window.addEventListener(TOAST_EVENT, show);
    showPendingToast();
    return () => window.removeEventListener(TOAST_EVENT, show);
  }, []);

  return (
    <Toast.Provider duration={LIMITS.toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <Toast.Root
          key={current.id}
          className="toast"
          data-variant={current.variant ?? 'default'}
          open={current.open}
          onOpenChange={(open) => setCurrent((shown) => (shown && shown.id === current.id ? { ...shown, open } : shown))}
        >
          <Toast.Title className="toast-title">{current.title}</Toast.Title>
          {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
          <Toast.Close className="toast-close" aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
