import { useCallback, useEffect, useRef, useState } from 'react';
import { api, unwrap, type Reply } from './api.ts';

/** GET /api/auth/captcha: `expected` is a signed, single-use token, never the answer itself. */
type Captcha = Reply<typeof api.auth.captcha.$get>;

/**
 * The security question of the account forms. A token is spent by any attempt, so `refresh()`
 * drops the current question at once: until the next one arrives the form answers
 * 'Please wait for CAPTCHA to load' instead of sending a spent token. Load failures are only
 * logged (spec section 8).
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // Only the newest request may set the question, however the answers arrive.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setCaptcha(null);
    try {
      const next = await unwrap(api.auth.captcha.$get());
      if (request === latest.current) setCaptcha(next);
    } catch (error) {
      console.error('Could not load the security question', error);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { question: captcha?.question, expected: captcha?.expected, refresh };
}
