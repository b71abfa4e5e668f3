import type { SubmitEventHandler, ReactNode, Ref } from 'react';
import { useHydrated } from './use-hydrated.ts';

interface AccountFormProps {
  ref: Ref<HTMLFormElement>;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * An account form's frame. Validation is the form's own (the shared schemas), and its controls
 * stay disabled until the island runs, since it only works through the API (see useHydrated).
 */
export function AccountForm({ ref, onSubmit, children }: AccountFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={ref} noValidate onSubmit={onSubmit}>
      <fieldset className="form-fieldset form-grid" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
