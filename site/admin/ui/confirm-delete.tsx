import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus.ts';

interface ConfirmDeleteProps {
  /** The item waiting for confirmation; the dialog is open while there is one. */
  subject: { id: number } | null;
  /** Cancel, Escape or a click outside: the screen forgets the subject. */
  onCancel: () => void;
  title: string;
  description: ReactNode;
  /** False while the screen still gathers what the dialog must say first (Delete waits). */
  ready?: boolean;
  /** The confirming button's words (another confirmed action than a delete: 'Remove my admin role'). */
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** The screen's delete mutation, called with the subject's id. */
  remove: { mutate: (id: number) => void; isPending: boolean };
}

/** A deletion's confirmation, with Cancel focused first; both buttons wait while the deletion runs. */
export function ConfirmDelete({
  subject,
  onCancel,
  title,
  description,
  ready = true,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  remove,
}: ConfirmDeleteProps) {
  const pending = remove.isPending;
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content" {...returnFocus}>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            {/* A div: the description may hold a list (an image's uses). */}
            <div className="muted dialog-description">{description}</div>
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary" disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className="btn btn-danger"
              disabled={pending || !ready}
              onClick={(event) => {
                event.preventDefault();
                if (subject) remove.mutate(subject.id);
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
