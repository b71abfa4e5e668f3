import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PossibleDuplicate } from '../../../domain/duplicates.ts';
import type { Submission } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import { api, refusalOf, unwrap } from '../../lib/api.ts';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { storedImageAtQuery, storedImagesQuery, submissionsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The note Save & Approve leaves on the submission. */
const EDITED_APPROVAL_NOTE = 'Approved after editing by admin';

/** A submission as the review queue lists it: with the people it may duplicate (pending ones only). */
export type QueuedSubmission = Submission & { possibleDuplicates: PossibleDuplicate[] };

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
  /** Approve although the submission may duplicate someone (the editor confirmed it). */
  confirmDuplicate?: boolean;
}

/** Whether a possible duplicate is meant: the people found (the list's, or the server's 409's), and the server's words. */
export interface DuplicateQuestion {
  duplicates: readonly PossibleDuplicate[];
  message: string;
}

/** A decision's answer: done, or (approval only) the server's question whether a possible duplicate is meant. */
type DecisionReply = { message: string; duplicateQuestion?: undefined } | { message?: undefined; duplicateQuestion: DuplicateQuestion };

/** One submission's calls; `param(id)` names it. */
const submission = api.admin.submissions[':id'];
const param = (id: number) => ({ id: String(id) });

/**
 * Every approval (Approve, Save & Approve, and 'Approve anyway' after either). The 409 of a possible
 * duplicate (it names them: { message, possibleDuplicates }) becomes a question for the dialog, not
 * a failure toast; the other 409 (already reviewed) stays a failure.
 */
async function approveSubmission({ id, ...review }: ReviewInput): Promise<DecisionReply> {
  try {
    return await unwrap(submission.approve.$post({ param: param(id), json: review }));
  } catch (error) {
    const refused = refusalOf(error, submission.approve.$post, 409);
    if (refused && 'possibleDuplicates' in refused) return { duplicateQuestion: { duplicates: refused.possibleDuplicates, message: refused.message } };
    throw error;
  }
}

/** The two decisions of the Review dialog: their call and their toasts. */
const DECISIONS = {
  approved: {
    call: approveSubmission,
    title: 'Submission Approved',
    failure: { title: 'Approval Failed', text: 'Failed to approve submission' },
  },
  rejected: {
    call: ({ id, reviewNotes, reviewNotesShared }: ReviewInput): Promise<DecisionReply> =>
      unwrap(submission.reject.$post({ param: param(id), json: { reviewNotes, reviewNotesShared } })),
    title: 'Submission Rejected',
    failure: { title: 'Rejection Failed', text: 'Failed to reject submission' },
  },
} as const;

type Decision = keyof typeof DECISIONS;

interface ReviewCallbacks {
  onReviewed: (decision: Decision) => void;
  /** The approval waits for the editor to confirm that a possible duplicate is a different person. */
  onDuplicateQuestion: (question: DuplicateQuestion) => void;
}

function useDecision(decision: Decision, { onReviewed, onDuplicateQuestion }: ReviewCallbacks) {
  const { call, title, failure } = DECISIONS[decision];
  return useAdminMutation({
    call: (input: ReviewInput): Promise<DecisionReply> => call(input),
    success: ({ message }) => (message === undefined ? undefined : { title, description: message }),
    onSuccess: ({ duplicateQuestion }) => (duplicateQuestion === undefined ? onReviewed(decision) : onDuplicateQuestion(duplicateQuestion)),
    failure,
    ...REFRESH,
  });
}

/** Approve and Reject from the Review dialog. */
export function useReview(callbacks: ReviewCallbacks) {
  return { approve: useApproval(callbacks), reject: useDecision('rejected', callbacks) };
}

/** The approval alone: the review dialog's Approve, and 'Approve anyway' after Save & Approve asked. */
export function useApproval(callbacks: ReviewCallbacks) {
  return useDecision('approved', callbacks);
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

/** How Save & Approve approves, also when the editor confirms a possible duplicate afterwards. */
export const editedApproval = (id: number): ReviewInput => ({ id, reviewNotes: EDITED_APPROVAL_NOTE, reviewNotesShared: false });

/**
 * Edit & Enhance: 'Save & Approve' saves, pauses as the specification does, then approves with a
 * note, through the same approval as the review dialog: a possible duplicate (the server's 409)
 * becomes the same question, with the edits already saved and the submission still pending.
 */
export function useSaveAndApprove(onApproved: () => void) {
  return useAdminMutation({
    call: async (edit: ProfileEdit) => {
      await saveSubmission(edit);
      await new Promise((resume) => setTimeout(resume, LIMITS.saveApproveDelayMs));
      return approveSubmission(editedApproval(edit.id));
    },
    success: ({ message }) => (message === undefined ? undefined : { title: 'Submission Approved', description: message }),
    // A question is the caller's to ask (it knows the editor's values): see EditSubmissionDialog.
    onSuccess: ({ duplicateQuestion }) => (duplicateQuestion === undefined ? onApproved() : undefined),
    failure: { title: 'Save & Approve Failed', text: 'Failed to save and approve submission. Please try again.' },
    // The save may have landed even when the approval failed.
    ...REFRESH,
  });
}

/**
 * 'Use this portrait': the server downloads the Commons file the research offered and stores it,
 * with its sizes and credit, as the submission's image. The stored record goes straight into the
 * lookup the dialog reads, so the dialog shows the stored portrait without waiting for a refresh.
 */
export function useAcceptPortrait(id: number) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: () => unwrap(submission.portrait.$post({ param: param(id) })),
    success: { title: 'Portrait Stored', description: 'The portrait becomes the profile image when the submission is approved.' },
    onSuccess: ({ image }) => queryClient.setQueryData(storedImageAtQuery(image.storedUrl).queryKey, image),
    failure: { title: 'Portrait Not Stored', text: 'Failed to store the portrait' },
    refresh: [submissionsQuery.queryKey, storedImagesQuery.queryKey],
  });
}
