import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CheckedSentence } from '../../../domain/ai/research.ts';

/** What an AI helper proposes for a field: the value Replace/Append would use, and its checked sentences when the helper gives them. */
export interface Proposal<T> {
  value: T;
  /** Every sentence written, supported or not (unsupported ones are shown struck out, never inserted). */
  sentences?: readonly CheckedSentence[] | undefined;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface ProposalTarget<T> {
  read: () => T;
  write: (value: T) => void;
  /** The text control holding the value: changes then go through the browser's editing, so Ctrl+Z in it undoes them. */
  control?: () => TextControl | null;
}

/** The last choice made, for its one undo. */
interface Step<T> {
  previous: T;
  applied: T;
  /** What the status line says ('Replaced with the AI proposal.'). */
  said: string;
  /** The proposal as it was before the choice: Undo shows it again. */
  proposal: Proposal<T>;
  /** The browser took the change as typed, so its own Ctrl+Z undoes it. */
  native: boolean;
}

/**
 * Replaces a text control's whole value as if typed (select all, insert), which keeps it in the
 * browser's undo history and fires the input event forms listen to. False when the browser did
 * not take it (execCommand unsupported, or a length limit cut it): the caller then sets it plainly.
 */
function editAsTyped(control: TextControl, value: string): boolean {
  if (control.value === value) return true;
  control.focus();
  control.select();
  // Deprecated but still the only way to edit a field through the browser's undo history.
  const done = value === '' ? document.execCommand('delete') : document.execCommand('insertText', false, value);
  return done && control.value === value;
}

/**
 * One AI helper's proposal for one field, written once for both editors: the helper offers a
 * value; the editor's text stays untouched until Replace, Append or an accept; the last choice
 * has one undo that restores the previous value exactly and shows the proposal again (as does the
 * browser's Ctrl+Z in the field, where the browser allows it).
 */
export function useAiProposal<T>(target: ProposalTarget<T>) {
  const [proposal, setProposal] = useState<Proposal<T> | null>(null);
  const [step, setStep] = useState<Step<T> | null>(null);
  const latest = useRef(target);
  latest.current = target;

  /** Writes `value`; answers whether the browser took it as typed. */
  const put = useCallback((value: T): boolean => {
    const control = latest.current.control?.();
    if (control && typeof value === 'string' && editAsTyped(control, value)) return true;
    latest.current.write(value);
    return false;
  }, []);

  const undo = useCallback(() => {
    if (!step) return;
    put(step.previous);
    setStep(null);
    setProposal(step.proposal);
  }, [put, step]);

  // While Undo is offered: an edit of the field ends the offer (the browser's history takes over),
  // and a browser undo back to the previous text shows the proposal again. When the browser could
  // not take the change as typed, Ctrl+Z in the field is this undo.
  useEffect(() => {
    const control: (HTMLElement & { value: string }) | null | undefined = step ? latest.current.control?.() : null;
    if (!step || !control) return;
    const onInput = () => {
      if (control.value === step.applied) return;
      setStep(null);
      if (control.value === step.previous) setProposal(step.proposal);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const isUndo = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
      if (isUndo && !step.native && control.value === step.applied) {
        event.preventDefault();
        undo();
      }
    };
    control.addEventListener('input', onInput);
    control.addEventListener('keydown', onKeyDown);
    return () => {
      control.removeEventListener('input', onInput);
      control.removeEventListener('keydown', onKeyDown);
    };
  }, [step, undo]);

  return {
    proposal,
    /** The status line after a choice, while its Undo is offered. */
    done: step?.said ?? null,
    /** A new proposal replaces any earlier one; the earlier choice's undo ends. */
    offer(next: Proposal<T>) {
      setStep(null);
      setProposal(next);
    },
    read: () => latest.current.read(),
    /** Sets the field to `next` (a Replace, an Append or one accepted entry); `remaining` is what is still proposed. */
    apply(next: T, said: string, remaining: Proposal<T> | null = null) {
      if (!proposal) return;
      const previous = latest.current.read();
      const native = put(next);
      setStep({ previous, applied: next, said, proposal, native });
      setProposal(remaining);
    },
    discard() {
      setProposal(null);
    },
    undo,
  };
}

export type AiProposalState<T> = ReturnType<typeof useAiProposal<T>>;

/** react-hook-form's ref for a registered control, also kept in `into` (the control a proposal edits). */
export function keepControl<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  into: { current: TextControl | null },
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    ref: (element: TextControl | null) => {
      into.current = element;
      registration.ref(element);
    },
  };
}
