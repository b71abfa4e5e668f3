import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CaptchaFieldProps {
  /** The question from GET /api/auth/captcha; undefined while it loads. */
  question: string | undefined;
  /** Loads a fresh question (and clears the answer). */
  onNewQuestion: () => void;
  answer: UseFormRegisterReturn;
}

/** The security check of the account forms: the question is the answer input's label. */
export function CaptchaField({ question, onNewQuestion, answer }: CaptchaFieldProps) {
  const id = useId();
  return (
    <fieldset className="captcha-field">
      <legend className="label">Security check</legend>
      <div className="captcha-row">
        <label htmlFor={id} className="captcha-question" data-testid="captcha-question" aria-live="polite">
          {question ?? 'Loading question...'}
        </label>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onNewQuestion}>
          New question
        </button>
      </div>
      <input id={id} className="input" type="text" inputMode="numeric" autoComplete="off" placeholder="Your answer" aria-required="true" {...answer} />
    </fieldset>
  );
}
