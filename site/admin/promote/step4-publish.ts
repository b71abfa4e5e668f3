import { SCHEDULE_TEXTS, scheduleTimeProblem } from '../../../domain/schedule.ts';
import { WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import { chosenPiece, type PublishOutcome, type Refused, type WizardValues } from './wizard-model.ts';

/** Step 4, Publish Content: which piece, its text, the image, the profile link, the time, and what publishing ended in. */
export type PublishAction =
  | { type: 'articleChosen'; id: number }
  | { type: 'articleEdited'; text: string }
  | { type: 'featuredChosen'; url: string | null }
  | { type: 'linkFromProfileSet'; value: boolean }
  | { type: 'scheduleInput'; value: string }
  | { type: 'publishChecked'; scheduleProblem: string | undefined }
  | { type: 'published'; outcome: PublishOutcome }
  | { type: 'publishFailed'; refused: Refused | null; scheduleProblem: string | undefined };

export function publishReducer(values: WizardValues, action: PublishAction): WizardValues {
  switch (action.type) {
    case 'articleChosen':
      return { ...values, chosenId: action.id, articleText: undefined, outcome: null };
    case 'articleEdited':
      return { ...values, articleText: action.text };
    case 'featuredChosen':
      return { ...values, featured: action.url };
    case 'linkFromProfileSet':
      return { ...values, linkFromProfile: action.value };
    case 'scheduleInput':
      return { ...values, scheduleInput: action.value, scheduleProblem: undefined };
    case 'publishChecked':
      // A refused time stays at its field; an accepted publish starts with no outcome shown.
      return { ...values, scheduleProblem: action.scheduleProblem, outcome: action.scheduleProblem ? values.outcome : null };
    case 'published':
      return { ...values, outcome: action.outcome };
    case 'publishFailed':
      // A second publish is refused naming the article, kept on the screen; the server's refusal of the time is said at its field.
      return { ...values, outcome: action.refused ?? values.outcome, scheduleProblem: action.scheduleProblem };
  }
}

/** Why publishing cannot start (spec: saved content, a chosen expert, a found expert), or undefined. */
export function publishRefusal(values: Pick<WizardValues, 'pieces' | 'chosenId' | 'text'>, expertFound: boolean): string | undefined {
  if (!chosenPiece(values)) return WIZARD_MESSAGES.noContent;
  if (!values.text.expertId) return WIZARD_MESSAGES.noExpert;
  if (!expertFound) return WIZARD_MESSAGES.expertNotFound;
  return undefined;
}

/** Why a schedule time is refused: none entered, in the past, too far ahead; undefined when it will do. */
export function scheduleRefusal(publishAt: string | undefined, now: Date): string | undefined {
  return publishAt ? scheduleTimeProblem(new Date(publishAt), now) : SCHEDULE_TEXTS.enterTime;
}
