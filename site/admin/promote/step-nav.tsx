import type { ReactNode } from 'react';
import type { PromoteWizard, Step } from './use-promote-wizard.ts';

interface StepNavProps {
  wizard: PromoteWizard;
  back: Step;
  /** The step after this one, offered once this one's condition holds. */
  next?: { step: Step; label: string; ready: boolean };
  /** The step's own actions after Back (Preview, Publish). */
  children?: ReactNode;
}

/** A step's foot: Back, then Continue (or the step's own actions). */
export function StepNav({ wizard, back, next, children }: StepNavProps) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-ghost" onClick={() => wizard.goTo(back)}>
        Back
      </button>
      {next && (
        <button type="button" className="btn btn-primary" disabled={!next.ready} onClick={() => wizard.goTo(next.step)}>
          {next.label}
        </button>
      )}
      {children}
    </div>
  );
}
