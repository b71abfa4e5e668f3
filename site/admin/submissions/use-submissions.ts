import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expert, Submission } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

const SUBMISSIONS_KEY = ['/api/admin/submissions'] as const;

/** The note Save & Approve leaves on the submission. */
const EDITED_APPROVAL_NOTE = 'Approved after editing by admin';

interface ApproveReply {
  message: string;
  submission: Submission;
  expert: Expert;
}

export function useSubmissions() {
  return useQuery<Submission[]>({ queryKey: SUBMISSIONS_KEY });
}

/** The list's failure: the server's words for a missing session or role, a fixed text otherwise. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return errorMessage(error, 'Failed to fetch submissions');
  }
  return 'Failed to fetch submissions';
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY });
}

interface ReviewInput {
  id: number;
  reviewNotes: string;
  /** Whether the submitter reads the notes on My Submissions and in the decision mail. */
  reviewNotesShared: boolean;
}

/**
 * Approve and Reject from the Review dialog. Both refresh the list whatever the answer: a 409
 * means another admin reviewed it meanwhile, and the card should leave the pending list.
 */
export function useReview(onReviewed: (decision: 'approved' | 'rejected') => void) {
  const refresh = useRefresh();
  const approve = useMutation({
    mutationFn: ({ id, ...review }: ReviewInput) => apiRequest<ApproveReply>('POST', `/api/admin/submissions/${id}/approve`, review),
    onSuccess: ({ message }) => {
      toast({ title: 'Submission Approved', description: message });
      onReviewed('approved');
    },
    onError: (error) => toast({ title: 'Approval Failed', description: errorMessage(error, 'Failed to approve submission'), variant: 'destructive' }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, ...review }: ReviewInput) => apiRequest<{ message: string }>('POST', `/api/admin/submissions/${id}/reject`, review),
    onSuccess: ({ message }) => {
      toast({ title: 'Submission Rejected', description: message });
      onReviewed('rejected');
    },
    onError: (error) => toast({ title: 'Rejection Failed', description: errorMessage(error, 'Failed to reject submission'), variant: 'destructive' }),
    onSettled: refresh,
  });
  return { approve, reject };
}

function saveSubmission(id: number, profile: ExpertProfileInput) {
  return apiRequest<{ message: string; submission: Submission }>('PUT', `/api/admin/submissions/${id}`, profile);
}

/** Edit & Enhance: 'Save Changes' keeps the submission pending with the edits. */
export function useUpdateSubmission(onSaved: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, profile }: { id: number; profile: ExpertProfileInput }) => saveSubmission(id, profile),
    onSuccess: ({ message }) => {
      toast({ title: 'Submission Updated', description: message });
      onSaved();
    },
    onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update submission'), variant: 'destructive' }),
    onSettled: refresh,
  });
}

/** Edit & Enhance: 'Save & Approve' saves, pauses as the specification does, then approves with a note. */
export function useSaveAndApprove(onApproved: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, profile }: { id: number; profile: ExpertProfileInput }) => {
      await saveSubmission(id, profile);
      await new Promise((resume) => setTimeout(resume, LIMITS.saveApproveDelayMs));
      return apiRequest<ApproveReply>('POST', `/api/admin/submissions/${id}/approve`, { reviewNotes: EDITED_APPROVAL_NOTE });
    },
    onSuccess: ({ message }) => {
      toast({ title: 'Submission Approved', description: message });
      onApproved();
    },
    onError: (error) =>
      toast({
        title: 'Save & Approve Failed',
        description: errorMessage(error, 'Failed to save and approve submission. Please try again.'),
        variant: 'destructive',
      }),
    // The save may have landed even when the approval failed.
    onSettled: refresh,
  });
}
