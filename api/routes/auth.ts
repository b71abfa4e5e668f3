import { Hono } from 'hono';
import { MESSAGES } from '../../domain/messages.ts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../domain/schemas/auth.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { registerUser, signIn } from '../services/accounts.ts';
import { createCaptcha } from '../services/captcha.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { invalidateSession } from '../services/sessions.ts';
import { deleteSessionCookie } from '../session-cookie.ts';
import { startSession } from '../session-start.ts';
import { validate } from '../validate.ts';

/** The account calls of spec section 7, at /api/auth. */
export function authRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/user', (c) => (c.var.user ? c.json(c.var.user) : c.json({ message: MESSAGES.notAuthenticated }, 401)))
    .post('/logout', async (c) => {
      if (c.var.sessionId) await invalidateSession(deps, c.var.sessionId);
      deleteSessionCookie(c, deps.config);
      return c.json({ message: MESSAGES.signedOut });
    })
    .get('/captcha', async (c) => c.json(await createCaptcha(deps)))
    .post('/login', validate('json', loginSchema), async (c) => {
      const user = await signIn(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) });
      await startSession(deps, c, user);
      return c.json(user);
    })
    .post('/register', validate('json', registerSchema), async (c) => {
      await registerUser(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) }, (task) => deps.background.run(c, task));
      return c.json({ message: MESSAGES.signUpMailSentDetail }, 202);
    })
    .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
      const input = { ...c.req.valid('json'), address: deps.clientAddress(c) };
      await requestPasswordReset(deps, input, (task) => deps.background.run(c, task));
      return c.json({ message: MESSAGES.resetLinkSent });
    })
    .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
      await resetPassword(deps, c.req.valid('json'));
      return c.json({ message: MESSAGES.passwordResetDone });
    });
}
