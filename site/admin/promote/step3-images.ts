import { WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import type { ImageChoice, WizardImage, WizardValues } from './wizard-model.ts';
import { readyForImages } from './step2-content.ts';

/** Step 3, Image Generation: how the images are made, the prompt, and the images made. */
export type ImagesAction = { type: 'lookChosen'; patch: Partial<ImageChoice> } | { type: 'imagesMade'; images: readonly WizardImage[]; costUsd: number | null };

export function imagesReducer(values: WizardValues, action: ImagesAction): WizardValues {
  switch (action.type) {
    case 'lookChosen':
      return { ...values, look: { ...values.look, ...action.patch } };
    case 'imagesMade':
      // The first image made is the featured one until another is picked.
      return {
        ...values,
        images: [...values.images, ...action.images],
        runCost: action.costUsd,
        featured: values.featured ?? action.images[0]?.imageUrl ?? null,
      };
  }
}

/** Why the AI cannot write the prompt yet (it reads the first saved piece), or undefined. */
export function promptRefusal(values: Pick<WizardValues, 'pieces'>): string | undefined {
  return readyForImages(values) ? undefined : WIZARD_MESSAGES.saveContentFirst;
}

/** Why images cannot be made yet: saved content and a non-empty prompt, or undefined. */
export function imagesRefusal(values: Pick<WizardValues, 'pieces' | 'look'>): string | undefined {
  return promptRefusal(values) ?? (values.look.prompt.trim() ? undefined : WIZARD_MESSAGES.promptRequired);
}

/** Step 3 to 4 needs at least one generated image. */
export function readyForPublish(values: Pick<WizardValues, 'images'>): boolean {
  return values.images.length > 0;
}
