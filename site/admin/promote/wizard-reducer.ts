import { contentReducer, readyForImages, type ContentAction } from './step2-content.ts';
import { ideasReducer, type IdeasAction } from './step1-ideas.ts';
import { imagesReducer, readyForPublish, type ImagesAction } from './step3-images.ts';
import { publishReducer, type PublishAction } from './step4-publish.ts';
import { INITIAL_WIZARD, type Busy, type Step, type WizardValues } from './wizard-model.ts';

/** What the whole wizard does: move between steps, mark a call under way, reopen a saved state, start over. */
type WizardAction = { type: 'goTo'; step: Step } | { type: 'busy'; busy: Busy | null } | { type: 'reopened'; values: WizardValues } | { type: 'startedOver' };

export type Action = WizardAction | IdeasAction | ContentAction | ImagesAction | PublishAction;

/** Whether a step can be shown: Back always; forward, the spec's rules (2 to 3 needs saved content, 3 to 4 an image). */
export function canEnter(values: WizardValues, step: Step): boolean {
  if (step <= values.step || step <= 2) return true;
  return readyForImages(values) && (step === 3 || readyForPublish(values));
}

/** The Promote Longevity wizard's one reducer: the wizard's own actions here, each step's in its module. */
export function wizardReducer(values: WizardValues, action: Action): WizardValues {
  switch (action.type) {
    case 'goTo':
      return canEnter(values, action.step) ? { ...values, step: action.step } : values;
    case 'busy':
      return { ...values, busy: action.busy };
    case 'reopened':
      return action.values;
    case 'startedOver':
      return INITIAL_WIZARD;
    case 'textChosen':
    case 'ideasGenerated':
    case 'ideaToggled':
      return ideasReducer(values, action);
    case 'writingStarted':
    case 'pieceWritten':
    case 'writingDone':
    case 'pieceEdited':
    case 'pieceMarked':
      return contentReducer(values, action);
    case 'lookChosen':
    case 'imagesMade':
      return imagesReducer(values, action);
    case 'articleChosen':
    case 'articleEdited':
    case 'featuredChosen':
    case 'linkFromProfileSet':
    case 'scheduleInput':
    case 'publishChecked':
    case 'published':
    case 'publishFailed':
      return publishReducer(values, action);
  }
}
