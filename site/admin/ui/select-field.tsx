import { useId } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: ReadonlyArray<Choice<Value>>;
  onChange: (value: Value) => void;
  /** A first option with the value '' that means none, any or the default ('All actions', 'Default'). */
  empty?: string;
}

/** The admin's labelled native select: filters and the wizard's choices. */
export function SelectField<Value extends string>({ label, value, options, onChange, empty }: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Values shown as they are. */
export function asChoices<Value extends string>(values: readonly Value[]): Choice<Value>[] {
  return values.map((value) => ({ value, label: value }));
}
