import { Hono } from 'hono';
import { countExperts } from '../../../db/queries/experts.ts';
import { countSubmissions } from '../../../db/queries/submissions.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';

/** The dashboard's counters at /api/admin/stats. */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requirePermission('admin.open')).get('/', async (c) => {
    const [experts, submissions] = await Promise.all([countExperts(deps.db), countSubmissions(deps.db)]);
    return c.json({
      totalExperts: experts.total,
      pendingSubmissions: submissions.pending,
      totalSubmissions: submissions.total,
      categories: experts.categories,
      featuredExperts: experts.featured,
      approvedSubmissions: submissions.approved,
      rejectedSubmissions: submissions.rejected,
    });
  });
}
