import { z } from 'zod';
import { withoutXmlForbidden } from '../xml-text.ts';

/** A string with more than blanks and characters the text rule drops, or a finite number. */
function isFilledScalar(value: unknown): boolean {
  if (typeof value === 'string') return withoutXmlForbidden(value).trim() !== '';
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A value counts as filled in when it is a filled scalar or a list with at least one filled
 * scalar. Lists are looked into one level only: no form field holds a list of lists, and
 * following a hostile body's nesting would overflow the stack.
 */
function isFilled(value: unknown): boolean {
  return isFilledScalar(value) || (Array.isArray(value) && value.some(isFilledScalar));
}

/**
 * The forms' "required" rules, checked on the raw body before `schema`'s field rules: the first
 * group with a blank field answers its message as a whole-form message (no field name in front),
 * which is how the specification words them ('Please enter your email and password'). The result
 * takes `schema`'s input type, so the typed client still types the body (a bare z.unknown() would
 * make every such route's body `unknown`).
 */
export function requireFilled<S extends z.ZodType>(groups: ReadonlyArray<readonly [fields: readonly string[], message: string]>, schema: S) {
  return z
    .custom<z.input<S>>()
    .superRefine((input, ctx) => {
      const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const missing = groups.find(([fields]) => !fields.every((field) => isFilled(body[field])));
      if (missing) ctx.addIssue({ code: 'custom', message: missing[1] });
    })
    .pipe(schema as S & z.ZodType<z.output<S>, z.input<S>>);
}
