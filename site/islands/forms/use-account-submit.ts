import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { reportProblem, type Checked, type Problem } from '../../ui/forms/form-check.ts';

interface AccountSubmitOptions<Body, Reply> {
  /** The API call the form makes with its checked body. */
  request: (body: Body) => Promise<Reply>;
  /** The toast of a refused request: its title, and its text when the server gives none. */
  failure: { title: string; fallback: string };
  onSuccess?: (reply: Reply) => void;
  /** After the failure toast; the forms with a security check load a new question, since the attempt spent its token. */
  onFailure?: () => void;
}

/**
 * The request behind an account form (sign in, sign up, forgot and reset password): a problem
 * found before sending is reported at its field (`formRef` is the form's), a refused request
 * becomes a destructive toast with the server's message.
 */
export function useAccountSubmit<Body, Reply>({ request, failure, onSuccess, onFailure }: AccountSubmitOptions<Body, Reply>) {
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({
    mutationFn: request,
    onSuccess,
    onError: (error) => {
      toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: 'destructive' });
      onFailure?.();
    },
  });

  function report(problem: Problem): void {
    reportProblem(formRef.current, problem);
  }

  /** Sends a checked body, or reports its first problem. */
  function submit(checked: Checked<Body>): void {
    if (checked.ok) mutation.mutate(checked.data);
    else report(checked);
  }

  return { formRef, pending: mutation.isPending, succeeded: mutation.isSuccess, report, submit };
}
