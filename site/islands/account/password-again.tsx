import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../domain/limits.ts';
import { SECOND_FACTOR_MESSAGES } from '../../../domain/second-factor.ts';

interface PasswordAgainProps {
  /** What the password confirms, e.g. 'Remove the authenticator app'. */
  action: string;
  pending: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** The password asked again before a factor is removed or new recovery codes are made. */
export function PasswordAgain({ action, pending, onConfirm, onCancel }: PasswordAgainProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setProblem(SECOND_FACTOR_MESSAGES.passwordRequired);
    onConfirm(password);
  }
  return (
    <form className="password-again form-grid" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Your password</label>
        <input
          id={id}
          className="input"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.maxPasswordLength}
          value={password}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
          autoFocus
        />
        {problem && <p className="field-error">{problem}</p>}
      </div>
      <div className="cluster">
        <button type="submit" className="btn btn-danger btn-sm" disabled={pending}>
          {action}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
