import { DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE, IMAGE_PROVIDERS, type ImageProvider, type ImageSize, type ImageStyle } from '../../../domain/ai/images.ts';
import type { TextProvider } from '../../../domain/ai/models.ts';
import type { PublishedArticleRef } from '../../../domain/library.ts';
import type { WizardPublishStatus } from '../../../domain/wizard.ts';
import type { api, Reply } from '../../lib/api.ts';

/** The Promote Longevity wizard's values (spec: Wizard), changed only by its reducer (wizard-reducer.ts). */

export type Step = 1 | 2 | 3 | 4;
export type Busy = 'ideas' | 'content' | 'prompt' | 'images' | 'publish';
type ArticleType = 'research-insight' | 'expertise-tip';

export type IdeaReply = Reply<(typeof api.admin)['generate-ideas']['$post']>['ideas'][number];
export type Idea = IdeaReply & { selected: boolean };

/** One idea's article: written, edited in place, then saved to the library (the server's id). */
export interface Piece {
  id: string;
  content: string;
  idea: { title: string };
  savedId: number | null;
  saving: 'idle' | 'saving' | 'saved';
  status: 'done' | 'failed';
  error?: string;
}
export type SavedPiece = Piece & { savedId: number };

/** A generated image as the server saved it in the library, attached to its content. */
export type WizardImage = Pick<Reply<(typeof api.admin)['generate-images']['$post']>['images'][number], 'id' | 'imageUrl' | 'imagePrompt' | 'size'>;

/** What step 4 ended in: published, saved as a draft or scheduled (the article), or refused as published already. */
export type Refused = { kind: 'refused'; message: string; article: PublishedArticleRef | null };
export type PublishOutcome = { kind: 'done'; status: WizardPublishStatus; scheduledAt: string | null; article: PublishedArticleRef } | Refused;

/** Step 1's choices: the expert, an optional idea, the text model, and the article type. */
export interface TextChoice {
  expertId: string;
  userIdea: string;
  provider: TextProvider | '';
  model: string;
  articleType: ArticleType;
}

/** Step 3's choices: how the images are made. */
export interface ImageChoice {
  provider: ImageProvider;
  model: string;
  size: ImageSize;
  style: ImageStyle;
  prompt: string;
}

export interface WizardValues {
  step: Step;
  /** The call under way (its button says so; the others wait). */
  busy: Busy | null;
  text: TextChoice;
  ideas: Idea[];
  pieces: Piece[];
  look: ImageChoice;
  images: WizardImage[];
  /** What the last image run cost (USD). */
  runCost: number | null;
  featured: string | null;
  linkFromProfile: boolean;
  /** Step 4: which saved piece becomes the article (null: the first), its text as edited there (undefined: as saved), and the schedule field. */
  chosenId: number | null;
  articleText: string | undefined;
  scheduleInput: string;
  scheduleProblem: string | undefined;
  outcome: PublishOutcome | null;
}

export const INITIAL_TEXT: TextChoice = { expertId: '', userIdea: '', provider: '', model: '', articleType: 'research-insight' };
export const INITIAL_LOOK: ImageChoice = { provider: IMAGE_PROVIDERS[0], model: '', size: DEFAULT_IMAGE_SIZE, style: DEFAULT_IMAGE_STYLE, prompt: '' };

/** An untouched wizard at step 1. */
export const INITIAL_WIZARD: WizardValues = {
  step: 1,
  busy: null,
  text: INITIAL_TEXT,
  ideas: [],
  pieces: [],
  look: INITIAL_LOOK,
  images: [],
  runCost: null,
  featured: null,
  linkFromProfile: true,
  chosenId: null,
  articleText: undefined,
  scheduleInput: '',
  scheduleProblem: undefined,
  outcome: null,
};

/** The pieces saved to the library, in order. */
export function savedPieces(values: Pick<WizardValues, 'pieces'>): SavedPiece[] {
  return values.pieces.filter((piece): piece is SavedPiece => piece.savedId !== null);
}

/** The saved piece step 4 publishes: the chosen one, else the first. */
export function chosenPiece(values: Pick<WizardValues, 'pieces' | 'chosenId'>): SavedPiece | undefined {
  const saved = savedPieces(values);
  return saved.find((piece) => piece.savedId === values.chosenId) ?? saved[0];
}

/** Step 4's article text: as edited there, else as saved. */
export function articleContent(values: Pick<WizardValues, 'pieces' | 'chosenId' | 'articleText'>): string {
  return values.articleText ?? chosenPiece(values)?.content ?? '';
}
