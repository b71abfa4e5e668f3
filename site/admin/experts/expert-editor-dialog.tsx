import type { ComponentProps, ReactNode } from 'react';
import { useRestorable } from '../editorial/use-restorable.ts';
import { Modal } from '../ui/modal.tsx';
import type { ExpertProfile } from '../../../domain/entities.ts';
import type { ExpertProvenance } from '../../../domain/provenance.ts';
import { ExpertEditor } from './expert-editor.tsx';

type EditorProps = ComponentProps<typeof ExpertEditor>;

interface ExpertEditorDialogProps<S extends ExpertProfile & { id: number }> extends Pick<EditorProps, 'actions' | 'running' | 'extras'> {
  title: string;
  description: string;
  /** What is being edited (an expert or a submission); null keeps the dialog closed. */
  subject: S | null;
  onClose: () => void;
  /** Under the editor (site/admin/editorial): given the subject shown and how to show a restored one instead. */
  tools?: (shown: S, onRestored: (restored: S) => void) => ReactNode;
  /** The provenance of the subject shown (a restored version brings its own), edited with it; a submission has none. */
  provenance?: (shown: S) => ExpertProvenance;
}

/** The editor in a wide dialog; it starts afresh from the subject each time it opens. */
export function ExpertEditorDialog<S extends ExpertProfile & { id: number }>(props: ExpertEditorDialogProps<S>) {
  const { title, description, subject, actions, running, onClose, tools, provenance, extras } = props;
  const restorable = useRestorable(subject);
  return (
    <Modal
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      wide
    >
      {restorable.current && (
        <ExpertEditor
          key={restorable.key}
          profile={restorable.current}
          actions={actions}
          running={running}
          onCancel={onClose}
          provenance={provenance?.(restorable.current)}
          extras={extras}
        />
      )}
      {restorable.current && tools?.(restorable.current, restorable.onRestored)}
    </Modal>
  );
}
