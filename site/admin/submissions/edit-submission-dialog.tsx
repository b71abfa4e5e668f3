import type { Submission } from '../../../domain/entities.ts';
import { ExpertEditorDialog } from '../experts/expert-editor-dialog.tsx';
import { useSaveAndApprove, useUpdateSubmission } from './use-submissions.ts';

const SAVE = 'Save Changes';
const SAVE_AND_APPROVE = 'Save & Approve';

interface EditSubmissionDialogProps {
  submission: Submission | null;
  onClose: () => void;
  onApproved: () => void;
}

/** Edit & Enhance: the shared expert editor on a pending submission, saved as is or saved and approved. */
export function EditSubmissionDialog({ submission, onClose, onApproved }: EditSubmissionDialogProps) {
  const save = useUpdateSubmission(onClose);
  const saveAndApprove = useSaveAndApprove(() => {
    onClose();
    onApproved();
  });
  const running = save.isPending ? SAVE : saveAndApprove.isPending ? SAVE_AND_APPROVE : undefined;

  return (
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
          run: (profile) => {
            if (submission) saveAndApprove.mutate({ id: submission.id, profile });
          },
        },
      ]}
    />
  );
}
