import { StatCard } from '../ui/stat-card.tsx';
import type { AdminStats } from './use-dashboard.ts';

/** The four headline counts and the Platform Statistics panel. */
export function DashboardCounts({ stats }: { stats: AdminStats }) {
  const platform = [
    { label: 'Total experts', value: stats.totalExperts },
    { label: 'Pending reviews', value: stats.pendingSubmissions },
    { label: 'Total submissions', value: stats.totalSubmissions },
    { label: 'Featured experts', value: stats.featuredExperts },
  ];
  return (
    <>
      <div className="stat-grid">
        <StatCard label="Experts" value={stats.totalExperts} hint="In the directory" />
        <StatCard label="Pending Submissions" value={stats.pendingSubmissions} hint="Waiting for review" />
        <StatCard label="Total Submissions" value={stats.totalSubmissions} hint="All time" />
        <StatCard label="Categories" value={stats.categories} hint="With at least one expert" />
      </div>
      <section className="card card-body dashboard-panel" aria-labelledby="platform-statistics">
        <h2 id="platform-statistics" className="panel-title">
          Platform Statistics
        </h2>
        <dl className="detail-list">
          {platform.map((row) => (
            <div key={row.label} className="detail-row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
