import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toastMessage } from '../../lib/toast.ts';
import { focusAfterRemoval } from './focus-after-removal.ts';

interface ListEditorProps {
  /** The entry input's id, for its <label>. */
  id: string;
  items: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  describedBy?: string | undefined;
  /** Longest entry accepted. */
  maxLength?: number;
  /** The message to show when an entry cannot be added ('Title: description' becomes a titled toast); undefined accepts it. */
  check?: (entry: string) => string | undefined;
  /** Entries that count as the same: adding one already listed is silently ignored. */
  isDuplicate?: (a: string, b: string) => boolean;
  /** How a listed entry is shown; the raw text by default. */
  renderItem?: (item: string) => ReactNode;
  /** Accessible name of an entry's remove button. */
  removeLabel?: (item: string) => string;
  /** No more entries may be added (a limit is reached); listed ones can still be removed. */
  full?: boolean;
}

const sameText = (a: string, b: string) => a === b;

/**
 * A list of short strings edited one entry at a time: type, then 'Add' or Enter. Enter in an
 * empty entry box is left alone, so it still submits the surrounding form.
 */
export function ListEditor({
  id,
  items,
  onChange,
  placeholder,
  describedBy,
  maxLength,
  check,
  isDuplicate = sameText,
  renderItem = (item) => item,
  removeLabel = (item) => `Remove ${item}`,
  full = false,
}: ListEditorProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function add() {
    const entry = draft.trim();
    if (!entry || full) return;
    const problem = check?.(entry);
    if (problem) {
      toastMessage(problem);
      inputRef.current?.focus();
      return;
    }
    if (!items.some((item) => isDuplicate(item, entry))) onChange([...items, entry]);
    setDraft('');
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && draft.trim()) {
      event.preventDefault();
      add();
    }
  }

  function remove(index: number) {
    focusAfterRemoval(listRef.current, index, inputRef.current);
    onChange(items.filter((_, at) => at !== index));
  }

  return (
    <div className="list-editor">
      <div className="list-editor-entry">
        <input
          ref={inputRef}
          id={id}
          className="input"
          type="text"
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-describedby={describedBy}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-secondary" onClick={add} disabled={full}>
          Add
        </button>
      </div>
      {items.length > 0 && (
        <ul ref={listRef} className="list-editor-items">
          {items.map((item, index) => (
            <li key={item} className="list-editor-item">
              <span>{renderItem(item)}</span>
              <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={removeLabel(item)} onClick={() => remove(index)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
