import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { adminActivityRoutes } from './activity.ts';
import { adminAiRoutes } from './ai.ts';
import { adminArticlesRoutes } from './articles.ts';
import { adminBuildRoutes } from './build.ts';
import { adminExchangeRoutes } from './exchange.ts';
import { adminStatsRoutes } from './stats.ts';
import { adminSubmissionsRoutes } from './submissions.ts';
import { adminUsersRoutes } from './users.ts';
import { adminWizardRoutes } from './wizard.ts';

/** Everything under /api/admin: admins only, checked once here for every sub-router. */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AppEnv>();
  admin.use('*', requireAdmin);
  admin.route('/articles', adminArticlesRoutes(deps));
  admin.route('/submissions', adminSubmissionsRoutes(deps));
  admin.route('/users', adminUsersRoutes(deps));
  admin.route('/stats', adminStatsRoutes(deps));
  admin.route('/build', adminBuildRoutes(deps));
  admin.route('/activity', adminActivityRoutes(deps));
  admin.route('/', adminExchangeRoutes(deps));
  admin.route('/', adminAiRoutes(deps));
  admin.route('/', adminWizardRoutes(deps));
  return admin;
}
