import { useId, useState } from 'react';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from '../../../domain/activity.ts';
import { pageCount } from '../../../domain/paging.ts';
import { useUsers } from '../users/use-users.ts';
import { adminScreen } from '../admin-guard.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { asChoices, SelectField } from '../ui/select-field.tsx';
import { ActivityTable } from './activity-table.tsx';
import { NO_FILTERS, useActivity, type ActivityFilters } from './use-activity.ts';
import './activity.css';

function FilterBar({ filters, onChange }: { filters: ActivityFilters; onChange: (filters: ActivityFilters) => void }) {
  const id = useId();
  // Everyone who works in the admin area, and anyone whose account an entry is about.
  const people = useUsers().data ?? [];
  const set = (field: keyof ActivityFilters) => (value: string) => onChange({ ...filters, [field]: value });
  return (
    <form className="activity-filters card card-body" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <SelectField label="Action" empty="All actions" value={filters.action} options={asChoices(ACTIVITY_ACTIONS)} onChange={set('action')} />
      <SelectField
        label="Person"
        empty="Everyone"
        value={filters.personId}
        options={people.map((person) => ({ value: String(person.id), label: person.email }))}
        onChange={set('personId')}
      />
      <SelectField label="Entity" empty="All entities" value={filters.entityType} options={asChoices(ACTIVITY_ENTITY_TYPES)} onChange={set('entityType')} />
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="input" type="date" value={filters.from} onChange={(event) => set('from')(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="input" type="date" value={filters.to} onChange={(event) => set('to')(event.target.value)} />
      </div>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(NO_FILTERS)}>
        Clear
      </button>
    </form>
  );
}

/** /admin/activity: every admin action and AI run, newest first, filtered (by person too) and paged. Nothing here can change an entry. */
function ActivityLog() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const activity = useActivity(filters, page);
  return (
    <>
      <ScreenHeader title="Activity" subtitle="Every admin action and AI run, newest first" />
      <FilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <section className="card card-body">
        <QueryState query={activity} loading="Loading activity..." failed="Failed to load activity.">
          {(data) => {
            const pages = pageCount(data.total, data.pageSize);
            return (
              <>
                <p className="muted small">{data.total} entries</p>
                <ActivityTable entries={data.entries} />
                {pages > 1 && (
                  <nav className="pager" aria-label="Pages">
                    <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Previous
                    </button>
                    <span className="muted small">
                      Page {page} of {pages}
                    </span>
                    <button type="button" className="btn btn-secondary btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      Next
                    </button>
                  </nav>
                )}
              </>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}

export default adminScreen(ActivityLog);
