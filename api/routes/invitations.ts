import { Hono } from 'hono';
import { acceptInvitationSchema, invitationTokenParams } from '../../domain/people.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { acceptInvitation, previewInvitation } from '../services/invitations.ts';
import { startSession } from '../session-start.ts';
import { validate } from '../validate.ts';

/**
 * An invitation link's calls, for whoever holds the link (no sign-in): what it offers, and
 * accepting it (the account is created with the invitation's role and signed in). Never cached.
 */
export function invitationsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
    })
    .post('/accept', validate('json', acceptInvitationSchema), async (c) => {
      const user = await acceptInvitation(deps, c.req.valid('json'));
      await startSession(deps, c, user, null);
      return c.json(user, 201);
    })
    .get('/:token', validate('param', invitationTokenParams), async (c) => c.json(await previewInvitation(deps, c.req.valid('param').token)));
}
