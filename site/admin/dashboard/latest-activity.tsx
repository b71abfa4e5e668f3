import { ACTIVITY_LATEST } from '../../../domain/activity.ts';
import { ActivityTable } from '../activity/activity-table.tsx';
import { NO_FILTERS, useActivity } from '../activity/use-activity.ts';
import { QueryState } from '../ui/query-state.tsx';

/** The dashboard's latest ten actions, with the way to the whole log. */
export function LatestActivity() {
  const activity = useActivity(NO_FILTERS, 1);
  return (
    <section className="card card-body" aria-labelledby="latest-activity">
      <h2 id="latest-activity" className="panel-title">
        Latest Activity
      </h2>
      <QueryState query={activity} loading="Loading activity..." failed="Failed to load activity.">
        {(data) => <ActivityTable entries={data.entries.slice(0, ACTIVITY_LATEST)} />}
      </QueryState>
      <a href="/admin/activity">See all activity</a>
    </section>
  );
}
