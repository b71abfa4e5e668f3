import type { ComponentProps, ReactNode } from 'react';
import { useRestorable } from '../editorial/use-restorable.ts';
import { useButtonsRow } from '../ui/buttons-row.tsx';
import { Modal } from '../ui/modal.tsx';
import type { ExpertProfile } from '../../../domain/entities.ts';
import type { ExpertProvenance } from '../../../domain/provenance.ts';
import { ExpertEditor } from './expert-editor.tsx';

type EditorProps = ComponentProps<typeof ExpertEditor>;

interface ExpertEditorDialogProps<S extends ExpertProfile & { id: number }> extends Pick<EditorProps, 'actions' | 'running'> {
  title: string;
  description: string;
  /** What is being edited (an expert or a submission); null keeps the dialog closed. */
  subject: S | null;
  onClose: () => void;
  /**
   * Between the editor's fields and its buttons (Schedule, History and Preview of the saved expert;
   * New Expert's publication time): outside the form, so Enter in them saves nothing, and above the
   * buttons, so Save and Cancel come last. Given the subject shown and how to show a restored one instead.
   */
  tools?: (shown: S, onRestored: (restored: S) => void) => ReactNode;
  /** The provenance of the subject shown (a restored version brings its own), edited with it; a submission has none. */
  provenance?: (shown: S) => ExpertProvenance;
}

/** The editor in a wide dialog; it starts afresh from the subject each time it opens. */
export function ExpertEditorDialog<S extends ExpertProfile & { id: number }>(props: ExpertEditorDialogProps<S>) {
  const { title, description, subject, actions, running, onClose, tools, provenance } = props;
  const restorable = useRestorable(subject);
  const buttons = useButtonsRow();
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
        <div className="expert-editor">
          <ExpertEditor
            key={restorable.key}
            profile={restorable.current}
            actions={actions}
            running={running}
            onCancel={onClose}
            provenance={provenance?.(restorable.current)}
            buttonsRow={buttons.row}
          />
          {tools?.(restorable.current, restorable.onRestored)}
          {buttons.rowElement}
        </div>
      )}
    </Modal>
  );
}
