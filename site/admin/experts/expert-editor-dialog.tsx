import type { ComponentProps } from 'react';
import { Modal } from '../ui/modal.tsx';
import type { ExpertProfile } from '../../../domain/entities.ts';
import type { ExpertProvenance } from '../../../domain/provenance.ts';
import { ExpertEditor } from './expert-editor.tsx';

type EditorProps = ComponentProps<typeof ExpertEditor>;

interface ExpertEditorDialogProps extends Pick<EditorProps, 'actions' | 'running' | 'extras'> {
  title: string;
  description: string;
  /** What is being edited (an expert or a submission); null keeps the dialog closed. */
  subject: (ExpertProfile & { id: number }) | null;
  onClose: () => void;
  /** The subject's provenance, edited with it (an expert's; a submission has none). */
  provenance?: ExpertProvenance | undefined;
}

/** The editor in a wide dialog; it starts afresh from the subject each time it opens. */
export function ExpertEditorDialog({ title, description, subject, actions, running, onClose, provenance, extras }: ExpertEditorDialogProps) {
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
      {subject && (
        <ExpertEditor key={subject.id} profile={subject} actions={actions} running={running} onCancel={onClose} provenance={provenance} extras={extras} />
      )}
    </Modal>
  );
}
