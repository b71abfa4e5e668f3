import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A dialog's last row of buttons, after sections that sit between its form and its buttons (an
 * editor's Schedule, History and Preview). The row belongs to the dialog; the form's component
 * fills it (it holds the buttons' state: pending, what Cancel asks), so remounting the form (a
 * restored version) leaves the sections in between as they were (an open History stays open).
 */
export function useButtonsRow() {
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  return { row, rowElement: <div className="dialog-actions" ref={setRow} /> };
}

/** The form's buttons, in the dialog's row (once it is on the page). */
export function InButtonsRow({ row, children }: { row: HTMLElement | null; children: ReactNode }) {
  return row ? createPortal(children, row) : null;
}
