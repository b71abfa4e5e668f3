import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { ContentStep } from './content-step.tsx';
import { IdeasStep } from './ideas-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { PublishStep } from './publish-step.tsx';
import { usePromoteWizard } from './use-promote-wizard.ts';
import './promote.css';

const STEPS = ['Select Expert & Generate Ideas', 'Create Article Content', 'Image Generation', 'Publish Content'];
const STEP_VIEWS = [IdeasStep, ContentStep, ImagesStep, PublishStep] as const;

/** /admin/promote: the four-step wizard from an expert to a published, illustrated article. */
function PromoteWizardScreen() {
  const wizard = usePromoteWizard();
  const StepView = STEP_VIEWS[wizard.step - 1] ?? IdeasStep;
  return (
    <>
      <ScreenHeader title="Promote Longevity" subtitle="Generate articles with images from an expert's work." />
      <ModelWarnings />
      <ol className="wizard-steps" aria-label="Progress">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={wizard.step === index + 1 ? 'step' : undefined} className={wizard.step >= index + 1 ? 'wizard-step done' : 'wizard-step'}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {wizard.runCost !== null && <p className="muted">Last image run cost: ${wizard.runCost.toFixed(3)}</p>}
      <StepView wizard={wizard} />
    </>
  );
}

export default adminScreen(PromoteWizardScreen);
