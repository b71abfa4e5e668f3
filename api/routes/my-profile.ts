import { Hono } from 'hono';
import { CORRECTION_MESSAGES, ownerChangeRequestSchema } from '../../domain/corrections.ts';
import { PROPOSAL_MESSAGES, proposalSchema } from '../../domain/expert-proposals.ts';
import { REMINDER_MESSAGES, reminderTokenBody } from '../../domain/owner-reminders.ts';
import { idParams } from '../../domain/schemas/params.ts';
import { imageUploadSchema } from '../../domain/schemas/upload.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { imageBodyLimit } from '../middleware/image-body-limit.ts';
import { askForChange, fileProposal, listOwnProposals, uploadProposalPhoto } from '../services/expert-proposals.ts';
import { confirmProfile, listMyProfiles } from '../services/my-profile.ts';
import { confirmFromReminder, unsubscribeFromReminders } from '../services/owner-reminders.ts';
import { readersOf } from '../services/profile-reads.ts';
import { validate } from '../validate.ts';

/**
 * The expert's own page, /api/my-profile (issue 36 §2): the profiles the signed-in person owns, and
 * 'Still accurate' for one of them, the changes they propose to it (a photo uploaded first), and
 * the changes they ask for to what others wrote (issue 36 §2). Ownership is checked by the service: any other id is a 404.
 */
export function myProfileRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // A reminder's signed links, which work without signing in (before the '/:id' routes, which would take 'reminders' for an id).
      .post('/reminders/confirm', validate('json', reminderTokenBody), async (c) => c.json(await confirmFromReminder(deps, c.req.valid('json').token)))
      .post('/reminders/unsubscribe', validate('query', reminderTokenBody), async (c) => {
        await unsubscribeFromReminders(deps, c.req.valid('query').token);
        return c.json({ message: REMINDER_MESSAGES.unsubscribed });
      })
      .get('/', requireUser, async (c) => c.json({ profiles: await listMyProfiles(deps, c.var.user) }))
      .post('/:id/confirm', requireUser, validate('param', idParams), async (c) =>
        c.json(await confirmProfile(deps, { expertId: c.req.valid('param').id, user: c.var.user })),
      )
      .get('/:id/readers', requireUser, validate('param', idParams), async (c) =>
        c.json(await readersOf(deps, { expertId: c.req.valid('param').id, user: c.var.user })),
      )
      .get('/:id/proposals', requireUser, validate('param', idParams), async (c) =>
        c.json(await listOwnProposals(deps, { expertId: c.req.valid('param').id, user: c.var.user })),
      )
      .post('/:id/proposals', requireUser, validate('param', idParams), validate('json', proposalSchema), async (c) => {
        const { note, ...proposed } = c.req.valid('json');
        const proposal = await fileProposal(deps, { expertId: c.req.valid('param').id, user: c.var.user, proposed, note: note ?? null });
        return c.json({ message: PROPOSAL_MESSAGES.filed, proposal }, 201);
      })
      // A photo for a proposal (multipart, field 'image'): stored now, on no page until an editor accepts the proposal naming it.
      .post('/:id/photo', requireUser, validate('param', idParams), imageBodyLimit, validate('form', imageUploadSchema), async (c) => {
        const uploaded = await uploadProposalPhoto(deps, { expertId: c.req.valid('param').id, user: c.var.user, file: c.req.valid('form').image });
        return c.json({ message: PROPOSAL_MESSAGES.photoUploaded, ...uploaded }, 201);
      })
      // 'Ask for a change' to what others wrote (sources, context notes, identifiers, listed commercial interests): into the corrections queue.
      .post('/:id/change-requests', requireUser, validate('param', idParams), validate('json', ownerChangeRequestSchema), async (c) => {
        const correction = await askForChange(deps, { expertId: c.req.valid('param').id, user: c.var.user, request: c.req.valid('json') });
        return c.json({ message: CORRECTION_MESSAGES.ownerAsked, correction }, 201);
      })
  );
}
