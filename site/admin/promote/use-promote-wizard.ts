import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { articleTitle } from '../../../domain/article-text.ts';
import { DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE, IMAGE_PROVIDERS, type ImageProvider, type ImageSize, type ImageStyle } from '../../../domain/ai/images.ts';
import type { TextProvider } from '../../../domain/ai/models.ts';
import type { PublishedArticleRef } from '../../../domain/library.ts';
import { SAVED_MARK_MS, WIZARD_MESSAGES, WIZARD_TEXTS, type WizardPublishStatus } from '../../../domain/wizard.ts';
import type { WizardState } from '../../../domain/wizard-state.ts';
import { api, refusalOf, unwrap, type Reply } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { publishRefusal } from '../ui/article-ref.tsx';
import { useLeaveGuard } from '../ui/dirty-guard.tsx';
import { aiProvidersQuery, expertsQuery, libraryContentQuery, libraryImagesQuery } from '../queries.ts';
import { scheduleTimeProblem, SCHEDULE_TEXTS } from '../../../domain/schedule.ts';
import { scheduleFieldError } from '../schedule/use-schedule.ts';
import { fromLocalInput, toLocalInput } from '../schedule/zone-time.ts';
import { readSavedWizard, useWizardStateSaver } from './use-wizard-state.ts';

/** The image providers, sizes and styles the image step offers. */
const imageOptionsQuery = queryOptions({ queryKey: ['admin', 'ai', 'image-providers'], queryFn: () => unwrap(api.admin.ai['image-providers'].$get()) });

export type Step = 1 | 2 | 3 | 4;
type Busy = 'ideas' | 'content' | 'prompt' | 'images' | 'publish';
type ArticleType = 'research-insight' | 'expertise-tip';

export type Idea = Reply<(typeof api.admin)['generate-ideas']['$post']>['ideas'][number] & { selected: boolean };

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
type SavedPiece = Piece & { savedId: number };

/** A generated image as the server saved it in the library, attached to its content. */
export type WizardImage = Pick<Reply<(typeof api.admin)['generate-images']['$post']>['images'][number], 'id' | 'imageUrl' | 'imagePrompt' | 'size'>;

type LibraryItem = Reply<typeof api.library.content.$get>[number];

/** What step 4 ended in: published, saved as a draft or scheduled (the article), or refused as published already. */
type Refused = {
  kind: 'refused';
  message: string;
  article: PublishedArticleRef | null;
};
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

