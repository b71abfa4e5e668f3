import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}

/** A titled dialog (Radix Dialog) for editors and detail views. */
export function Modal({ open, onOpenChange, title, description, wide = false, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={wide ? 'dialog-content dialog-wide' : 'dialog-content'}>
          <div className="modal-head">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-icon" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className={description ? 'muted' : 'visually-hidden'}>{description ?? title}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
