import { Hono } from 'hono';
import type { PublicUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../domain/schemas/auth.ts';
import {
  passkeyAuthenticationSchema,
  SECOND_FACTOR_MESSAGES,
  secondStepSchema,
  type SecondFactorChallenge,
  type SignedInUser,
} from '../../domain/second-factor.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppDeps, AppEnv } from '../deps.ts';
import { UnauthorizedError } from '../errors.ts';
import { readPendingSignInCookie, setChallengeCookie, setPendingSignInCookie, takeChallengeCookie } from '../second-factor-cookies.ts';
import { registerUser, signIn } from '../services/accounts.ts';
import { createCaptcha } from '../services/captcha.ts';
import { passkeySignInOptions, verifyPasskeySignIn } from '../services/passkeys.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { finishPendingSignIn, pendingSignInUser, startPendingSignIn } from '../services/pending-sign-in.ts';
import { enforceRateLimits } from '../services/rate-limit.ts';
import { secondFactorOwed, signInMethods, signInSecondStep } from '../services/second-factor.ts';
import { invalidateSession } from '../services/sessions.ts';
import { deleteSessionCookie } from '../session-cookie.ts';
import { startSession } from '../session-start.ts';
import { validate } from '../validate.ts';

/** The account calls of spec section 7, at /api/auth, and the second step of a sign-in. */
export function authRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      /** The signed-in person, with what their session still owes REQUIRE_2FA_ROLES (the admin screens send them to enrol). */
      .get('/user', async (c) => {
        if (!c.var.user) return c.json({ message: MESSAGES.notAuthenticated }, 401);
        const owed = await secondFactorOwed(deps, c.var.user, c.var.sessionSecondFactor);
        const user: SignedInUser = owed ? { ...c.var.user, secondFactorNeeded: owed } : c.var.user;
        return c.json(user);
      })
      .post('/logout', async (c) => {
        if (c.var.sessionId) await invalidateSession(deps, c.var.sessionId);
        deleteSessionCookie(c, deps.config);
        return c.json({ message: MESSAGES.signedOut });
      })
      .get('/captcha', async (c) => c.json(await createCaptcha(deps)))
      /**
       * The password step. An account with a second factor gets no session yet: a pending sign-in
       * (cookie) and the second steps it may take.
       */
      .post('/login', validate('json', loginSchema), async (c) => {
        const user = await signIn(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) });
        const methods = await signInMethods(deps, user.id);
        if (methods.length === 0) {
          await startSession(deps, c, user, null);
          return c.json(user as PublicUser | SecondFactorChallenge);
        }
        const pending = await startPendingSignIn(deps, user.id);
        setPendingSignInCookie(c, deps.config, pending.token, pending.expiresAt);
        return c.json({ secondFactorRequired: true, methods } as PublicUser | SecondFactorChallenge);
      })
      /** The second step with a code from the authenticator app or a recovery code. */
      .post('/login/second-factor', validate('json', secondStepSchema), async (c) => {
        const { user, method } = await signInSecondStep(deps, { token: readPendingSignInCookie(c), step: c.req.valid('json'), address: deps.clientAddress(c) });
        await startSession(deps, c, user, method);
        return c.json(user);
      })
      /** A passkey ceremony's options: for the pending sign-in's account, or (none pending) any discoverable passkey. */
      .post('/passkey/options', async (c) => {
        await enforceRateLimits(deps, [['passkeyChallengesPerAddress', deps.clientAddress(c)]]);
        const userId = await pendingSignInUser(deps, readPendingSignInCookie(c));
        const { options, key, expiresAt } = await passkeySignInOptions(deps, userId);
        setChallengeCookie(c, deps.config, key, expiresAt);
        return c.json(options);
      })
      /** Signs in with a passkey: alone, or as the second step of the pending sign-in its challenge was made for. */
      .post('/passkey', validate('json', passkeyAuthenticationSchema), async (c) => {
        const response = c.req.valid('json').response as AuthenticationResponseJSON;
        const { user, pendingUserId } = await verifyPasskeySignIn(deps, { key: takeChallengeCookie(c, deps.config), response });
        if (pendingUserId !== null) {
          const token = readPendingSignInCookie(c);
          if (!token || (await pendingSignInUser(deps, token)) !== pendingUserId || !(await finishPendingSignIn(deps, token))) {
            throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.noPendingSignIn);
          }
        }
        await startSession(deps, c, user, 'passkey');
        return c.json(user);
      })
      // 202 either way (the mail follows). A new account's owner is signed in at once, so sign-up never
      // asks a second security question; an e-mail that had an account gets the same words as before.
      .post('/register', validate('json', registerSchema), async (c) => {
        const user = await registerUser(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) }, (task) => deps.background.run(c, task));
        if (!user) return c.json({ message: MESSAGES.signUpMailSentDetail, user: null }, 202);
        await startSession(deps, c, user, null);
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
      })
  );
}