function fail(error: unknown, fallback: string) {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

function refuse(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

const INITIAL_TEXT: TextChoice = { expertId: '', userIdea: '', provider: '', model: '', articleType: 'research-insight' };
const INITIAL_LOOK: ImageChoice = { provider: IMAGE_PROVIDERS[0], model: '', size: DEFAULT_IMAGE_SIZE, style: DEFAULT_IMAGE_STYLE, prompt: '' };

interface WizardValues {
  step: Step;
  text: TextChoice;
  ideas: Idea[];
  pieces: Piece[];
  look: ImageChoice;
  images: WizardImage[];
  chosen: SavedPiece | undefined;
  articleText: string | undefined;
  featured: string | null;
  linkFromProfile: boolean;
  scheduleInput: string;
}

/** The state the server keeps: choices and library ids, the written articles not yet in the library, and step 4's edited text. */
function wizardSnapshot(values: WizardValues): WizardState {
  const { step, text, look, chosen, articleText, featured } = values;
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
    images: { provider: look.provider, model: look.model, size: look.size, style: look.style, prompt: look.prompt, imageIds: values.images.map((image) => image.id) },
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
const EMPTY_STATE = wizardSnapshot({
  step: 1,
  text: INITIAL_TEXT,
  ideas: [],
  pieces: [],
  look: INITIAL_LOOK,
  images: [],
  chosen: undefined,
  articleText: undefined,
  featured: null,
  linkFromProfile: true,
  scheduleInput: '',
});

/** The 409 of a second publish names the article ({ message, article }). */
function refusal(error: unknown): Refused | null {
  const refused = refusalOf(error, api.admin['publish-article'].$post, 409);
  return refused ? { kind: 'refused', ...publishRefusal(refused) } : null;
}

/**
 * The Promote Longevity wizard's state and steps, from an expert to a published, illustrated
 * article (spec: Wizard). The screen and its four step components only show it and call it.
 */
export function usePromoteWizard() {
  const experts = useQuery(expertsQuery);
  const textAi = useQuery(aiProvidersQuery);
  const imageAi = useQuery(imageOptionsQuery);
  const queryClient = useQueryClient();
  const { status: saveStatus, keep, known, clear, unsaved } = useWizardStateSaver();
  const [step, setStep] = useState<Step>(1);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [text, setText] = useState<TextChoice>(INITIAL_TEXT);
  const [ideas, setIdeas] = useState<Idea[]>([]);
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [look, setLook] = useState<ImageChoice>(INITIAL_LOOK);
  const [images, setImages] = useState<WizardImage[]>([]);
  const [runCost, setRunCost] = useState<number | null>(null);
  const [featured, setFeatured] = useState<string | null>(null);
  const [linkFromProfile, setLinkFromProfile] = useState(true);
  /** Step 4: which saved piece becomes the article, its text as edited there (undefined: as saved), and the schedule field. */
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [articleText, setArticleText] = useState<string | undefined>(undefined);
  const [scheduleInput, setScheduleInput] = useState('');
  const [scheduleProblem, setScheduleProblem] = useState<string>();
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  /** Set when AI text arrives: the next state is saved at once. */
  const urgentSave = useRef(false);
  /** 'loading' until the saved state has been read (nothing is saved before), then how the wizard opened. */
  const [opening, setOpening] = useState<'loading' | 'fresh' | 'reopened' | 'failed'>('loading');

  const expert = experts.data?.find((item) => String(item.id) === text.expertId);
  const saved = pieces.filter((piece): piece is SavedPiece => piece.savedId !== null);
  const chosen = saved.find((piece) => piece.savedId === chosenId) ?? saved[0];
  const articleContent = articleText ?? chosen?.content ?? '';
  const textProvider = textAi.data?.providers.find((item) => item.id === (text.provider || textAi.data?.defaultProvider));
  const modelChoice = { ...(text.provider ? { provider: text.provider } : {}), ...(text.model ? { model: text.model } : {}) };

  /** Runs one step's call with its busy mark; a failure is said as the step's toast. */
  async function run(what: Busy, work: () => Promise<void>, onError: (error: unknown) => void) {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  function generateIdeas() {
    if (!text.expertId) return refuse(WIZARD_MESSAGES.selectExpertFirst);
    return run(
      'ideas',
      async () => {
        const reply = await unwrap(api.admin['generate-ideas'].$post({ json: { expertId: Number(text.expertId), userIdea: text.userIdea, ...modelChoice } }));
        setIdeas(reply.ideas.map((idea) => ({ ...idea, selected: false })));
      },
      (error) => fail(error, 'Failed to generate ideas'),
    );
  }

  function toggleIdea(id: string) {
    setIdeas((current) => current.map((idea) => (idea.id === id ? { ...idea, selected: !idea.selected } : idea)));
  }

  /** One call per idea, so the screen shows each one's progress and a failure keeps the others. */
  function writeContent() {
    const selected = ideas.filter((idea) => idea.selected);
    if (selected.length === 0) return refuse(WIZARD_MESSAGES.selectIdea);
    if (!text.expertId) return refuse(WIZARD_MESSAGES.selectExpert);
    setPieces([]);
    // New pieces: step 4 starts again from the first of them.
    setChosenId(null);
    setArticleText(undefined);
    setOutcome(null);
    const add = (piece: Piece) => {
      // Paid-for text: the state holding it is saved at once, not after the pause.
      if (piece.status === 'done') urgentSave.current = true;
      setPieces((current) => [...current, piece]);
    };
    return run(
      'content',
      async () => {
        await Promise.all(
          selected.map(async (idea) => {
            const base = { id: idea.id, idea, savedId: null, saving: 'idle' as const };
            try {
              const reply = await unwrap(
                api.admin['generate-content-from-ideas'].$post({
                  json: { ideas: [{ title: idea.title, description: idea.description }], experts: [text.expertId], platform: 'article', contentType: text.articleType, ...modelChoice },
                }),
              );
              add({ ...base, content: reply.contents[0]?.content ?? '', status: 'done' });
            } catch (error) {
              add({ ...base, content: '', status: 'failed', error: errorMessage(error, 'Generation failed') });
            }
          }),
        );
        setStep(2);
      },
      (error) => fail(error, 'Generation failed'),
    );
  }

  function editPiece(id: string, content: string) {
    setPieces((current) => current.map((piece) => (piece.id === id ? { ...piece, content } : piece)));
  }

  /** Saves a piece to the library; the server puts it in the library's project. */
  async function savePiece(piece: Piece) {
    const mark = (patch: Partial<Piece>) => setPieces((current) => current.map((item) => (item.id === piece.id ? { ...item, ...patch } : item)));
    mark({ saving: 'saving' });
    try {
      const row = await unwrap(
        api.library.content.$post({
          json: {
            ideaId: piece.id,
            expertId: Number(text.expertId),
            platform: 'article',
            contentType: text.articleType,
            content: piece.content,
            aiProvider: textProvider?.id ?? null,
            aiModel: text.model || textProvider?.defaultModel || null,
          },
        }),
      );
      mark({ savedId: row.id, saving: 'saved' });
      setTimeout(() => mark({ saving: 'idle' }), SAVED_MARK_MS);
    } catch (error) {
      mark({ saving: 'idle' });
      fail(error, 'Failed to save content');
    }
  }

  function generatePrompt() {
    const first = saved[0];
    if (!first) return refuse(WIZARD_MESSAGES.saveContentFirst);
    return run(
      'prompt',
      async () => {
        const reply = await unwrap(api.admin['generate-image-prompt'].$post({ json: { content: first.content, expert: Number(text.expertId), style: look.style, size: look.size } }));
        setLook((current) => ({ ...current, prompt: reply.prompt }));
      },
      (error) => fail(error, 'Failed to generate the image prompt'),
    );
  }

  /** One image per saved piece; the server saves each in the library, attached to its piece. */
  function generateImages() {
    if (saved.length === 0) return refuse(WIZARD_MESSAGES.saveContentFirst);
    if (!look.prompt.trim()) return refuse(WIZARD_MESSAGES.promptRequired);
    return run(
      'images',
      async () => {
        const reply = await unwrap(
          api.admin['generate-images'].$post({
            json: { contents: saved.map((piece) => ({ id: piece.savedId })), provider: look.provider, model: look.model || undefined, size: look.size, customPrompt: look.prompt },
          }),
        );
        setImages((current) => [...current, ...reply.images]);
        setRunCost(reply.costUsd);
        setFeatured((current) => current ?? reply.images[0]?.imageUrl ?? null);
      },
      (error) => fail(error, 'Failed to generate images'),
    );
  }

  /** Step 4: 'Publish now', 'Save as draft' or 'Schedule' (a draft with publishAt), claiming the library item so it is published once. */
  function publish(status: WizardPublishStatus, schedule = false) {
    if (!chosen) return toast({ title: WIZARD_MESSAGES.noContent, variant: 'destructive' });
    if (!text.expertId) return toast({ title: WIZARD_MESSAGES.noExpert, variant: 'destructive' });
    if (!expert) return toast({ title: WIZARD_MESSAGES.expertNotFound, variant: 'destructive' });
    const publishAt = schedule ? fromLocalInput(scheduleInput) : undefined;
    const problem = schedule ? (publishAt ? scheduleTimeProblem(new Date(publishAt), new Date()) : SCHEDULE_TEXTS.enterTime) : undefined;
    setScheduleProblem(problem);
    if (problem) return;
    setOutcome(null);
    return run(
      'publish',
      async () => {
        const reply = await unwrap(
          api.admin['publish-article'].$post({
            json: {
              content: articleContent,
              expert: text.expertId,
              featuredImage: featured,
              linkFromProfile,
              contentType: text.articleType,
              contentId: chosen.savedId,
              status,
              ...(publishAt ? { publishAt } : {}),
            },
          }),
        );
        const article = { id: reply.article.id, title: reply.title, slug: reply.slug, path: reply.url, status: reply.article.status, publishAt: reply.article.publishAt };
        setOutcome({ kind: 'done', status: reply.article.status === 'published' ? 'published' : 'draft', scheduledAt: publishAt ?? null, article });
        toast({ title: reply.message, description: `"${reply.title}"` });
        void queryClient.invalidateQueries({ queryKey: libraryContentQuery.queryKey });
      },
      (error) => {
        const refused = refusal(error);
        if (refused) setOutcome(refused);
        // The server's refusal of the time is said at the field.
        if (schedule) setScheduleProblem(scheduleFieldError(error));
        toast({ title: WIZARD_MESSAGES.publishFailed, description: refused?.message ?? WIZARD_MESSAGES.publishFailedText, variant: 'destructive' });
      },
    );
  }

  const snapshot = useMemo(
    () => wizardSnapshot({ step, text, ideas, pieces, look, images, chosen, articleText, featured, linkFromProfile, scheduleInput }),
    [step, text, ideas, pieces, look, images, chosen, articleText, featured, linkFromProfile, scheduleInput],
  );

  /** Puts a saved state back, with its library content and images as the library holds them now. */
  function reopen(state: WizardState, library: LibraryItem[], libraryImages: WizardImage[]) {
    const expertId = state.expertIds[0];
    const drafts = state.drafts ?? [];
    // Written articles are step 2's: a state saved while others were still being written (step 1) reopens there.
    setStep(drafts.length > 0 && state.step === 1 ? 2 : state.step);
    setText({
      expertId: expertId ? String(expertId) : '',
      userIdea: state.userIdea ?? '',
      provider: state.textProvider ?? '',
      model: state.textModel ?? '',
      articleType: state.contentType === 'expertise-tip' ? 'expertise-tip' : 'research-insight',
    });
    const restoredIdeas = state.ideas.map((idea, index) => ({ ...idea, id: String(idea.id ?? `idea-${index}`), targetExpert: expertId ? String(expertId) : '' }));
    setIdeas(restoredIdeas);
    const byId = new Map(library.map((item) => [item.id, item]));
    const savedPieces = state.contentIds.flatMap((id): Piece[] => {
      const item = byId.get(id);
      if (!item) return [];
      const title = restoredIdeas.find((idea) => idea.id === item.ideaId)?.title ?? articleTitle(item.content);
      return [{ id: item.ideaId ?? `content-${item.id}`, content: item.content, idea: { title }, savedId: item.id, saving: 'idle', status: 'done' }];
    });
    const draftPieces = drafts.map((draft): Piece => ({ id: draft.ideaId, content: draft.content, idea: { title: draft.title }, savedId: null, saving: 'idle', status: 'done' }));
    // In the ideas' order, as they were written (a piece whose idea is gone, last).
    const rank = (piece: Piece) => {
      const index = restoredIdeas.findIndex((idea) => idea.id === piece.id);
      return index === -1 ? restoredIdeas.length : index;
    };
    setPieces([...savedPieces, ...draftPieces].sort((a, b) => rank(a) - rank(b)));
    const { images: look, publish } = state;
    setLook({ ...INITIAL_LOOK, ...look, model: look.model ?? '', prompt: look.prompt ?? '' });
    const imageIds = new Set(look.imageIds);
    setImages(libraryImages.filter((image) => imageIds.has(image.id)));
    setFeatured(publish.featuredImage ?? null);
    setLinkFromProfile(publish.linkFromProfile ?? true);
    setChosenId(publish.contentId ?? null);
    setArticleText(publish.content);
    setScheduleInput(toLocalInput(publish.publishAt));
    const article = publish.contentId ? byId.get(publish.contentId)?.article : null;
    if (article) setOutcome({ kind: 'refused', message: `${WIZARD_TEXTS.alreadyArticle} "${article.title}".`, article });
  }

  // Opening: the saved state, if any, with the library's items; nothing is saved until it has been read.
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { state } = await readSavedWizard();
        if (!live) return;
        if (!state) {
          known(EMPTY_STATE);
          return setOpening('fresh');
        }
        const [library, libraryImages] = await Promise.all([queryClient.fetchQuery(libraryContentQuery), queryClient.fetchQuery(libraryImagesQuery)]);
        if (!live) return;
        known(state);
        reopen(state, library, libraryImages);
        setOpening('reopened');
      } catch {
        if (!live) return;
        known(EMPTY_STATE);
        setOpening('failed');
      }
    })();
    return () => {
      live = false;
    };
    // Once, on mount.
  }, []);

  // Every change is kept (after a pause, or at once for AI text just written); nothing is, until the saved state has been read.
  useEffect(() => {
    if (opening === 'loading') return;
    keep(snapshot, urgentSave.current);
    urgentSave.current = false;
  }, [opening, snapshot, keep]);

  /** Leaving asks first while a change waits to be saved or is on its way (written articles included: the state holds them). */
  useLeaveGuard(unsaved);

  /** 'Start over': the saved state goes, and the wizard is empty at step 1 (the library keeps what was saved). */
  async function startOver() {
    try {
      await clear();
      known(EMPTY_STATE);
    } catch (error) {
      return fail(error, 'Failed to clear the wizard');
    }
    setStep(1);
    setText(INITIAL_TEXT);
    setIdeas([]);
    setPieces([]);
    setLook(INITIAL_LOOK);
    setImages([]);
    setRunCost(null);
    setFeatured(null);
    setLinkFromProfile(true);
    setChosenId(null);
    setArticleText(undefined);
    setScheduleInput('');
    setOutcome(null);
    setOpening('fresh');
  }

  return {
    step,
    goTo: setStep,
    busy,
    runCost,
    experts: experts.data ?? [],
    expert,
    textProviders: textAi.data?.providers.filter((item) => item.configured) ?? [],
    textModels: textProvider?.models ?? [],
    imageOptions: imageAi.data,
    text,
    chooseText: (patch: Partial<TextChoice>) => setText((current) => ({ ...current, ...patch })),
    ideas,
    toggleIdea,
    generateIdeas,
    writeContent,
    pieces,
    saved,
    editPiece,
    savePiece,
    look,
    chooseLook: (patch: Partial<ImageChoice>) => setLook((current) => ({ ...current, ...patch })),
    generatePrompt,
    generateImages,
    images,
    featured,
    setFeatured,
    linkFromProfile,
    setLinkFromProfile,
    chosen,
    chooseArticle: (id: number) => {
      setChosenId(id);
      setArticleText(undefined);
      setOutcome(null);
    },
    articleContent,
    editArticle: setArticleText,
    scheduleInput,
    setScheduleInput: (value: string) => {
      setScheduleInput(value);
      setScheduleProblem(undefined);
    },
    scheduleProblem,
    publish,
    outcome,
    opening,
    saveStatus,
    startOver,
  };
}

export type PromoteWizard = ReturnType<typeof usePromoteWizard>;
