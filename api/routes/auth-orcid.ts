import { Hono } from 'hono';
import { z } from 'zod';
import type { PublicUser } from '../../domain/entities.ts';
import { ORCID_MESSAGES, ORCID_RETURN, orcidCallbackQuerySchema, orcidSignUpSchema } from '../../domain/orcid.ts';
import { canOpenAdmin } from '../../domain/permissions.ts';
import { slugSchema } from '../../domain/schemas/params.ts';
import type { ClaimOutcome } from '../../domain/claims.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { deleteOrcidSignUpCookie, readOrcidSignUpCookie, setOrcidSignUpCookie, setOrcidStateCookie, takeOrcidStateCookie } from '../orcid-cookies.ts';
import { setPendingSignInCookie } from '../second-factor-cookies.ts';
import { finishOrcidSignIn, finishOrcidSignUp, orcidSettings, orcidSignUpInfo, startOrcidSignIn } from '../services/orcid-sign-in.ts';
import { startPendingSignIn } from '../services/pending-sign-in.ts';
import { startSession } from '../session-start.ts';
import { validate } from '../validate.ts';

/** Where a signed-in person goes: the claim page with its outcome, else where a sign-in takes them. */
function landing(user: PublicUser, claim: { slug: string | null; outcome: ClaimOutcome | null }): string {
  if (claim.slug && claim.outcome) return ORCID_RETURN.claimed(claim.slug, claim.outcome);
  return canOpenAdmin(user.role) ? '/admin' : '/';
}

/**
 * Signing in with ORCID at /api/auth/orcid (issue 36 §1). The start and the callback are browser
 * navigations: they answer redirects, and every outcome (a cancel at ORCID, a refused code, a
 * used state) lands on a page that says what happened. Without ORCID_CLIENT_ID and
 * ORCID_CLIENT_SECRET every route but the status answers 503.
 */
export function orcidRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      /** Whether the ORCID buttons are shown. */
      .get('/status', (c) => c.json({ enabled: deps.config.orcid !== undefined }))
      .get('/', validate('query', z.object({ claim: slugSchema.optional() })), async (c) => {
        const { url, state, expiresAt } = await startOrcidSignIn(deps, { claimSlug: c.req.valid('query').claim, address: deps.clientAddress(c) });
        setOrcidStateCookie(c, deps.config, state, expiresAt);
        return c.redirect(url, 302);
      })
      .get('/callback', validate('query', orcidCallbackQuerySchema), async (c) => {
        orcidSettings(deps.config);
        const query = c.req.valid('query');
        const result = await finishOrcidSignIn(deps, { ...query, cookieState: takeOrcidStateCookie(c, deps.config), user: c.var.user });
        switch (result.kind) {
          case 'failed':
            return c.redirect(ORCID_RETURN.failed(result.error, result.claimSlug), 302);
          case 'secondFactor': {
            const pending = await startPendingSignIn(deps, result.userId);
            setPendingSignInCookie(c, deps.config, pending.token, pending.expiresAt);
            return c.redirect(ORCID_RETURN.secondStep(result.methods, result.claimSlug), 302);
          }
          case 'signUp':
            setOrcidSignUpCookie(c, deps.config, result.token, result.expiresAt);
            return c.redirect(ORCID_RETURN.signUp, 302);
          case 'signedIn':
            if (!result.signedInAlready) await startSession(deps, c, result.user, null);
            return c.redirect(landing(result.user, { slug: result.claimSlug, outcome: result.outcome }), 302);
        }
      })
      /** A first ORCID sign-in waiting for its e-mail address: the iD and ORCID's name, for the form. */
      .get('/sign-up', async (c) => c.json(await orcidSignUpInfo(deps, readOrcidSignUpCookie(c))))
      .post('/sign-up', validate('json', orcidSignUpSchema), async (c) => {
        const input = { ...c.req.valid('json'), token: readOrcidSignUpCookie(c), address: deps.clientAddress(c) };
        const done = await finishOrcidSignUp(deps, input, (task) => deps.background.run(c, task));
        deleteOrcidSignUpCookie(c, deps.config);
        if (!done) return c.json({ message: ORCID_MESSAGES.signedUpMailSent, user: null, next: null }, 202);
        await startSession(deps, c, done.user, null);
        return c.json(
          {
            message: ORCID_MESSAGES.signedIn,
            user: done.user,
            next: landing(done.user, { slug: done.claim?.slug ?? null, outcome: done.claim?.outcome ?? null }),
          },
          201,
        );
      })
  );
}
