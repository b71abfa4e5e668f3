import type { Submission } from '../../../domain/entities.ts';
import { StatCard } from '../ui/stat-card.tsx';
import { countByStatus } from './review-lists.ts';

export function SubmissionCounters({ submissions }: { submissions: readonly Submission[] }) {
  const counts = countByStatus(submissions);
  return (
    <div className="stat-grid">
      <StatCard label="Pending" value={counts.pending} />
      <StatCard label="Approved" value={counts.approved} />
      <StatCard label="Rejected" value={counts.rejected} />
      <StatCard label="Total" value={counts.total} />
    </div>
  );
}
