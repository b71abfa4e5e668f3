import { useRef } from 'react';
import { CATEGORIES, categoryLabel, isCategoryKey, type CategoryKey } from '../../../domain/categories.ts';
import { focusAfterRemoval } from './focus-after-removal.ts';
import { SelectMenu } from './select-menu.tsx';

interface CategoryPickerProps {
  /** The dropdown's id, for its <label>. */
  id: string;
  value: readonly CategoryKey[];
  onChange: (next: CategoryKey[]) => void;
  required?: boolean;
  describedBy?: string | undefined;
}

/**
 * Categories added from a dropdown, each at most once, shown as badges that remove themselves
 * when clicked. The dropdown always returns to its placeholder: it adds, it does not hold a value.
 * A Radix Select rather than a native one, since arrowing through a closed native select fires a
 * change per step and would add every category passed over.
 */
export function CategoryPicker({ id, value, onChange, required = false, describedBy }: CategoryPickerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const available = CATEGORIES.filter((category) => !value.includes(category.key));

  function add(key: string) {
    if (isCategoryKey(key) && !value.includes(key)) onChange([...value, key]);
  }

  function remove(key: CategoryKey, index: number) {
    focusAfterRemoval(listRef.current, index, triggerRef.current);
    onChange(value.filter((chosen) => chosen !== key));
  }

  return (
    <div className="category-picker">
      <SelectMenu
        ref={triggerRef}
        id={id}
        value=""
        onValueChange={add}
        disabled={available.length === 0}
        options={available.map((category) => ({ value: category.key, label: category.label }))}
        placeholder={available.length > 0 ? 'Add a category...' : 'All categories added'}
        aria-required={required}
        aria-describedby={describedBy}
        data-empty={value.length === 0 ? '' : undefined}
      />
      {value.length > 0 && (
        <ul ref={listRef} className="chip-list" aria-label="Chosen categories">
          {value.map((key, index) => (
            <li key={key}>
              <button type="button" className="badge badge-removable" aria-label={`Remove ${categoryLabel(key)}`} onClick={() => remove(key, index)}>
                {categoryLabel(key)}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
