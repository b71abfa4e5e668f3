import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, messageWithReason } from '../../lib/api-error.ts';
import { toast, type ToastOptions } from '../../lib/toast.ts';

type Note = Omit<ToastOptions, 'variant'>;

interface AdminMutationOptions<Input, Reply> {
  /** The typed API call: `(input) => unwrap(api.….$post(...))`. */
  call: (input: Input) => Promise<Reply>;
  /** The success toast, fixed or made from the reply; none when it answers undefined. */
  success?: Note | ((reply: Reply, input: Input) => Note | undefined);
  /**
   * The failure toast: its title and the spec's text. The server's reason, when it gives one,
   * stands 'instead' of the text (the default), 'after' it ('text: reason'), or not at all ('none').
   */
  failure: { title: string; text: string; reason?: 'instead' | 'after' | 'none' };
  /** The reads that change with this write: read again after a success, or after any answer ('settled'). */
  refresh?: readonly QueryKey[];
  refreshAfter?: 'success' | 'settled';
  /** After the success toast, before the refresh: update the cache from the reply, close a dialog. */
  onSuccess?: (reply: Reply, input: Input) => void;
  /** Before the failure toast: roll back an optimistic change. */
  onError?: (error: Error, input: Input) => void;
  /** After either answer, before the refresh: close what waited for it. */
  onSettled?: () => void;
}

function failureText(error: unknown, { text, reason = 'instead' }: AdminMutationOptions<never, never>['failure']): string {
  if (reason === 'after') return messageWithReason(error, text);
  if (reason === 'none') return text;
  return errorMessage(error, text);
}

/**
 * An admin write, written once: the call, its success toast, its failure toast with the server's
 * reason, and the reads it changes. The returned promise of a refresh keeps the mutation pending
 * until the screen shows the new data.
 */
export function useAdminMutation<Input = void, Reply = unknown>(options: AdminMutationOptions<Input, Reply>) {
  const queryClient = useQueryClient();
  const { call, success, failure, refresh = [], refreshAfter = 'success', onSuccess, onError, onSettled } = options;
  const readAgain = () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, input) => {
      const note = typeof success === 'function' ? success(reply, input) : success;
      if (note) toast(note);
      onSuccess?.(reply, input);
      return refreshAfter === 'success' ? readAgain() : undefined;
    },
    onError: (error, input) => {
      onError?.(error, input);
      toast({ title: failure.title, description: failureText(error, failure), variant: 'destructive' });
    },
    onSettled: () => {
      onSettled?.();
      return refreshAfter === 'settled' ? readAgain() : undefined;
    },
  });
}
