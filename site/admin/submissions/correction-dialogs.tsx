import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CORRECTION_LIMITS, CORRECTION_MESSAGES, type Correction, type CorrectionPart } from '../../../domain/corrections.ts';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';
import { FormField, describedBy } from '../ui/form-field.tsx';
import { useReportDirty, useRequestClose } from '../ui/dirty-guard.tsx';
import { Modal } from '../ui/modal.tsx';
import { ReasonForm } from '../ui/reason-form.tsx';
import { startingValue, valueFromText, valueHint } from './correction-value.ts';
import { CorrectionSummary } from './correction-summary.tsx';
import { useAcceptCorrection, useRejectCorrection } from './use-corrections.ts';

/** The part as the expert or article says it now (read only when the editor writes the new value). */
function useCurrentPart(correction: Correction, wanted: boolean): { ready: boolean; value: unknown } {
  const isExpert = correction.entityType === 'expert';
  const experts = useQuery({ ...expertsQuery, enabled: wanted && isExpert });
  const articles = useQuery({ ...adminArticlesQuery, enabled: wanted && !isExpert });
  const entity = isExpert
    ? experts.data?.find((expert) => expert.id === correction.entityId)
    : articles.data?.find((article) => article.id === correction.entityId);
  const loaded = isExpert ? experts.isSuccess : articles.isSuccess;
  return { ready: loaded, value: entity ? (entity as unknown as Record<string, unknown>)[correction.part] : undefined };
}

interface DecisionFormProps {
  correction: Correction;
  onClose: () => void;
  /** The decision is made: the server's message. */
  onDecided: (message: string) => void;
}

function AcceptForm({ correction, onClose, onDecided }: DecisionFormProps) {
  const noteId = useId();
  const valueId = useId();
  const part = correction.part as CorrectionPart;
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState(false);
  /** The server's word that the change cannot be derived from the quote: the value is then required. */
  const [valueNeeded, setValueNeeded] = useState<string | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const writing = editing || valueNeeded !== null;
  const current = useCurrentPart(correction, writing);
  const valueText = written ?? (current.ready ? startingValue(correction, current.value) : '');
  useReportDirty(() => ({ note: note.trim(), written }), { note: '', written: null });
  const requestClose = useRequestClose(onClose);
  const accept = useAcceptCorrection({
    onAccepted: onDecided,
    onValueNeeded: (message) => {
      setEditing(true);
      setValueNeeded(message);
    },
  });

  const submit = () => {
    if (!writing) return accept.mutate({ id: correction.id, note });
    const value = valueFromText(part, valueText);
    if (value === undefined || value === '') {
      setError(value === undefined ? `Please write the ${correction.partLabel.toLowerCase()} as valid JSON.` : 'Please write the new value of this part.');
      return;
    }
    setError(undefined);
    accept.mutate({ id: correction.id, note, value });
  };

  return (
    <form
      className="correction-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CorrectionSummary correction={correction} />
      {valueNeeded && (
        <p className="notice notice-warning" role="alert">
          {valueNeeded}
        </p>
      )}
      {!valueNeeded && (
        <label className="checkbox-row">
          <input type="checkbox" checked={editing} onChange={(event) => setEditing(event.target.checked)} />
          Edit the value to apply
        </label>
      )}
      {writing && (
        <FormField id={valueId} label={`New ${correction.partLabel.toLowerCase()}`} hint={valueHint(part)} error={error}>
          <textarea
            id={valueId}
            className="textarea"
            rows={part === 'content' ? 12 : 6}
            value={valueText}
            disabled={!current.ready && written === null}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(valueId, { hint: true, error })}
            onChange={(event) => setWritten(event.target.value)}
          />
        </FormField>
      )}
      <FormField id={noteId} label="Note to the sender" optional hint="The sender reads it with the decision.">
        <textarea
          id={noteId}
          className="textarea"
          rows={2}
          maxLength={CORRECTION_LIMITS.note}
          value={note}
          aria-describedby={describedBy(noteId, { hint: true })}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={requestClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
          {accept.isPending ? 'Applying...' : 'Accept and apply'}
        </button>
      </div>
    </form>
  );
}

function RejectForm({ correction, onClose, onDecided }: DecisionFormProps) {
  const reject = useRejectCorrection(onDecided);
  return (
    <ReasonForm
      className="correction-form"
      hint="The sender reads it with the decision."
      maxLength={CORRECTION_LIMITS.reason}
      emptyMessage={CORRECTION_MESSAGES.reasonRequired}
      submitLabel="Reject correction"
      pendingLabel="Rejecting..."
      pending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: correction.id, reason })}
      onClose={onClose}
    >
      <CorrectionSummary correction={correction} />
    </ReasonForm>
  );
}

export type CorrectionDecision = { kind: 'accept' | 'reject'; correction: Correction };

interface CorrectionDialogProps {
  decision: CorrectionDecision | null;
  onClose: () => void;
  /** Made: the queue takes the item away, says so, and closes the dialog. */
  onDecided: (decision: CorrectionDecision, message: string) => void;
  /** Where focus goes after a decision (the next item or the list's heading), rather than back to the decided item's button. */
  focusOnClose: () => HTMLElement | null;
}

/** Accept (optionally with the value written by hand) or Reject (with a reason) one correction. */
export function CorrectionDialog({ decision, onClose, onDecided, focusOnClose }: CorrectionDialogProps) {
  const accepting = decision?.kind === 'accept';
  const decided = (message: string) => decision && onDecided(decision, message);
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      focusOnClose={focusOnClose}
      title={accepting ? 'Accept Correction' : 'Reject Correction'}
      description={accepting ? 'Apply the correction to the page; the sender is told.' : 'Tell the sender why the correction is not applied.'}
      wide
    >
      {decision &&
        (accepting ? (
          <AcceptForm key={`a${decision.correction.id}`} correction={decision.correction} onClose={onClose} onDecided={decided} />
        ) : (
          <RejectForm key={`r${decision.correction.id}`} correction={decision.correction} onClose={onClose} onDecided={decided} />
        ))}
    </Modal>
  );
}
