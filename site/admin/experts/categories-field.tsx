import { useId } from 'react';
import type { CategoryKey } from '../../../domain/categories.ts';
import { CategoryPicker } from '../../ui/forms/category-picker.tsx';
import { FieldShell } from '../../ui/forms/text-field.tsx';

/** The editor's categories: added from the dropdown once each, removed by clicking their badge. */
export function CategoriesField({ value, onChange }: { value: CategoryKey[]; onChange: (next: CategoryKey[]) => void }) {
  const id = useId();
  return (
    <FieldShell id={id} label="Categories" hint="Add every category that fits. Click a chosen category to remove it.">
      <CategoryPicker id={id} value={value} onChange={onChange} required describedBy={`${id}-hint`} />
    </FieldShell>
  );
}
