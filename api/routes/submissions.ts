import { Hono } from 'hono';
import { listSubmissionsBySubmitter } from '../../db/queries/submissions.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { submissionSchema } from '../../domain/schemas/submission.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { createSubmission } from '../services/submissions.ts';
import { validate } from '../validate.ts';

/** A signed-in user proposes an expert (an administrator reviews it later) and follows their own submissions. */
export function submissionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/mine', requireUser, async (c) => c.json(await listSubmissionsBySubmitter(deps.db, c.var.user.id)))
    .post('/', requireUser, validate('json', submissionSchema), async (c) => {
      const input = { submission: c.req.valid('json'), user: c.var.user, address: deps.clientAddress(c) };
      const { submission, possibleDuplicates } = await createSubmission(deps, input);
      return c.json({ message: MESSAGES.submissionReceived, submission, possibleDuplicates }, 201);
    });
}
