import type { ComponentProps, ReactNode } from 'react';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { ListEditor } from '../../ui/forms/list-editor.tsx';
import { FieldShell } from '../../ui/forms/text-field.tsx';

type ListEditorProps = ComponentProps<typeof ListEditor>;

interface LimitedListFieldProps extends Pick<
  ListEditorProps,
  'id' | 'items' | 'onChange' | 'placeholder' | 'check' | 'isDuplicate' | 'renderItem' | 'removeLabel'
> {
  label: string;
  hint: ReactNode;
  aside?: ReactNode;
  /** Most entries the list may hold (LIMITS). */
  max: number;
  /** What one entry is called, for the note at the limit ('book'). */
  noun: string;
}

/**
 * A list editor field with a cap. At the cap the entry box and Add are disabled and say so, and a
 * note tied to them explains how to make room; removing entries still works.
 */
export function LimitedListField({ label, hint, aside, max, noun, ...list }: LimitedListFieldProps) {
  const full = list.items.length >= max;
  const countId = `${list.id}-count`;
  return (
    <FieldShell id={list.id} label={label} optional hint={hint} aside={aside}>
      <div className="limited-list" data-full={full ? '' : undefined}>
        <ListEditor
          {...list}
          placeholder={full ? `Limit reached (${max} of ${max})` : list.placeholder}
          maxLength={TEXT_MAX.listItem}
          full={full}
          describedBy={`${list.id}-hint ${countId}`}
        />
      </div>
      <p id={countId} className="hint list-count" aria-live="polite">
        {full ? `${max} of ${max}: the most allowed. Remove a ${noun} to add another.` : `${list.items.length} of ${max} added.`}
      </p>
    </FieldShell>
  );
}
