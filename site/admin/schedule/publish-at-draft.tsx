import { useId, useState } from 'react';
import { SCHEDULE_TEXTS, scheduleTimeProblem } from '../../../domain/schedule.ts';
import { scheduleFieldError } from './use-schedule.ts';
import { fromLocalInput, zoneLabel } from './zone-time.ts';
import './schedule.css';

/** New Expert's 'Publish at', held until the create call (`withTime`). */
export function usePublishAtDraft() {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const take = (): { publishAt?: string } | false => {
    if (!value) return {};
    const iso = fromLocalInput(value);
    const local = iso ? scheduleTimeProblem(new Date(iso), new Date()) : SCHEDULE_TEXTS.enterTime;
    setProblem(local);
    return iso && !local ? { publishAt: iso } : false;
  };
  /** Sends `body` with the time, unless the time is refused (then the field says why). */
  const withTime = <B extends object>(body: B, send: (body: B & { publishAt?: string }) => void) => {
    const part = take();
    if (part) send({ ...body, ...part });
  };
  return { value, setValue, problem, setProblem, withTime };
}

type PublishAtDraft = ReturnType<typeof usePublishAtDraft>;

/** The field of `usePublishAtDraft`; the create call's refusal of the time (`error`) shows here too. */
export function PublishAtDraftField({ draft, error }: { draft: PublishAtDraft; error: unknown }) {
  const id = useId();
  const shown = draft.problem ?? scheduleFieldError(error);
  return (
    <div className="field schedule-slot schedule-new">
      <label htmlFor={id}>
        {SCHEDULE_TEXTS.publishAt}
        <span className="field-optional"> (optional)</span>
      </label>
      <p id={`${id}-hint`} className="hint">
        {SCHEDULE_TEXTS.newExpertHint} Time zone: {zoneLabel()}.
      </p>
      <input
        id={id}
        type="datetime-local"
        className="input"
        value={draft.value}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          draft.setValue(event.target.value);
          draft.setProblem(undefined);
        }}
      />
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
