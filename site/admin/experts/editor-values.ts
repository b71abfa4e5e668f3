import type { ExpertProfile } from '../../../domain/entities.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import type { FormValues } from '../../ui/forms/form-values.ts';

/** The editor's form: the profile schema's fields, every one a string or a list. */
export type ExpertEditorValues = FormValues<ExpertProfileInput>;

/** 'New Expert': the editor opens blank. */
export const BLANK_PROFILE: ExpertProfile = {
  name: '',
  title: '',
  categories: [],
  longevityContribution: '',
  biography: '',
  imageUrl: null,
  customGptUrl: null,
  youtubeEmbeds: [],
  books: [],
  scienceHighlights: [],
  referenceLinks: [],
};

/** Blank image and GPT links go back as '' and the shared schema turns them into null. */
export function toEditorValues(profile: ExpertProfile): ExpertEditorValues {
  return {
    name: profile.name,
    title: profile.title,
    categories: [...profile.categories],
    longevityContribution: profile.longevityContribution,
    biography: profile.biography,
    referenceLinks: [...profile.referenceLinks],
    books: [...profile.books],
    scienceHighlights: [...profile.scienceHighlights],
    youtubeEmbeds: [...profile.youtubeEmbeds],
    imageUrl: profile.imageUrl ?? '',
    customGptUrl: profile.customGptUrl ?? '',
  };
}
