import { useId, useState } from 'react';
import { AI_BUDGET_MAX_USD } from '../../../domain/people.ts';

interface BudgetFieldProps {
  label: string;
  /** The amount now set, null when none. */
  value: number | null;
  /** What an empty field means ('Role's budget', 'No limit'). */
  emptyMeans: string;
  pending: boolean;
  onSave: (monthlyUsd: number | null) => void;
}

/** A monthly AI budget in US dollars with its Save: empty means none of its own (the hint says what applies then). */
export function BudgetField({ label, value, emptyMeans, pending, onSave }: BudgetFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [problem, setProblem] = useState<string>();
  const save = () => {
    const trimmed = text.trim();
    const amount = trimmed === '' ? null : Number(trimmed);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > AI_BUDGET_MAX_USD)) {
      setProblem(`Enter an amount from 0 to ${AI_BUDGET_MAX_USD}, or leave it empty`);
      return;
    }
    setProblem(undefined);
    onSave(amount);
  };
  return (
    <div className="budget-field">
      <label htmlFor={id} className="small">
        {label}
      </label>
      <div className="budget-field-row">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          className="input budget-input"
          inputMode="decimal"
          placeholder={emptyMeans}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <button type="button" className="btn btn-secondary btn-sm" disabled={pending} onClick={save}>
          {pending ? 'Saving...' : 'Save'}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="field-error small">
          {problem}
        </p>
      )}
    </div>
  );
}
