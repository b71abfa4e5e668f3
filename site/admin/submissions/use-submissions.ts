import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import { api, unwrap } from '../../lib/api.ts';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { submissionsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The note Save & Approve leaves on the submission. */
const EDITED_APPROVAL_NOTE = 'Approved after editing by admin';

export function useSubmissions() {
  return useQuery(submissionsQuery);
}

/** The list's failure: the server's words for a missing session or role, a fixed text otherwise. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return errorMessage(error, 'Failed to fetch submissions');
  }
  return 'Failed to fetch submissions';
}

/** Every review refreshes the list whatever the answer: a 409 means another admin reviewed it meanwhile. */
const REFRESH = { refresh: [submissionsQuery.queryKey], refreshAfter: 'settled' } as const;

interface ReviewInput {
  id: number;
  reviewNotes: string;
  /** Whether the submitter reads the notes on My Submissions and in the decision mail. */
  reviewNotesShared: boolean;
}

/** One submission's calls; `param(id)` names it. */
const submission = api.admin.submissions[':id'];
const param = (id: number) => ({ id: String(id) });

/** The two decisions of the Review dialog: their call and their toasts. */
const DECISIONS = {
  approved: {
    call: ({ id, ...review }: ReviewInput) => unwrap(submission.approve.$post({ param: param(id), json: review })),
    title: 'Submission Approved',
    failure: { title: 'Approval Failed', text: 'Failed to approve submission' },
  },
  rejected: {
    call: ({ id, ...review }: ReviewInput) => unwrap(submission.reject.$post({ param: param(id), json: review })),
    title: 'Submission Rejected',
    failure: { title: 'Rejection Failed', text: 'Failed to reject submission' },
  },
} as const;

function useDecision(decision: keyof typeof DECISIONS, onReviewed: (decision: keyof typeof DECISIONS) => void) {
  const { call, title, failure } = DECISIONS[decision];
  return useAdminMutation({
    call: (input: ReviewInput): Promise<{ message: string }> => call(input),
    success: ({ message }) => ({ title, description: message }),
    onSuccess: () => onReviewed(decision),
    failure,
    ...REFRESH,
  });
}

/** Approve and Reject from the Review dialog. */
export function useReview(onReviewed: (decision: 'approved' | 'rejected') => void) {
  return { approve: useDecision('approved', onReviewed), reject: useDecision('rejected', onReviewed) };
}

interface ProfileEdit {
  id: number;
  profile: ExpertProfileInput;
}

const saveSubmission = ({ id, profile }: ProfileEdit) => unwrap(submission.$put({ param: param(id), json: profile }));

/** Edit & Enhance: 'Save Changes' keeps the submission pending with the edits. */
export function useUpdateSubmission(onSaved: () => void) {
  return useAdminMutation({
    call: saveSubmission,
    success: ({ message }) => ({ title: 'Submission Updated', description: message }),
    onSuccess: onSaved,
    failure: { title: 'Update Failed', text: 'Failed to update submission' },
    ...REFRESH,
  });
}

/** Edit & Enhance: 'Save & Approve' saves, pauses as the specification does, then approves with a note. */
export function useSaveAndApprove(onApproved: () => void) {
  return useAdminMutation({
    call: async (edit: ProfileEdit) => {
      await saveSubmission(edit);
      await new Promise((resume) => setTimeout(resume, LIMITS.saveApproveDelayMs));
      return unwrap(submission.approve.$post({ param: param(edit.id), json: { reviewNotes: EDITED_APPROVAL_NOTE } }));
    },
    success: ({ message }) => ({ title: 'Submission Approved', description: message }),
    onSuccess: onApproved,
    failure: { title: 'Save & Approve Failed', text: 'Failed to save and approve submission. Please try again.' },
    // The save may have landed even when the approval failed.
    ...REFRESH,
  });
}
