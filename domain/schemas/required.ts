import { z } from 'zod';

/** A value counts as filled in when it is a non-blank string, a number or a list with at least one filled item. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.some(isFilled);
  return false;
}

/**
 * The forms' "required" rules, checked on the raw body before any field rule: the first group
 * with a blank field answers its message as a whole-form message (no field name in front), which
 * is how the specification words them ('Please enter your email and password').
 */
export function requireFilled(groups: ReadonlyArray<readonly [fields: readonly string[], message: string]>) {
  return z.unknown().superRefine((input, ctx) => {
    const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const missing = groups.find(([fields]) => !fields.every((field) => isFilled(body[field])));
    if (missing) ctx.addIssue({ code: 'custom', message: missing[1] });
  });
}
