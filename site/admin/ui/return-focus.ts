import { useRef } from 'react';

/**
 * Dialog handlers that give focus back to the control that opened the dialog when it closes, by
 * any way (Escape, a button, a save). Radix returns focus only to a Dialog.Trigger; our dialogs
 * are opened from state (an Edit button in a list, a field's Upload), so without this focus falls
 * to the page body. The opener is read when the dialog takes focus (still the clicked control);
 * when it has left the page meanwhile (a deleted row), focus is left where the browser puts it.
 * `instead`, when it answers an element, names another place (the next item of a list the
 * dialog's action took a row from).
 */
export function useReturnFocus(instead?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = instead?.() ?? opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
