import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../domain/limits.ts';
import { changePasswordSchema } from '../../../domain/second-factor.ts';
import { api, unwrap } from '../../lib/api.ts';
import { toastMessage } from '../../lib/toast.ts';
import { useAccountAction } from './use-account-action.ts';

const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password, after the current one; every other session ends. */
export function ChangePassword() {
  const id = useId();
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const change = useAccountAction((body: { currentPassword: string; newPassword: string }) => unwrap(api.account.password.$post({ json: body })), {
    failure: 'Password not changed',
    onSuccess: () => setFields({ currentPassword: '', newPassword: '', confirm: '' }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const { confirm, ...body } = fields;
    const checked = changePasswordSchema.safeParse(body);
    if (!checked.success) return toastMessage(checked.error.issues[0]?.message ?? 'Please check the form');
    if (confirm !== body.newPassword) return toastMessage(PASSWORDS_DIFFER);
    change.mutate(body);
  }
  const field = (name: keyof typeof fields, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        maxLength={LIMITS.maxPasswordLength}
        value={fields[name]}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <section className="account-section" aria-labelledby="change-password">
      <h2 id="change-password">Password</h2>
      <form className="form-grid" onSubmit={submit} noValidate>
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirm', 'Confirm new password', 'new-password')}
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}
