import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { adminActivityRoutes } from './activity.ts';
import { adminAiRoutes } from './ai.ts';
import { adminArticlesRoutes } from './articles.ts';
import { adminBuildRoutes } from './build.ts';
import { adminClaimsRoutes } from './claims.ts';
import { adminProposalsRoutes } from './proposals.ts';
import { adminCorrectionsRoutes } from './corrections.ts';
import { adminExchangeRoutes } from './exchange.ts';
import { adminExpertsRoutes } from './experts.ts';
import { adminNeedsAttentionRoutes } from './needs-attention.ts';
import { adminPreviewsRoutes } from './previews.ts';
import { adminScheduleRoutes } from './schedule.ts';
import { adminPortraitRoutes } from './portraits.ts';
import { adminReviewsRoutes } from './reviews.ts';
import { adminStatsRoutes } from './stats.ts';
import { adminSubmissionsRoutes } from './submissions.ts';
import { adminUndoRoutes } from './undo.ts';
import { adminUsersRoutes } from './users.ts';
import { adminVersionsRoutes } from './versions.ts';
import { adminWizardRoutes } from './wizard.ts';

/**
 * Everything under /api/admin: the admin area (permission admin.open) checked once here for every
 * sub-router; each sub-router asks for its own permission too.
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('admin.open'))
    .route('/articles', adminArticlesRoutes(deps))
    .route('/submissions', adminSubmissionsRoutes(deps))
    .route('/corrections', adminCorrectionsRoutes(deps))
    .route('/claims', adminClaimsRoutes(deps))
    .route('/proposals', adminProposalsRoutes(deps))
    .route('/submissions', adminPortraitRoutes(deps))
    .route('/users', adminUsersRoutes(deps))
    .route('/stats', adminStatsRoutes(deps))
    .route('/build', adminBuildRoutes(deps))
    .route('/activity', adminActivityRoutes(deps))
    .route('/experts', adminExpertsRoutes(deps))
    .route('/schedule', adminScheduleRoutes(deps))
    .route('/versions', adminVersionsRoutes(deps))
    .route('/previews', adminPreviewsRoutes(deps))
    .route('/undo', adminUndoRoutes(deps))
    .route('/reviews', adminReviewsRoutes(deps))
    .route('/', adminExchangeRoutes(deps))
    .route('/', adminAiRoutes(deps))
    .route('/', adminWizardRoutes(deps))
    .route('/', adminNeedsAttentionRoutes(deps));
}
