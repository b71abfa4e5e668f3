import { useState } from 'react';
import type { Expert } from '../../../domain/entities.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { RebuildNote } from '../ui/rebuild-note.tsx';
import { ExpertAdminCard } from './expert-admin-card.tsx';
import { ExpertCounters } from './expert-counters.tsx';
import { ExpertEditorDialog } from './expert-editor-dialog.tsx';
import { searchExperts } from './expert-search.ts';
import { useDeleteExpert, useExperts, useUpdateExpert } from './use-experts.ts';

const SAVE = 'Save Changes';

/** /admin/experts: every expert in the directory, to edit, feature, view or remove. */
function ManageExperts() {
  const experts = useExperts();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Expert | null>(null);
  const [deleting, setDeleting] = useState<Expert | null>(null);
  const [changed, setChanged] = useState(false);
  const markChanged = () => setChanged(true);
  const update = useUpdateExpert(() => {
    setEditing(null);
    markChanged();
  });
  const remove = useDeleteExpert(() => {
    setDeleting(null);
    markChanged();
  });

  const header = (
    <header className="admin-header">
      <div>
        <h1>Manage Experts</h1>
        <p className="muted">Edit, feature or remove the experts in the directory</p>
      </div>
    </header>
  );
  if (experts.isPending) {
    return (
      <>
        {header}
        <p className="muted">Loading experts...</p>
      </>
    );
  }
  if (experts.isError) {
    return (
      <>
        {header}
        <div className="notice notice-warning" role="alert">
          <p>Failed to load experts.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void experts.refetch()}>
            Try Again
          </button>
        </div>
      </>
    );
  }

  const shown = searchExperts(experts.data, query);
  return (
    <>
      {header}
      <ExpertCounters experts={experts.data} />
      {changed && <RebuildNote />}
      <div className="admin-toolbar">
        <label className="search-box admin-search">
          <span className="visually-hidden">Search experts</span>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input className="input" type="search" placeholder="Search by name or title" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <p className="muted small" role="status">
          {shown.length === experts.data.length ? `${shown.length} experts` : `${shown.length} of ${experts.data.length} experts`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="card empty-state muted">No experts found.</p>
      ) : (
        <ul className="admin-card-grid">
          {shown.map((expert) => (
            <ExpertAdminCard
              key={expert.id}
              expert={expert}
              onEdit={() => setEditing(expert)}
              onDelete={() => setDeleting(expert)}
              onChanged={markChanged}
            />
          ))}
        </ul>
      )}
      <ExpertEditorDialog
        title="Edit Expert"
        description="Changes reach the public profile with the next automatic rebuild."
        subject={editing}
        actions={[
          {
            label: SAVE,
            pendingLabel: 'Saving...',
            primary: true,
            run: (profile) => {
              if (editing) update.mutate({ id: editing.id, profile });
            },
          },
        ]}
        running={update.isPending ? SAVE : undefined}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deleting?.name ?? 'Expert'}`}
        description="Are you sure you want to delete this expert?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </>
  );
}

export default adminScreen(ManageExperts);
