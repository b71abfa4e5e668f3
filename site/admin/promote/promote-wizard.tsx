import { useEffect, useRef, useState } from 'react';
import { stepAnnouncement, WIZARD_TEXTS } from '../../../domain/wizard.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { ContentStep } from './content-step.tsx';
import { IdeasStep } from './ideas-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { usePromoteWizard, type PromoteWizard } from './use-promote-wizard.ts';
import './promote.css';

const STEPS = ['Select Expert & Generate Ideas', 'Create Article Content', 'Image Generation', 'Publish Content'];
const STEP_VIEWS = [IdeasStep, ContentStep, ImagesStep, PublishStep] as const;

/**
 * A step change moves focus to the new step's heading and says which step it is in a polite live
 * region; the step the wizard reopens at is said by the reopened notice instead (focus stays put).
 */
function useStepFocus(wizard: PromoteWizard): string {
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (wizard.opening === 'loading') return;
    if (shown.current === null || shown.current === wizard.step) {
      shown.current = wizard.step;
      return;
    }
    shown.current = wizard.step;
    document.getElementById('wizard-step-heading')?.focus();
    setAnnouncement(stepAnnouncement(wizard.step));
  }, [wizard.step, wizard.opening]);
  return announcement;
}

function SaveStatus({ wizard }: { wizard: PromoteWizard }) {
  const status = wizard.saveStatus;
  if (status.kind === 'failed') {
    return (
      <p className="field-error small" role="alert">
        {WIZARD_TEXTS.notSaved}: {status.message}
      </p>
    );
  }
  const text = status.kind === 'pending' || status.kind === 'saving' ? WIZARD_TEXTS.saving : status.kind === 'saved' ? WIZARD_TEXTS.saved : '';
  return <p className="muted small wizard-save-status">{text}</p>;
}

/** /admin/promote: the four-step wizard from an expert to a published, illustrated article, kept as the editor goes. */
function PromoteWizardScreen() {
  const wizard = usePromoteWizard();
  const announcement = useStepFocus(wizard);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const StepView = STEP_VIEWS[wizard.step - 1] ?? IdeasStep;
  const untouched = wizard.opening === 'fresh' && wizard.step === 1 && !wizard.text.expertId && wizard.ideas.length === 0;
  return (
    <>
      <ScreenHeader title="Promote Longevity" subtitle="Generate articles with images from an expert's work." />
      <ModelWarnings />
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="step-announcement">
        {announcement}
      </p>
      {wizard.opening === 'reopened' && (
        <p className="notice wizard-reopened" role="status">
          {WIZARD_TEXTS.reopened}: {stepAnnouncement(wizard.step)}.
        </p>
      )}
      {wizard.opening === 'failed' && (
        <p className="notice notice-warning" role="alert">
          {WIZARD_TEXTS.reopenFailed}
        </p>
      )}
      <div className="wizard-bar">
        <ol className="wizard-steps" aria-label="Progress">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={wizard.step === index + 1 ? 'step' : undefined}
              className={wizard.step >= index + 1 ? 'wizard-step done' : 'wizard-step'}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <div className="wizard-keep">
          <SaveStatus wizard={wizard} />
          {wizard.opening !== 'loading' && !untouched && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(true)}>
              {WIZARD_TEXTS.startOver}
            </button>
          )}
        </div>
      </div>
      {wizard.runCost !== null && <p className="muted">Last image run cost: ${wizard.runCost.toFixed(3)}</p>}
      {wizard.opening === 'loading' ? <p className="muted">Loading the wizard...</p> : <StepView wizard={wizard} />}
      <ConfirmDelete
        subject={confirming ? { id: 0 } : null}
        onCancel={() => setConfirming(false)}
        title={WIZARD_TEXTS.startOverTitle}
        description={WIZARD_TEXTS.startOverText}
        confirmLabel={WIZARD_TEXTS.startOver}
        pendingLabel="Clearing..."
        remove={{
          mutate: () => {
            setClearing(true);
            void wizard.startOver().finally(() => {
              setClearing(false);
              setConfirming(false);
            });
          },
          isPending: clearing,
        }}
      />
    </>
  );
}

export default adminScreen(PromoteWizardScreen);
