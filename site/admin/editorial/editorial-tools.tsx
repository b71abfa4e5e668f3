import { useId, useState, type ReactNode } from 'react';
import type { Article, Expert } from '../../../domain/entities.ts';
import { PreviewSection } from '../previews/preview-section.tsx';
import { ArticleSchedule, ExpertSchedule } from '../schedule/schedule-section.tsx';
import { HistorySection } from '../versions/history-section.tsx';
import './editorial.css';

type EditorialToolsProps =
  | { entityType: 'article'; entity: Article; onRestored: (restored: Article) => void }
  | { entityType: 'expert'; entity: Expert; onRestored: (restored: Expert) => void };

/** A closed section that renders (and reads) its content once opened. */
function Section({ title, children }: { title: string; children: (open: boolean) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="editorial-section" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="editorial-summary">{title}</summary>
      <div className="editorial-body">{open && children(open)}</div>
    </details>
  );
}

/**
 * Between an existing expert's or article's form and its Save and Cancel: Schedule, History
 * (versions, diff, restore) and Preview (private links), set apart under a heading that says they
 * work on the saved item, not on the form's unsaved changes. `onRestored` gives the editor the
 * restored values.
 */
export function EditorialTools(props: EditorialToolsProps) {
  const ref = { entityType: props.entityType, id: props.entity.id };
  const headingId = useId();
  const noteId = useId();
  return (
    <section className="editorial-tools" aria-labelledby={headingId} aria-describedby={noteId}>
      <h3 id={headingId} className="editorial-tools-title">
        Schedule, history and preview
      </h3>
      <p id={noteId} className="hint editorial-tools-note">
        These use the saved {props.entityType}, not the unsaved changes above: save first to include them.
      </p>
      <Section title="Schedule">
        {() => (props.entityType === 'article' ? <ArticleSchedule article={props.entity} /> : <ExpertSchedule expert={props.entity} />)}
      </Section>
      <Section title="History">
        {(open) =>
          props.entityType === 'article' ? (
            <HistorySection<Article> entity={ref} open={open} onRestored={props.onRestored} />
          ) : (
            <HistorySection<Expert> entity={ref} open={open} onRestored={props.onRestored} />
          )
        }
      </Section>
      <Section title="Preview">{(open) => <PreviewSection target={{ entityType: props.entityType, entityId: props.entity.id }} open={open} />}</Section>
    </section>
  );
}
