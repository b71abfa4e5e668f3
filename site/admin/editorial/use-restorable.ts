import { useState } from 'react';

/**
 * What an editor shows after 'Restore this version': the restored item instead of the one it
 * opened with, and a new key so the form starts afresh from it. A new subject (another item, or
 * the same one read again) drops the restored copy.
 */
export function useRestorable<T extends { id: number }>(subject: T | null) {
  const [restored, setRestored] = useState<{ base: T; value: T; count: number } | null>(null);
  const current = restored && subject && restored.base === subject ? restored.value : subject;
  const count = current && restored?.base === subject ? restored.count : 0;
  return {
    current,
    key: `${current?.id ?? 'none'}:${count}`,
    onRestored: (value: T) => {
      if (subject) setRestored((previous) => ({ base: subject, value, count: (previous?.base === subject ? previous.count : 0) + 1 }));
    },
  };
}
