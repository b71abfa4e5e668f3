import { useCaptcha } from '../../lib/use-captcha.ts';

/**
 * The security check of a react-hook-form form with a `captchaAnswer` field: `newQuestion()`
 * loads a fresh question, clears the answer and puts the cursor there, as after a failed
 * attempt (whose token the server has spent) or a click on 'New question'.
 */
export function useCaptchaAnswer(setValue: (name: 'captchaAnswer', value: string) => void, setFocus: (name: 'captchaAnswer') => void) {
  const captcha = useCaptcha();
  return {
    question: captcha.question,
    expected: captcha.expected,
    newQuestion() {
      void captcha.refresh();
      setValue('captchaAnswer', '');
      setFocus('captchaAnswer');
    },
  };
}
