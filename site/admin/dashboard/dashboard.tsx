import { adminScreen } from '../admin-guard.tsx';
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

/** /admin: the directory's counts, the state of publishing and the way to every screen. */
function Dashboard() {
  const stats = useAdminStats();
  return (
    <>
      <ScreenHeader title="Dashboard" subtitle="The directory at a glance, and the state of the public site" />
      <ModelWarnings />
      <QueryState query={stats} loading="Loading statistics..." failed="Failed to load statistics.">
        {(data) => <DashboardCounts stats={data} />}
      </QueryState>
      <PublishingPanel />
      <ScheduledPanel />
      <NeedsAttentionSummary />
      <ModelCatalogues />
      <LatestActivity />
      <QuickLinks />
    </>
  );
}

export default adminScreen(Dashboard);
