import { useId, useState } from 'react';
import { SCHEDULE_TEXTS, scheduleTimeProblem } from '../../../domain/schedule.ts';
import { scheduleFieldError, useCancelSchedule, useSetSchedule, type ScheduleSlotRef } from './use-schedule.ts';
import { formatInZone, fromLocalInput, toLocalInput } from './zone-time.ts';
import './schedule.css';

interface ScheduleSlotFieldProps {
  slot: ScheduleSlotRef;
  label: string;
  /** The time now stored (UTC ISO), null when nothing is scheduled. */
  at: string | null;
  /** Called with the new time, or null after a cancel. */
  onChanged?: (at: string | null) => void;
}

/**
 * One scheduled change of an existing item ('Publish at', 'Unpublish at', the dashboard's
 * Reschedule): the stored time in the editor's zone, a field to set or move it, and Cancel. A
 * time the browser can already tell is wrong, or the server refuses, is explained at the field.
 */
export function ScheduleSlotField({ slot, label, at, onChanged }: ScheduleSlotFieldProps) {
  const id = useId();
  const [stored, setStored] = useState(at);
  const [value, setValue] = useState(() => toLocalInput(at));
  const [problem, setProblem] = useState<string>();
  const save = useSetSchedule((next) => {
    setStored(next);
    onChanged?.(next);
  });
  const cancel = useCancelSchedule(() => {
    setStored(null);
    setValue('');
    onChanged?.(null);
  });
  const pending = save.isPending || cancel.isPending;
  const error = problem ?? scheduleFieldError(save.error) ?? scheduleFieldError(cancel.error);

  const submit = () => {
    save.reset();
    cancel.reset();
    const iso = fromLocalInput(value);
    const local = iso ? scheduleTimeProblem(new Date(iso), new Date()) : SCHEDULE_TEXTS.enterTime;
    setProblem(local);
    if (iso && !local) save.mutate({ ref: slot, at: iso });
  };

  return (
    <div className="field schedule-slot">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-now`} className="hint" aria-live="polite">
        {stored ? `Scheduled for ${formatInZone(stored)}` : SCHEDULE_TEXTS.notScheduled}
      </p>
      <div className="schedule-slot-row">
        <input
          id={id}
          type="datetime-local"
          className="input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-now${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            // Enter sets the time here; it must not submit the editor's form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button type="button" className="btn btn-secondary btn-sm" disabled={pending} onClick={submit}>
          {save.isPending ? 'Saving...' : stored ? 'Reschedule' : 'Schedule'}
        </button>
        {stored && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={pending}
            onClick={() => {
              setProblem(undefined);
              save.reset();
              cancel.mutate(slot);
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel schedule'}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
