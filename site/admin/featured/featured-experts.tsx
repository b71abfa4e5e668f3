import { useState } from 'react';
import { LIMITS } from '../../../domain/limits.ts';
import { EXPERT_MESSAGES } from '../../../domain/messages.ts';
import { toast } from '../../lib/toast.ts';
import { adminScreen } from '../admin-guard.tsx';
import { useExperts } from '../experts/use-experts.ts';
import { useLeaveGuard } from '../ui/dirty-guard.tsx';
import { RebuildNote } from '../ui/rebuild-note.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { SortableList, sortInstructions } from '../ui/sortable-list.tsx';
import { sameSelection, savedSelection, toggleSelection } from './featured-selection.ts';
import { SelectableExpertCard } from './selectable-expert-card.tsx';
import { useFeaturedExperts, useSaveFeatured } from './use-featured.ts';
import './featured.css';

const TITLE = 'Featured Experts';

/** /admin/featured: choose the home page's featured experts and their order (selection order). */
function FeaturedExperts() {
  const experts = useExperts();
  const featured = useFeaturedExperts();
  // null: no change yet, the working selection is the saved one.
  const [working, setWorking] = useState<number[] | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveFeatured(() => {
    setWorking(null);
    setSaved(true);
  });
  const changed = working !== null && featured.data !== undefined && !sameSelection(working, savedSelection(featured.data));
  useLeaveGuard(changed);

  if (experts.isPending || featured.isPending) {
    return (
      <ScreenHeader title={TITLE}>
        <p className="muted">Loading experts...</p>
      </ScreenHeader>
    );
  }
  if (experts.isError || featured.isError) {
    return (
      <ScreenHeader title={TITLE}>
        <p className="notice notice-warning" role="alert">
          Failed to load experts.
        </p>
      </ScreenHeader>
    );
  }

  const selection = working ?? savedSelection(featured.data);
  const byId = new Map(experts.data.map((expert) => [expert.id, expert]));
  // Only published experts can be featured (the server refuses the others): one waiting for publication is not offered.
  const offered = experts.data.filter((expert) => expert.published);

  function toggle(id: number) {
    const next = toggleSelection(selection, id, LIMITS.featuredExperts);
    if (next) setWorking(next);
    else toast({ title: 'Maximum Reached', description: EXPERT_MESSAGES.tooManyFeatured, variant: 'destructive' });
  }

  return (
    <>
      <ScreenHeader title={TITLE}>
        <p className="muted" aria-live="polite">
          {`Select up to ${LIMITS.featuredExperts} experts to feature on the homepage. Currently selected: ${selection.length}/${LIMITS.featuredExperts}`}
        </p>
      </ScreenHeader>
      {saved && !changed && <RebuildNote />}
      {selection.length > 1 && (
        <section className="card card-body featured-panel" aria-labelledby="featured-order-title">
          <h2 id="featured-order-title" className="featured-panel-title">
            Home page order
          </h2>
          <p className="muted small">Drag the handles to change the order. {sortInstructions('expert')}</p>
          <SortableList
            noun="expert"
            items={selection.flatMap((id) => {
              const expert = byId.get(id);
              return expert ? [{ id, title: expert.name, detail: expert.title }] : [];
            })}
            onReorder={setWorking}
          />
        </section>
      )}
      {offered.length === 0 ? (
        <p className="card empty-state muted">No experts found.</p>
      ) : (
        <ul className="select-card-grid" aria-label="Experts">
          {offered.map((expert) => {
            const index = selection.indexOf(expert.id);
            return <SelectableExpertCard key={expert.id} expert={expert} order={index >= 0 ? index + 1 : undefined} onToggle={() => toggle(expert.id)} />;
          })}
        </ul>
      )}
      {/* Stays in view while the grid scrolls, so Save and Reset are always at hand. */}
      {changed && (
        <div className="sticky-actions" role="region" aria-label="Unsaved featured experts">
          <p className="muted small">
            Unsaved changes: {selection.length}/{LIMITS.featuredExperts} selected.
          </p>
          <div className="cluster">
            <button type="button" className="btn btn-secondary" disabled={save.isPending} onClick={() => setWorking(null)}>
              Reset
            </button>
            <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={() => save.mutate(selection)}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

export default adminScreen(FeaturedExperts);
