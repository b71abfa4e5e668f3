import type { z } from 'zod';
import { toastMessage } from '../../lib/toast.ts';

/** A form's first problem: the message to show and, when the rule names one, the field it is about. */
export interface Problem {
  message: string;
  field?: string | undefined;
}

export type Checked<T> = { ok: true; data: T } | ({ ok: false } & Problem);

/**
 * Runs one of the shared domain schemas (the very ones the API validates with) over a form's
 * body, so the form answers with the server's wording: the parsed body, or the first problem.
 */
export function check<T>(schema: z.ZodType<T>, body: unknown): Checked<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  return { ok: false, message: issue?.message ?? 'Please check the form and try again', field };
}

/** An empty field the form marks as required, in page order; a widget that is not an input says so with data-empty. */
function firstBlankRequired(form: HTMLFormElement): HTMLElement | undefined {
  const required = form.querySelectorAll<HTMLElement>('[aria-required="true"]');
  return Array.from(required).find((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value.trim() === '' : element.hasAttribute('data-empty'),
  );
}

/**
 * Marks the field invalid where it stands: aria-invalid on the control and the message under it
 * (the field's data-error, drawn by CSS), both gone at the next edit of that field. Attributes
 * React does not own, so a re-render leaves them alone.
 */
function markInvalid(control: HTMLElement, message: string): void {
  const field = control.closest<HTMLElement>('.field') ?? control.parentElement;
  control.setAttribute('aria-invalid', 'true');
  field?.setAttribute('data-error', message);
  const clear = () => {
    control.removeAttribute('aria-invalid');
    field?.removeAttribute('data-error');
  };
  (field ?? control).addEventListener('input', clear, { once: true });
  (field ?? control).addEventListener('click', clear, { once: true });
}

/**
 * Shows the problem as a destructive toast (the spec's 'Title: description' messages split in
 * two), marks the field inline with the same message and puts the cursor where it can be fixed:
 * the named field, else the first blank required one.
 */
export function reportProblem(form: HTMLFormElement | null, problem: Problem): void {
  toastMessage(problem.message);
  if (!form) return;
  const named = problem.field ? form.elements.namedItem(problem.field) : null;
  const target = named instanceof HTMLElement ? named : firstBlankRequired(form);
  if (!target) return;
  markInvalid(target, problem.message);
  target.focus();
}
