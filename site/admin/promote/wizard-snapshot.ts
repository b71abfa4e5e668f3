import { articleTitle } from '../../../domain/article-text.ts';
import { WIZARD_TEXTS } from '../../../domain/wizard.ts';
import type { WizardState } from '../../../domain/wizard-state.ts';
import type { api, Reply } from '../../lib/api.ts';
import { fromLocalInput, toLocalInput } from '../schedule/zone-time.ts';
import { chosenPiece, INITIAL_LOOK, INITIAL_WIZARD, type Piece, type WizardImage, type WizardValues } from './wizard-model.ts';

type LibraryItem = Reply<typeof api.library.content.$get>[number];

/** What the server keeps of the wizard (domain/wizard-state.ts): the parts of its values a snapshot reads. */
export type KeptValues = Pick<
  WizardValues,
  'step' | 'text' | 'ideas' | 'pieces' | 'look' | 'images' | 'chosenId' | 'articleText' | 'featured' | 'linkFromProfile' | 'scheduleInput'
>;

/** The state the server keeps: choices and library ids, the written articles not yet in the library, and step 4's edited text. */
export function wizardSnapshot(values: KeptValues): WizardState {
  const { step, text, look, articleText, featured } = values;
  const chosen = chosenPiece(values);
  const publishAt = fromLocalInput(values.scheduleInput);
  const saved = values.pieces.flatMap((piece) => (piece.savedId === null ? [] : [piece.savedId]));
  const drafts = values.pieces.filter((piece) => piece.savedId === null && piece.status === 'done');
  return {
    step,
    expertIds: text.expertId ? [Number(text.expertId)] : [],
    userIdea: text.userIdea,
    ...(text.provider ? { textProvider: text.provider } : {}),
    ...(text.model ? { textModel: text.model } : {}),
    ideas: values.ideas.map(({ id, title, description, selected }) => ({ id, title, description, selected })),
    contentType: text.articleType,
    contentIds: saved,
    drafts: drafts.map((piece) => ({ ideaId: piece.id, title: piece.idea.title, content: piece.content })),
    images: {
      provider: look.provider,
      model: look.model,
      size: look.size,
      style: look.style,
      prompt: look.prompt,
      imageIds: values.images.map((image) => image.id),
    },
    publish: {
      ...(chosen ? { contentId: chosen.savedId } : {}),
      ...(articleText !== undefined ? { content: articleText } : {}),
      ...(featured ? { featuredImage: featured } : {}),
      linkFromProfile: values.linkFromProfile,
      ...(publishAt ? { publishAt } : {}),
    },
  };
}

/** An untouched wizard: nothing to keep. */
export const EMPTY_STATE = wizardSnapshot(INITIAL_WIZARD);

/** A saved state put back, with its library content and images as the library holds them now. */
export function reopenedValues(state: WizardState, library: readonly LibraryItem[], libraryImages: readonly WizardImage[]): WizardValues {
  const expertId = state.expertIds[0];
  const drafts = state.drafts ?? [];
  const ideas = state.ideas.map((idea, index) => ({ ...idea, id: String(idea.id ?? `idea-${index}`), targetExpert: expertId ? String(expertId) : '' }));
  const byId = new Map(library.map((item) => [item.id, item]));
  const savedPieces = state.contentIds.flatMap((id): Piece[] => {
    const item = byId.get(id);
    if (!item) return [];
    const title = ideas.find((idea) => idea.id === item.ideaId)?.title ?? articleTitle(item.content);
    return [{ id: item.ideaId ?? `content-${item.id}`, content: item.content, idea: { title }, savedId: item.id, saving: 'idle', status: 'done' }];
  });
  const draftPieces = drafts.map((draft): Piece => ({
    id: draft.ideaId,
    content: draft.content,
    idea: { title: draft.title },
    savedId: null,
    saving: 'idle',
    status: 'done',
  }));
  // In the ideas' order, as they were written (a piece whose idea is gone, last).
  const rank = (piece: Piece) => {
    const index = ideas.findIndex((idea) => idea.id === piece.id);
    return index === -1 ? ideas.length : index;
  };
  const { images: look, publish } = state;
  const imageIds = new Set(look.imageIds);
  const article = publish.contentId ? byId.get(publish.contentId)?.article : null;
  return {
    ...INITIAL_WIZARD,
    // Written articles are step 2's: a state saved while others were still being written (step 1) reopens there.
    step: drafts.length > 0 && state.step === 1 ? 2 : state.step,
    text: {
      expertId: expertId ? String(expertId) : '',
      userIdea: state.userIdea ?? '',
      provider: state.textProvider ?? '',
      model: state.textModel ?? '',
      articleType: state.contentType === 'expertise-tip' ? 'expertise-tip' : 'research-insight',
    },
    ideas,
    pieces: [...savedPieces, ...draftPieces].sort((a, b) => rank(a) - rank(b)),
    look: { ...INITIAL_LOOK, ...look, model: look.model ?? '', prompt: look.prompt ?? '' },
    images: libraryImages.filter((image) => imageIds.has(image.id)),
    featured: publish.featuredImage ?? null,
    linkFromProfile: publish.linkFromProfile ?? true,
    chosenId: publish.contentId ?? null,
    articleText: publish.content,
    scheduleInput: toLocalInput(publish.publishAt),
    outcome: article ? { kind: 'refused', message: `${WIZARD_TEXTS.alreadyArticle} "${article.title}".`, article } : null,
  };
}
