import type { InputHTMLAttributes } from 'react';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange'> {
  /** The box's place in the surrounding layout (its width), next to .search-box. */
  className?: string;
  onValueChange: (value: string) => void;
}

/** A search input with a magnifier inside it; give it a name with aria-label or a <label>. */
export function SearchField({ className, onValueChange, ...input }: SearchFieldProps) {
  return (
    <div className={className ? `search-box ${className}` : 'search-box'}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input className="input" type="search" onChange={(event) => onValueChange(event.target.value)} {...input} />
    </div>
  );
}
