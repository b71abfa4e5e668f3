import { adminScreen } from '../admin-guard.tsx';
import { ReviewQueue } from '../reviews/review-queue.tsx';
import { Can } from '../ui/can.tsx';
import { AiSpend } from './ai-spend.tsx';
import { ScheduledPanel } from '../schedule/scheduled-panel.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { DashboardCounts } from './dashboard-counts.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { LatestActivity } from './latest-activity.tsx';
import { ModelCatalogues } from './model-catalogues.tsx';
import { NeedsAttentionSummary } from './needs-attention-summary.tsx';
import { PublishingPanel } from './publishing-panel.tsx';
import { QuickLinks } from './quick-links.tsx';
import { useAdminStats } from './use-dashboard.ts';
import './dashboard.css';

/**
 * /admin: the directory's counts, the state of publishing and the way to every screen; each panel
 * only for a role that may use it (an editor sees the drafts waiting for review, an admin the
 * month's AI spend per person).
 */
function Dashboard() {
  const stats = useAdminStats();
  return (
    <>
      <ScreenHeader title="Dashboard" subtitle="The directory at a glance, and the state of the public site" />
      <Can permissions={['ai.use']}>
        <ModelWarnings />
      </Can>
      <QueryState query={stats} loading="Loading statistics..." failed="Failed to load statistics.">
        {(data) => <DashboardCounts stats={data} />}
      </QueryState>
      <Can permissions={['experts.publish', 'articles.publish']}>
        <ReviewQueue />
      </Can>
      <PublishingPanel />
      <Can permissions={['experts.publish', 'articles.publish']}>
        <ScheduledPanel />
      </Can>
      <Can permissions={['experts.edit']}>
        <NeedsAttentionSummary />
      </Can>
      <Can permissions={['people.manage']}>
        <AiSpend />
      </Can>
      <Can permissions={['ai.use']}>
        <ModelCatalogues />
      </Can>
      <Can permissions={['activity.view']}>
        <LatestActivity />
      </Can>
      <QuickLinks />
    </>
  );
}

export default adminScreen(Dashboard);
