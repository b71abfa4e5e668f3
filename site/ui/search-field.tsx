import { useEffect, useRef, type InputHTMLAttributes } from 'react';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange' | 'value' | 'defaultValue'> {
  /** The box's place in the surrounding layout (its width), next to .search-box. */
  className?: string;
  /** What the box shows: written into it when this changes (typing, the address, Back, Clear). Left out, the box is the browser's alone. */
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A search input with a magnifier inside it; give it a name with aria-label or a <label>.
 *
 * Not a controlled input: React would write its copy of the text back into the box on every render,
 * and that copy misses text that reached the box with no input event it heard (pasted or autofilled
 * before the island hydrated, set by a password manager or a script), so such text vanished at the
 * next render. The box is written only when `value` itself changes; the islands read what the box
 * holds (site/lib/search-box.ts) when it matters.
 */
export function SearchField({ className, value, onValueChange, ...input }: SearchFieldProps) {
  const box = useRef<HTMLInputElement>(null);
  const written = useRef(value);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    if (box.current && value !== undefined && box.current.value !== value) box.current.value = value;
  }, [value]);
  return (
    <div className={className ? `search-box ${className}` : 'search-box'}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={box}
        className="input"
        type="search"
        defaultValue={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        {...input}
      />
    </div>
  );
}
