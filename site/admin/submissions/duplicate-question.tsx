import { Fragment, type ReactNode } from 'react';
import { DUPLICATE_APPROVAL_TEXTS as TEXTS, possibleDuplicateMessage } from '../../../domain/duplicates.ts';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { withIsolatedName } from '../ui/isolated-name.tsx';
import type { DuplicateQuestion } from './use-submissions.ts';

interface DuplicateQuestionDialogProps {
  /** The people the approval may duplicate; the dialog is open while there is a question. */
  question: DuplicateQuestion | null;
  /** The person about to be approved, as the approval would list them. */
  personName: string;
  /** 'Approve anyway': the approval again, with `confirmDuplicate`. */
  approveAnyway: { mutate: () => void; isPending: boolean };
  /** 'Go back', Escape or a click outside: nothing is approved. */
  onCancel: () => void;
}

/** What the question says: each person found (each name isolated), else the server's own words. */
function questionText({ duplicates, message }: DuplicateQuestion): ReactNode {
  if (duplicates.length === 0) return message;
  return duplicates.map((duplicate, index) => (
    <Fragment key={`${duplicate.kind}-${duplicate.id}`}>
      {withIsolatedName(possibleDuplicateMessage(duplicate), duplicate.name)}
      {index < duplicates.length - 1 ? '; ' : '.'}
    </Fragment>
  ));
}

/**
 * 'Approve a possible duplicate?': asked before an approval the list already knows to be a possible
 * duplicate, and when the server's 409 finds one (the review dialog's Approve, and Save & Approve).
 */
export function DuplicateQuestionDialog({ question, personName, approveAnyway, onCancel }: DuplicateQuestionDialogProps) {
  return (
    <ConfirmDelete
      subject={question === null ? null : { id: 0 }}
      onCancel={onCancel}
      title={TEXTS.title}
      description={
        question && (
          <>
            <p>{questionText(question)}</p>
            <p>{withIsolatedName(TEXTS.differentPerson(personName), personName)}</p>
          </>
        )
      }
      confirmLabel={TEXTS.confirm}
      pendingLabel={TEXTS.pending}
      cancelLabel={TEXTS.cancel}
      remove={{ mutate: approveAnyway.mutate, isPending: approveAnyway.isPending }}
    />
  );
}
