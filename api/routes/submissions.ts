import { Hono } from 'hono';
import { MESSAGES } from '../../domain/messages.ts';
import { submissionSchema } from '../../domain/schemas/submission.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { createSubmission } from '../services/submissions.ts';
import { validate } from '../validate.ts';

/** A signed-in user proposes an expert; an administrator reviews it later. */
export function submissionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', requireUser, validate('json', submissionSchema), async (c) => {
    const input = { submission: c.req.valid('json'), user: c.var.user, address: deps.clientAddress(c) };
    const submission = await createSubmission(deps, input);
    return c.json({ message: MESSAGES.submissionReceived, submission }, 201);
  });
}
