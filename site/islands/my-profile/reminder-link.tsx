import { useMutation } from '@tanstack/react-query';
import { OWNER_TEXTS } from '../../../domain/claims.ts';
import { api, unwrap } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';

/** What a reminder's link asks for: `?confirm=` or `?unsubscribe=` with its signed token. */
export function reminderLinkOf(search: string): { purpose: 'confirm' | 'unsubscribe'; token: string } | undefined {
  const params = new URLSearchParams(search);
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  if (confirm) return { purpose: 'confirm', token: confirm };
  if (unsubscribe) return { purpose: 'unsubscribe', token: unsubscribe };
  return undefined;
}

/**
 * A reminder's link, opened: one button does what it says, without signing in. The link itself
 * changes nothing (a mail scanner following it confirms nothing); the button does.
 */
export function ReminderLink({ purpose, token }: { purpose: 'confirm' | 'unsubscribe'; token: string }) {
  const act = useMutation({
    mutationFn: () =>
      purpose === 'confirm'
        ? unwrap(api['my-profile'].reminders.confirm.$post({ json: { token } })).then(() => OWNER_TEXTS.confirmed)
        : unwrap(api['my-profile'].reminders.unsubscribe.$post({ query: { token } })).then(({ message }) => message),
  });
  if (act.isSuccess) {
    return (
      <p className="notice" role="status" data-testid="reminder-done">
        {act.data}
      </p>
    );
  }
  return (
    <div className="card card-body" data-testid="reminder-link">
      <p>{purpose === 'confirm' ? 'Is your profile still accurate? Confirm it with one click.' : 'Stop the reminders about your profile?'}</p>
      {act.isError && (
        <p className="notice notice-warning" role="alert">
          {errorMessage(act.error, 'Please try again.')}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={act.isPending} onClick={() => act.mutate()}>
        {purpose === 'confirm' ? 'Yes, it is still accurate' : 'Stop the reminders'}
      </button>
    </div>
  );
}
