import { Hono } from 'hono';
import { listCorrectionsBySender } from '../../db/queries/corrections.ts';
import { CORRECTION_MESSAGES, correctionSchema } from '../../domain/corrections.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { sendCorrection } from '../services/corrections.ts';
import { validate } from '../validate.ts';

/** 'Suggest a correction': anyone sends one (signed out: an e-mail address and the captcha); a signed-in sender follows theirs. */
export function correctionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/mine', requireUser, async (c) => c.json(await listCorrectionsBySender(deps.db, c.var.user.id)))
    .post('/', validate('json', correctionSchema), async (c) => {
      const input = { correction: c.req.valid('json'), user: c.var.user, address: deps.clientAddress(c) };
      const correction = await sendCorrection(deps, input);
      return c.json({ message: CORRECTION_MESSAGES.received, id: correction.id }, 201);
    });
}
