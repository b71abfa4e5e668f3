import type { CategoryKey } from '../../../domain/categories.ts';
import type { ExpertProfile } from '../../../domain/entities.ts';

/** The editor's form: every field a string or a list, so inputs are always controlled. */
export interface ExpertEditorValues {
  name: string;
  title: string;
  categories: CategoryKey[];
  longevityContribution: string;
  biography: string;
  referenceLinks: string[];
  books: string[];
  scienceHighlights: string[];
  youtubeEmbeds: string[];
  imageUrl: string;
  customGptUrl: string;
}

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
