import { toast, type ToastOptions } from '../../lib/toast.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

interface AiHelperOptions<Reply> {
  /** The typed call, with the form's values as they are when the button is pressed. */
  call: () => Promise<Reply>;
  /** What the form still lacks for this helper (said as a destructive toast), or undefined when it may run. */
  missing?: () => Omit<ToastOptions, 'variant'> | undefined;
  /** Fills the field from the reply and answers what to say about it. */
  apply: (reply: Reply) => ToastOptions;
  /** The failure toast, as in `useAdminMutation`. */
  failure: { title: string; text: string; reason?: 'instead' | 'none' };
}

/**
 * One AI helper button of an editor (the expert editor's four, the article editor's three),
 * written once: it checks what the helper needs, calls it, fills the field and says so; nothing
 * is saved until the admin saves.
 */
export function useAiHelper<Reply>({ call, missing, apply, failure }: AiHelperOptions<Reply>) {
  const mutation = useAdminMutation({ call, failure, onSuccess: (reply) => toast(apply(reply)) });
  return {
    pending: mutation.isPending,
    run() {
      const lacking = missing?.();
      if (lacking) toast({ ...lacking, variant: 'destructive' });
      else mutation.mutate();
    },
  };
}

export type AiHelper = ReturnType<typeof useAiHelper>;
