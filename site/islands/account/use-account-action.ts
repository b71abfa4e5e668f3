import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

/**
 * A change on the account page: on success a toast with the server's message (when it sends one)
 * and the account's lists read again; on failure a destructive toast with the server's reason.
 */
export function useAccountAction<Input, Reply>(request: (input: Input) => Promise<Reply>, options: { failure: string; onSuccess?: (reply: Reply) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => {
      const message = reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string' ? reply.message : undefined;
      if (message) toast({ title: message });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      options.onSuccess?.(reply);
    },
    onError: (error) => toast({ title: options.failure, description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
