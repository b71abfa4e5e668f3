import { Hono } from 'hono';
import { ENTITY_PERMISSIONS } from '../../../domain/permissions.ts';
import { REVIEW_MESSAGES, returnDraftSchema, reviewParams, scheduleDraftSchema } from '../../../domain/reviews.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission, requirePermissionFor } from '../../middleware/guards.ts';
import { listMyDraftReviews, listReviewQueue, markReadyForReview, publishReviewedDraft, returnDraft, scheduleReviewedDraft } from '../../services/reviews.ts';
import { validate } from '../../validate.ts';

/**
 * The review of drafts at /api/admin/reviews: the editors' queue and the contributor's own drafts;
 * 'Ready for review' (whoever may edit the draft), and an editor's Publish, Schedule or Send back.
 */
export function adminReviewsRoutes(deps: AppDeps) {
  const editsOwn = requirePermissionFor('entityType', { expert: ENTITY_PERMISSIONS.expert.editOwn, article: ENTITY_PERMISSIONS.article.editOwn });
  const decides = requirePermissionFor('entityType', { expert: ENTITY_PERMISSIONS.expert.publish, article: ENTITY_PERMISSIONS.article.publish });
  return new Hono<AppEnv>()
    .get('/', requirePermission('experts.publish', 'articles.publish'), async (c) => c.json({ drafts: await listReviewQueue(deps, c.var.user) }))
    .get('/mine', requirePermission('experts.edit.own', 'articles.edit.own'), async (c) => c.json({ drafts: await listMyDraftReviews(deps, c.var.user) }))
    .post('/:entityType/:id/ready', editsOwn, validate('param', reviewParams), async (c) => {
      await markReadyForReview(deps, { target: c.req.valid('param'), actor: c.var.user });
      return c.json({ message: REVIEW_MESSAGES.markedReady });
    })
    .post('/:entityType/:id/return', decides, validate('param', reviewParams), validate('json', returnDraftSchema), async (c) => {
      await returnDraft(deps, { target: c.req.valid('param'), note: c.req.valid('json').note, actor: c.var.user });
      return c.json({ message: REVIEW_MESSAGES.returned });
    })
    .post('/:entityType/:id/publish', decides, validate('param', reviewParams), async (c) => {
      await publishReviewedDraft(deps, { target: c.req.valid('param'), actor: c.var.user });
      return c.json({ message: REVIEW_MESSAGES.published });
    })
    .post('/:entityType/:id/schedule', decides, validate('param', reviewParams), validate('json', scheduleDraftSchema), async (c) => {
      await scheduleReviewedDraft(deps, { target: c.req.valid('param'), at: c.req.valid('json').at, actor: c.var.user });
      return c.json({ message: REVIEW_MESSAGES.scheduled });
    });
}
