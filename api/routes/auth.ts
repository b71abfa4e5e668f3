import { Hono, type Context } from 'hono';
import type { PublicUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../domain/schemas/auth.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { registerUser, signIn } from '../services/accounts.ts';
import { createCaptcha } from '../services/captcha.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { createSession, invalidateSession } from '../services/sessions.ts';
import { deleteSessionCookie, setSessionCookie } from '../session-cookie.ts';
import { validate } from '../validate.ts';

/** The account calls of spec section 7, at /api/auth. */
export function authRoutes(deps: AppDeps) {
  /** A new session for a user who just proved who they are; the one the request came with ends (no session fixation). */
  async function startSession(c: Context<AppEnv>, user: PublicUser): Promise<void> {
    if (c.var.sessionId) await invalidateSession(deps, c.var.sessionId);
    const { token, expiresAt } = await createSession(deps, user.id);
    setSessionCookie(c, deps.config, token, expiresAt, user.role);
  }

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
      await startSession(c, user);
      return c.json(user);
    })
    // 202 either way (the mail follows). A new account's owner is signed in at once, so sign-up never
    // asks a second security question; an e-mail that had an account gets the same words as before.
    .post('/register', validate('json', registerSchema), async (c) => {
      const user = await registerUser(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) }, (task) => deps.background.run(c, task));
      if (!user) return c.json({ message: MESSAGES.signUpMailSentDetail, user: null }, 202);
      await startSession(c, user);
      return c.json({ message: MESSAGES.signedUp, user }, 202);
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
