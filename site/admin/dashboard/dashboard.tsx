import { adminScreen } from '../admin-guard.tsx';
import { DashboardCounts } from './dashboard-counts.tsx';
import { PublishingPanel } from './publishing-panel.tsx';
import { QuickLinks } from './quick-links.tsx';
import { useAdminStats } from './use-dashboard.ts';

/** /admin: the directory's counts, the state of publishing and the way to every screen. */
function Dashboard() {
  const stats = useAdminStats();
  return (
    <>
      <header className="admin-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">The directory at a glance, and the state of the public site</p>
        </div>
      </header>
      {stats.isPending ? (
        <p className="muted">Loading statistics...</p>
      ) : stats.isError ? (
        <div className="notice notice-warning" role="alert">
          <p>Failed to load statistics.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void stats.refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <DashboardCounts stats={stats.data} />
      )}
      <PublishingPanel />
      <QuickLinks />
    </>
  );
}

export default adminScreen(Dashboard);
