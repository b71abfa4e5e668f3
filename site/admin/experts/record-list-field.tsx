import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { PROVENANCE_EDITOR_TEXTS } from '../../../domain/provenance-editor.ts';
import { check } from '../../ui/forms/form-check.ts';

/** An entry being written: each part as typed (a list of ticked options for 'checks'). */
export type Draft = Record<string, string | string[]>;

export interface DraftPart {
  key: string;
  label: string;
  kind: 'text' | 'url' | 'date' | 'select' | 'checks';
  options?: ReadonlyArray<{ value: string; label: string }>;
  maxLength?: number;
}

interface RecordListFieldProps<R> {
  legend: string;
  /** What one entry is called ('source'). */
  noun: string;
  items: readonly R[];
  onChange: (next: R[]) => void;
  max: number;
  /** The server's own rule for one entry (domain/provenance.ts), so an accepted entry is never refused on save. */
  schema: z.ZodType<R>;
  parts: readonly DraftPart[];
  blank: () => Draft;
  toDraft: (item: R) => Draft;
  summary: (item: R) => ReactNode;
  /** How an entry is named in its buttons' labels. */
  name: (item: R) => string;
  /** Shown above the list (a note on where proposals come from). */
  hint?: ReactNode;
}

/**
 * A list of structured entries (sources, disclosures, context notes) with add, edit and remove.
 * An entry is written in a small inline form checked by the API's schema; Enter there saves the
 * entry, not the whole editor.
 */
export function RecordListField<R>({ legend, noun, items, onChange, max, schema, parts, blank, toDraft, summary, name, hint }: RecordListFieldProps<R>) {
  const id = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = items.length >= max;

  function open(at: number | 'new') {
    setEditing(at);
    setDraft(at === 'new' ? blank() : toDraft(items[at]!));
    setProblem(null);
    // The first input of the entry form, once it is drawn.
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('input, select')?.focus());
  }

  function close() {
    setEditing(null);
    setProblem(null);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  function save() {
    const result = check(schema, draft);
    if (!result.ok) {
      const part = parts.find((candidate) => candidate.key === result.field);
      setProblem(part ? `${part.label} ${result.message}` : result.message);
      box.current?.querySelector<HTMLElement>(`[data-part="${result.field ?? ''}"]`)?.focus();
      return;
    }
    onChange(editing === 'new' || editing === null ? [...items, result.data] : items.map((item, at) => (at === editing ? result.data : item)));
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      save();
    }
  }

  const set = (key: string, value: string | string[]) => setDraft((current) => ({ ...current, [key]: value }));
  return (
    <fieldset className="record-list" aria-describedby={`${id}-count`}>
      <legend>{legend}</legend>
      {hint && <p className="hint">{hint}</p>}
      {items.length > 0 && (
        <ol className="record-list-items">
          {items.map((item, at) => (
            <li key={at} className="record-list-item">
              <div className="record-list-summary">{summary(item)}</div>
              <div className="cluster">
                <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit ${noun} ${name(item)}`} onClick={() => open(at)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove ${noun} ${name(item)}`}
                  onClick={() => {
                    onChange(items.filter((_, index) => index !== at));
                    addButton.current?.focus();
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing !== null ? (
        <div ref={box} className="record-entry" role="group" aria-label={editing === 'new' ? `New ${noun}` : `Edit ${noun}`} onKeyDown={onKeyDown}>
          {parts.map((part) => (
            <DraftInput key={part.key} id={`${id}-${part.key}`} part={part} value={draft[part.key] ?? ''} onChange={(value) => set(part.key, value)} />
          ))}
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="cluster">
            <button type="button" className="btn btn-primary btn-sm" onClick={save}>
              {editing === 'new' ? `Add ${noun}` : `Save ${noun}`}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button ref={addButton} type="button" className="btn btn-secondary btn-sm" disabled={full} onClick={() => open('new')}>
          Add {noun}
        </button>
      )}
      <p id={`${id}-count`} className="hint list-count" aria-live="polite">
        {full ? PROVENANCE_EDITOR_TEXTS.full(max, noun) : PROVENANCE_EDITOR_TEXTS.count(items.length, max)}
      </p>
    </fieldset>
  );
}

function DraftInput({ id, part, value, onChange }: { id: string; part: DraftPart; value: string | string[]; onChange: (value: string | string[]) => void }) {
  if (part.kind === 'checks') {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="record-entry-checks">
        <legend>{part.label}</legend>
        {part.options?.map((option, index) => (
          <label key={option.value} className="checkbox-label">
            <input
              type="checkbox"
              data-part={index === 0 ? part.key : undefined}
              checked={ticked.includes(option.value)}
              onChange={(event) => onChange(event.target.checked ? [...ticked, option.value] : ticked.filter((entry) => entry !== option.value))}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="field">
      <label htmlFor={id}>{part.label}</label>
      {part.kind === 'select' ? (
        <select id={id} className="select" data-part={part.key} value={text} onChange={(event) => onChange(event.target.value)}>
          {part.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="input"
          data-part={part.key}
          type={part.kind === 'date' ? 'date' : part.kind === 'url' ? 'url' : 'text'}
          inputMode={part.kind === 'url' ? 'url' : undefined}
          maxLength={part.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
