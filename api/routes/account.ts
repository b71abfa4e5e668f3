import { Hono } from 'hono';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  changePasswordSchema,
  passkeyIdParams,
  passkeyRegistrationSchema,
  passwordAgainSchema,
  SECOND_FACTOR_MESSAGES,
  sessionIdParams,
  totpConfirmSchema,
} from '../../domain/second-factor.ts';
import { describeUserAgent } from '../../domain/user-agent.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { setChallengeCookie, takeChallengeCookie } from '../second-factor-cookies.ts';
import { changeOwnPassword, endOwnOtherSessions, endOwnSession, listOwnSessions } from '../services/account-sessions.ts';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from '../services/passkeys.ts';
import { renewRecoveryCodes, secondFactorStatus } from '../services/second-factor.ts';
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment } from '../services/totp.ts';
import { deleteSessionCookie } from '../session-cookie.ts';
import { validate } from '../validate.ts';

/**
 * The signed-in person's own account at /api/account: their sessions, their password, and their
 * second factor (authenticator app, passkeys, recovery codes). Open to a session that has not
 * given a second factor its role needs (the gate lets it through), so it can enrol one.
 */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/sessions', async (c) => c.json(await listOwnSessions(deps, c.var.user, c.var.sessionId)))
    .post('/sessions/end-others', async (c) => {
      const ended = await endOwnOtherSessions(deps, c.var.user, c.var.sessionId);
      return c.json({ message: SECOND_FACTOR_MESSAGES.otherSessionsEnded, ended });
    })
    .delete('/sessions/:sessionId', validate('param', sessionIdParams), async (c) => {
      const { sessionId } = c.req.valid('param');
      await endOwnSession(deps, c.var.user, sessionId);
      if (sessionId === c.var.sessionId) deleteSessionCookie(c, deps.config);
      return c.json({ message: SECOND_FACTOR_MESSAGES.sessionEnded });
    })
    .post('/password', validate('json', changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      await changeOwnPassword(deps, { user: c.var.user, sessionId: c.var.sessionId, currentPassword, newPassword, address: deps.clientAddress(c) });
      return c.json({ message: SECOND_FACTOR_MESSAGES.passwordChanged });
    })
    .get('/second-factor', async (c) => c.json(await secondFactorStatus(deps, c.var.user)))
    .post('/totp', async (c) => c.json(await startTotpEnrolment(deps, c.var.user)))
    .post('/totp/confirm', validate('json', totpConfirmSchema), async (c) => {
      const recoveryCodes = await confirmTotpEnrolment(deps, {
        user: c.var.user,
        sessionId: c.var.sessionId,
        code: c.req.valid('json').code,
        address: deps.clientAddress(c),
      });
      return c.json({ message: SECOND_FACTOR_MESSAGES.totpOn, recoveryCodes });
    })
    .post('/totp/remove', validate('json', passwordAgainSchema), async (c) => {
      await removeTotp(deps, { user: c.var.user, sessionId: c.var.sessionId, password: c.req.valid('json').password, address: deps.clientAddress(c) });
      return c.json({ message: SECOND_FACTOR_MESSAGES.totpOff });
    })
    .post('/recovery-codes', validate('json', passwordAgainSchema), async (c) => {
      const recoveryCodes = await renewRecoveryCodes(deps, { user: c.var.user, password: c.req.valid('json').password, address: deps.clientAddress(c) });
      return c.json({ message: SECOND_FACTOR_MESSAGES.recoveryCodesRenewed, recoveryCodes });
    })
    .post('/passkeys/options', async (c) => {
      const { options, key, expiresAt } = await passkeyRegistrationOptions(deps, c.var.user);
      setChallengeCookie(c, deps.config, key, expiresAt);
      return c.json(options);
    })
    .post('/passkeys', validate('json', passkeyRegistrationSchema), async (c) => {
      const body = c.req.valid('json');
      const device = describeUserAgent(c.req.header('User-Agent'));
      const added = await addPasskey(deps, {
        user: c.var.user,
        sessionId: c.var.sessionId,
        key: takeChallengeCookie(c, deps.config),
        name: body.name || `${device.browser} on ${device.system}`,
        // Outlined by the schema; every byte is the library's to verify.
        response: body.response as RegistrationResponseJSON,
      });
      return c.json({ message: SECOND_FACTOR_MESSAGES.passkeyAdded, ...added });
    })
    .post('/passkeys/:passkeyId/remove', validate('param', passkeyIdParams), validate('json', passwordAgainSchema), async (c) => {
      await removePasskey(deps, {
        user: c.var.user,
        sessionId: c.var.sessionId,
        id: c.req.valid('param').passkeyId,
        password: c.req.valid('json').password,
        address: deps.clientAddress(c),
      });
      return c.json({ message: SECOND_FACTOR_MESSAGES.passkeyRemoved });
    });
}
