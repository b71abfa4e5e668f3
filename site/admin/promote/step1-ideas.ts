import { WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import type { IdeaReply, TextChoice, WizardValues } from './wizard-model.ts';

/** Step 1, Select Expert & Generate Ideas: the choices, the ideas proposed, and which are chosen. */
export type IdeasAction =
  { type: 'textChosen'; patch: Partial<TextChoice> } | { type: 'ideasGenerated'; ideas: readonly IdeaReply[] } | { type: 'ideaToggled'; id: string };

export function ideasReducer(values: WizardValues, action: IdeasAction): WizardValues {
  switch (action.type) {
    case 'textChosen':
      return { ...values, text: { ...values.text, ...action.patch } };
    case 'ideasGenerated':
      return { ...values, ideas: action.ideas.map((idea) => ({ ...idea, selected: false })) };
    case 'ideaToggled':
      return { ...values, ideas: values.ideas.map((idea) => (idea.id === action.id ? { ...idea, selected: !idea.selected } : idea)) };
  }
}

/** Why ideas cannot be asked for yet (spec: 'Ideas need an expert'), or undefined. */
export function ideasRefusal(values: Pick<WizardValues, 'text'>): string | undefined {
  return values.text.expertId ? undefined : WIZARD_MESSAGES.selectExpertFirst;
}

/** Why content cannot be written yet: step 1 to 2 needs a selected idea and an expert, or undefined. */
export function writingRefusal(values: Pick<WizardValues, 'text' | 'ideas'>): string | undefined {
  if (!values.ideas.some((idea) => idea.selected)) return WIZARD_MESSAGES.selectIdea;
  if (!values.text.expertId) return WIZARD_MESSAGES.selectExpert;
  return undefined;
}
