import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TOAST_EVENT } from '../../lib/toast.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { DialogGuardContext, useLeaveGuard } from './dirty-guard.tsx';
import { useReturnFocus } from './return-focus.ts';
import './modal.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  /** Where focus goes when the dialog closes, if not back to the control that opened it (see useReturnFocus). */
  focusOnClose?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * After a failed action (it always toasts) focus returns into the dialog (the element last
 * focused there, else the dialog itself), so a button disabled while the request ran does not
 * leave the keyboard outside it.
 */
function useFocusKeptInside(open: boolean, content: RefObject<HTMLDivElement | null>) {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && content.current?.contains(event.target)) last.current = event.target;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refocus = () => {
      clearTimeout(timer);
      // After React has re-enabled the buttons the request disabled.
      timer = setTimeout(() => {
        const box = content.current;
        if (!box || box.contains(document.activeElement)) return;
        const target = last.current;
        if (target && box.contains(target) && !target.matches(':disabled')) target.focus();
        else box.focus();
      }, 50);
    };
    document.addEventListener('focusin', remember);
    window.addEventListener(TOAST_EVENT, refocus);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', remember);
      window.removeEventListener(TOAST_EVENT, refocus);
    };
  }, [open, content]);
}

/**
 * A titled dialog (Radix Dialog) for editors and detail views. When the form inside reports
 * unsaved changes (useReportDirty), Escape, a click outside, × and Cancel ask before discarding
 * them, and leaving the page asks too.
 */
export function Modal({ open, onOpenChange, title, description, wide = false, focusOnClose, children }: ModalProps) {
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const [asking, setAsking] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const isDirty = useCallback(() => dirtyCheck.current?.() ?? false, []);
  useLeaveGuard(open && isDirty);
  useFocusKeptInside(open, content);
  const returnFocus = useReturnFocus(focusOnClose);

  const guard = useMemo(
    () => ({
      setDirtyCheck: (check: (() => boolean) | null) => {
        dirtyCheck.current = check;
      },
      requestClose: () => (isDirty() ? setAsking(true) : onOpenChange(false)),
    }),
    [isDirty, onOpenChange],
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else guard.requestClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content ref={content} className={wide ? 'dialog-content dialog-wide' : 'dialog-content'} {...returnFocus}>
          <div className="modal-head">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-icon" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className={description ? 'muted' : 'visually-hidden'}>{description ?? title}</Dialog.Description>
          <DialogGuardContext.Provider value={guard}>{children}</DialogGuardContext.Provider>
          <ConfirmDelete
            subject={asking ? { id: 0 } : null}
            onCancel={() => setAsking(false)}
            title="Discard unsaved changes?"
            description="Your changes in this dialog have not been saved. Discard them, or keep editing?"
            cancelLabel="Keep editing"
            confirmLabel="Discard changes"
            remove={{
              mutate: () => {
                setAsking(false);
                onOpenChange(false);
              },
              isPending: false,
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
