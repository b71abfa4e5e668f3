import { useRef, useState } from 'react';
import type { Expert } from '../../../domain/entities.ts';
import { SearchField } from '../../ui/search-field.tsx';
import { useAuth } from '../../lib/use-auth.ts';
import { adminScreen } from '../admin-guard.tsx';
import { EditorialTools } from '../editorial/editorial-tools.tsx';
import { useOpenEditorFromLink } from '../editorial/editor-link.ts';
import { PublishAtDraftField, usePublishAtDraft } from '../schedule/publish-at-draft.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { RebuildNote } from '../ui/rebuild-note.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ExpertAdminCard } from './expert-admin-card.tsx';
import { ExpertCounters } from './expert-counters.tsx';
import { EmptyList } from '../ui/empty-list.tsx';
import { ExpertEditorDialog } from './expert-editor-dialog.tsx';
import { searchExperts } from './expert-search.ts';
import { BLANK_PROFILE, BLANK_PROVENANCE } from './editor-values.ts';
import { useCreateExpert, useDeleteExpert, useExperts, useUpdateExpert } from './use-experts.ts';
import './experts.css';

const SAVE = 'Save Changes';
const CREATE = 'Create Expert';

/** /admin/experts: every expert in the directory, to edit, feature, view or remove. */
function ManageExperts() {
  const { can } = useAuth();
  // A contributor's experts are their own drafts: no history, schedule or preview links (the review publishes them).
  const editsAll = can('experts.edit');
  const experts = useExperts();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Expert | null>(null);
  const [creating, setCreating] = useState(false);
  const [changed, setChanged] = useState(false);
  const markChanged = () => setChanged(true);
  const update = useUpdateExpert(() => {
    setEditing(null);
    markChanged();
  });
  const publishAt = usePublishAtDraft();
  const create = useCreateExpert(() => {
    setCreating(false);
    publishAt.setValue('');
    markChanged();
  });
  useOpenEditorFromLink(experts.data, setEditing);
  const list = useRef<HTMLDivElement>(null);
  const remove = useDeleteExpert(list, markChanged);

  return (
    <>
      <ScreenHeader
        title="Manage Experts"
        subtitle="Edit, feature or remove the experts in the directory"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            New Expert
          </button>
        }
      />
      <QueryState query={experts} loading="Loading experts..." failed="Failed to load experts.">
        {(all) => {
          const shown = searchExperts(all, query);
          return (
            <>
              <ExpertCounters experts={all} />
              {changed && <RebuildNote />}
              <div className="admin-toolbar">
                <SearchField
                  className="admin-search"
                  aria-label="Search experts"
                  placeholder="Search by name or title"
                  value={query}
                  onValueChange={setQuery}
                />
                <p className="muted small" role="status">
                  {shown.length === all.length ? `${shown.length} experts` : `${shown.length} of ${all.length} experts`}
                </p>
              </div>
              <div ref={list} tabIndex={-1}>
                {shown.length === 0 ? (
                  <EmptyList what="experts" filtered={query.trim() !== ''} hint="Approved submissions and experts added here appear in this list." />
                ) : (
                  <ul className="admin-card-grid">
                    {shown.map((expert) => (
                      <ExpertAdminCard
                        key={expert.id}
                        expert={expert}
                        onEdit={() => setEditing(expert)}
                        onDelete={() => remove.ask(expert)}
                        onChanged={markChanged}
                      />
                    ))}
                  </ul>
                )}
              </div>
              <ExpertEditorDialog
                title="Edit Expert"
                description="Changes reach the public profile with the next automatic rebuild."
                subject={editing}
                provenance={(shown) => shown}
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
                tools={editsAll ? (shown, onRestored) => <EditorialTools entityType="expert" entity={shown} onRestored={onRestored} /> : undefined}
              />
              <ExpertEditorDialog
                title="New Expert"
                description={
                  can('experts.publish')
                    ? "The expert's page is published with the next automatic rebuild; the address is made from the name."
                    : 'The expert is saved as your draft; send it for review when it is ready.'
                }
                subject={creating ? { ...BLANK_PROFILE, id: 0 } : null}
                provenance={() => BLANK_PROVENANCE}
                actions={[{ label: CREATE, pendingLabel: 'Creating...', primary: true, run: (profile) => publishAt.withTime(profile, create.mutate) }]}
                running={create.isPending ? CREATE : undefined}
                onClose={() => setCreating(false)}
                tools={can('experts.publish') ? () => <PublishAtDraftField draft={publishAt} error={create.error} /> : undefined}
              />
              {remove.dialog}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

export default adminScreen(ManageExperts);
