import type { Expert } from '../../../domain/entities.ts';
import { StatCard } from '../ui/stat-card.tsx';

export function ExpertCounters({ experts }: { experts: readonly Expert[] }) {
  const categories = new Set(experts.flatMap((expert) => expert.categories));
  return (
    <div className="stat-grid">
      <StatCard label="Total Experts" value={experts.length} />
      <StatCard label="Featured" value={experts.filter((expert) => expert.featured).length} />
      <StatCard label="Categories" value={categories.size} />
    </div>
  );
}
