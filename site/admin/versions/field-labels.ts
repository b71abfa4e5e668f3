import { VERSION_FIELD_LABELS } from '../../../domain/versions.ts';

/** A versioned field as the editor calls it ('scienceHighlights' → 'Science highlights'). */
export function fieldLabel(field: string): string {
  const known = VERSION_FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
