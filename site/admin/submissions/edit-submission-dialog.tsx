import { useState } from 'react';
import { DUPLICATE_APPROVAL_TEXTS } from '../../../domain/duplicates.ts';
import type { Submission } from '../../../domain/entities.ts';
import { toast } from '../../lib/toast.ts';
import { ExpertEditorDialog } from '../experts/expert-editor-dialog.tsx';
import { DuplicateQuestionDialog } from './duplicate-question.tsx';
import { editedApproval, useApproval, useSaveAndApprove, useUpdateSubmission, type DuplicateQuestion } from './use-submissions.ts';

const SAVE = 'Save Changes';
const SAVE_AND_APPROVE = 'Save & Approve';

interface EditSubmissionDialogProps {
  submission: Submission | null;
  onClose: () => void;
  onApproved: () => void;
}

/**
 * Edit & Enhance: the shared expert editor on a pending submission, saved as is or saved and
 * approved. A possible duplicate stops Save & Approve with the review dialog's question, the edits
 * saved: 'Approve anyway' approves as the review dialog does, 'Go back' returns to the editor.
 */
export function EditSubmissionDialog({ submission, onClose, onApproved }: EditSubmissionDialogProps) {
  /** The question, and the name the saved edits gave the person. */
  const [asking, setAsking] = useState<{ question: DuplicateQuestion; name: string } | null>(null);
  const approved = () => {
    setAsking(null);
    onClose();
    onApproved();
  };
  const save = useUpdateSubmission(onClose);
  const saveAndApprove = useSaveAndApprove(approved);
  const approveAnyway = useApproval({ onReviewed: approved, onDuplicateQuestion: (question) => setAsking((current) => current && { ...current, question }) });
  const running = save.isPending ? SAVE : saveAndApprove.isPending || approveAnyway.isPending ? SAVE_AND_APPROVE : undefined;

  return (
    <>
      <ExpertEditorDialog
        title="Edit & Enhance Submission"
        description="Correct and complete the profile before it is approved."
        subject={submission}
        running={running}
        onClose={onClose}
        actions={[
          {
            label: SAVE,
            pendingLabel: 'Saving...',
            run: (profile) => {
              if (submission) save.mutate({ id: submission.id, profile });
            },
          },
          {
            label: SAVE_AND_APPROVE,
            pendingLabel: 'Approving...',
            primary: true,
            run: (profile, saved) => {
              if (!submission) return;
              saveAndApprove.mutate(
                { id: submission.id, profile },
                {
                  onSuccess: ({ duplicateQuestion }) => {
                    if (duplicateQuestion === undefined) return;
                    // Stored already: leaving the editor now loses nothing.
                    saved();
                    setAsking({ question: duplicateQuestion, name: profile.name });
                  },
                },
              );
            },
          },
        ]}
      />
      {submission && (
        <DuplicateQuestionDialog
          question={asking?.question ?? null}
          personName={asking?.name ?? submission.name}
          onCancel={() => {
            setAsking(null);
            toast({ title: DUPLICATE_APPROVAL_TEXTS.editsKeptTitle, description: DUPLICATE_APPROVAL_TEXTS.editsKept });
          }}
          approveAnyway={{
            mutate: () => approveAnyway.mutate({ ...editedApproval(submission.id), confirmDuplicate: true }),
            isPending: approveAnyway.isPending,
          }}
        />
      )}
    </>
  );
}
