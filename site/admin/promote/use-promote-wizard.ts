import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useRef } from 'react';
import { SAVED_MARK_MS, WIZARD_MESSAGES, type WizardPublishStatus } from '../../../domain/wizard.ts';
import { api, refusalOf, unwrap } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { articleRefusal } from '../ui/article-ref.tsx';
import { aiProvidersQuery, expertsQuery, libraryContentQuery } from '../queries.ts';
import { scheduleFieldError } from '../schedule/use-schedule.ts';
import { fromLocalInput } from '../schedule/zone-time.ts';
import { ideasRefusal, writingRefusal } from './step1-ideas.ts';
import { readyForImages } from './step2-content.ts';
import { imagesRefusal, promptRefusal, readyForPublish } from './step3-images.ts';
import { publishRefusal, scheduleRefusal } from './step4-publish.ts';
import {
  articleContent,
  chosenPiece,
  INITIAL_WIZARD,
  savedPieces,
  type Busy,
  type ImageChoice,
  type Piece,
  type Step,
  type TextChoice,
} from './wizard-model.ts';
import { wizardReducer } from './wizard-reducer.ts';
import { useKeptWizard } from './use-kept-wizard.ts';
import { fail, refuse } from './wizard-toast.ts';
import { wizardSnapshot } from './wizard-snapshot.ts';

export type { Idea, Piece, PublishOutcome, Step, WizardImage } from './wizard-model.ts';

/** The image providers, sizes and styles the image step offers. */
const imageOptionsQuery = queryOptions({ queryKey: ['admin', 'ai', 'image-providers'], queryFn: () => unwrap(api.admin.ai['image-providers'].$get()) });

const publishArticle = api.admin['publish-article'].$post;

/**
 * The Promote Longevity wizard, from an expert to a published, illustrated article (spec: Wizard):
 * its values change only through wizardReducer (each step's rules in step1-ideas.ts ... step4-publish.ts);
 * this hook makes the calls, keeps the state on the server, and gives the screen what it shows.
 */
export function usePromoteWizard() {
  const experts = useQuery(expertsQuery);
  const textAi = useQuery(aiProvidersQuery);
  const imageAi = useQuery(imageOptionsQuery);
  const queryClient = useQueryClient();
  const [values, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  /** Set when AI text arrives: the next state is saved at once. */
  const urgentSave = useRef(false);

  const { text, look } = values;
  const expert = experts.data?.find((item) => String(item.id) === text.expertId);
  const saved = savedPieces(values);
  const chosen = chosenPiece(values);
  const textProvider = textAi.data?.providers.find((item) => item.id === (text.provider || textAi.data?.defaultProvider));
  const modelChoice = { ...(text.provider ? { provider: text.provider } : {}), ...(text.model ? { model: text.model } : {}) };

  /** Runs one step's call with its busy mark; a failure is said as the step's toast. */
  async function run(what: Busy, work: () => Promise<void>, onError: (error: unknown) => void) {
    dispatch({ type: 'busy', busy: what });
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      dispatch({ type: 'busy', busy: null });
    }
  }

  function generateIdeas() {
    const refused = ideasRefusal(values);
    if (refused) return refuse(refused);
    return run(
      'ideas',
      async () => {
        const reply = await unwrap(api.admin['generate-ideas'].$post({ json: { expertId: Number(text.expertId), userIdea: text.userIdea, ...modelChoice } }));
        dispatch({ type: 'ideasGenerated', ideas: reply.ideas });
      },
      (error) => fail(error, 'Failed to generate ideas'),
    );
  }

  /** One call per idea, so the screen shows each one's progress and a failure keeps the others. */
  function writeContent() {
    const refused = writingRefusal(values);
    if (refused) return refuse(refused);
    dispatch({ type: 'writingStarted' });
    const add = (piece: Piece) => {
      // Paid-for text: the state holding it is saved at once, not after the pause.
      if (piece.status === 'done') urgentSave.current = true;
      dispatch({ type: 'pieceWritten', piece });
    };
    const write = async (idea: (typeof values.ideas)[number]) => {
      const base = { id: idea.id, idea, savedId: null, saving: 'idle' as const };
      try {
        const json = {
          ideas: [{ title: idea.title, description: idea.description }],
          experts: [text.expertId],
          platform: 'article' as const,
          contentType: text.articleType,
          ...modelChoice,
        };
        const reply = await unwrap(api.admin['generate-content-from-ideas'].$post({ json }));
        add({ ...base, content: reply.contents[0]?.content ?? '', status: 'done' });
      } catch (error) {
        add({ ...base, content: '', status: 'failed', error: errorMessage(error, 'Generation failed') });
      }
    };
    return run(
      'content',
      async () => {
        await Promise.all(values.ideas.filter((idea) => idea.selected).map(write));
        dispatch({ type: 'writingDone' });
      },
      (error) => fail(error, 'Generation failed'),
    );
  }

  /** Saves a piece to the library; the server puts it in the library's project. */
  async function savePiece(piece: Piece) {
    const mark = (patch: Partial<Pick<Piece, 'saving' | 'savedId'>>) => dispatch({ type: 'pieceMarked', id: piece.id, patch });
    mark({ saving: 'saving' });
    try {
      const json = {
        ideaId: piece.id,
        expertId: Number(text.expertId),
        platform: 'article',
        contentType: text.articleType,
        content: piece.content,
        aiProvider: textProvider?.id ?? null,
        aiModel: text.model || textProvider?.defaultModel || null,
      };
      const row = await unwrap(api.library.content.$post({ json }));
      mark({ savedId: row.id, saving: 'saved' });
      setTimeout(() => mark({ saving: 'idle' }), SAVED_MARK_MS);
    } catch (error) {
      mark({ saving: 'idle' });
      fail(error, 'Failed to save content');
    }
  }

  function generatePrompt() {
    const refused = promptRefusal(values);
    const first = saved[0];
    if (refused || !first) return refuse(refused ?? WIZARD_MESSAGES.saveContentFirst);
    return run(
      'prompt',
      async () => {
        const reply = await unwrap(
          api.admin['generate-image-prompt'].$post({ json: { content: first.content, expert: Number(text.expertId), style: look.style, size: look.size } }),
        );
        dispatch({ type: 'lookChosen', patch: { prompt: reply.prompt } });
      },
      (error) => fail(error, 'Failed to generate the image prompt'),
    );
  }

  /** One image per saved piece; the server saves each in the library, attached to its piece. */
  function generateImages() {
    const refused = imagesRefusal(values);
    if (refused) return refuse(refused);
    return run(
      'images',
      async () => {
        const contents = saved.map((piece) => ({ id: piece.savedId }));
        const reply = await unwrap(
          api.admin['generate-images'].$post({
            json: { contents, provider: look.provider, model: look.model || undefined, size: look.size, customPrompt: look.prompt },
          }),
        );
        dispatch({ type: 'imagesMade', images: reply.images, costUsd: reply.costUsd });
      },
      (error) => fail(error, 'Failed to generate images'),
    );
  }

  /** Step 4: 'Publish now', 'Save as draft' or 'Schedule' (a draft with publishAt), claiming the library item so it is published once. */
  function publish(status: WizardPublishStatus, schedule = false) {
    const refused = publishRefusal(values, expert !== undefined);
    if (refused || !chosen) return toast({ title: refused ?? WIZARD_MESSAGES.noContent, variant: 'destructive' });
    const publishAt = schedule ? fromLocalInput(values.scheduleInput) : undefined;
    const scheduleProblem = schedule ? scheduleRefusal(publishAt, new Date()) : undefined;
    dispatch({ type: 'publishChecked', scheduleProblem });
    if (scheduleProblem) return;
    const json = {
      content: articleContent(values),
      expert: text.expertId,
      featuredImage: values.featured,
      linkFromProfile: values.linkFromProfile,
      contentType: text.articleType,
      contentId: chosen.savedId,
      status,
      ...(publishAt ? { publishAt } : {}),
    };
    return run(
      'publish',
      async () => {
        const reply = await unwrap(publishArticle({ json }));
        const article = {
          id: reply.article.id,
          title: reply.title,
          slug: reply.slug,
          path: reply.url,
          status: reply.article.status,
          publishAt: reply.article.publishAt,
        };
        dispatch({
          type: 'published',
          outcome: { kind: 'done', status: reply.article.status === 'published' ? 'published' : 'draft', scheduledAt: publishAt ?? null, article },
        });
        toast({ title: reply.message, description: `"${reply.title}"` });
        void queryClient.invalidateQueries({ queryKey: libraryContentQuery.queryKey });
      },
      (error) => {
        // The 409 of a second publish names the article ({ message, article }).
        const body = refusalOf(error, publishArticle, 409);
        const outcome = body ? ({ kind: 'refused', ...articleRefusal(body) } as const) : null;
        dispatch({ type: 'publishFailed', refused: outcome, scheduleProblem: schedule ? scheduleFieldError(error) : undefined });
        toast({ title: WIZARD_MESSAGES.publishFailed, description: outcome?.message ?? WIZARD_MESSAGES.publishFailedText, variant: 'destructive' });
      },
    );
  }

  const { step, ideas, pieces, images, chosenId, articleText, featured, linkFromProfile, scheduleInput } = values;
  const snapshot = useMemo(
    () => wizardSnapshot({ step, text, ideas, pieces, look, images, chosenId, articleText, featured, linkFromProfile, scheduleInput }),
    [step, text, ideas, pieces, look, images, chosenId, articleText, featured, linkFromProfile, scheduleInput],
  );

  const { opening, saveStatus, startOver } = useKeptWizard(snapshot, urgentSave, dispatch);

  return {
    step,
    goTo: (next: Step) => dispatch({ type: 'goTo', step: next }),
    busy: values.busy,
    runCost: values.runCost,
    experts: experts.data ?? [],
    expert,
    textProviders: textAi.data?.providers.filter((item) => item.configured) ?? [],
    textModels: textProvider?.models ?? [],
    imageOptions: imageAi.data,
    text,
    chooseText: (patch: Partial<TextChoice>) => dispatch({ type: 'textChosen', patch }),
    ideas,
    toggleIdea: (id: string) => dispatch({ type: 'ideaToggled', id }),
    generateIdeas,
    writeContent,
    pieces,
    saved,
    readyForImages: readyForImages(values),
    editPiece: (id: string, content: string) => dispatch({ type: 'pieceEdited', id, content }),
    savePiece,
    look,
    chooseLook: (patch: Partial<ImageChoice>) => dispatch({ type: 'lookChosen', patch }),
    generatePrompt,
    generateImages,
    images,
    readyForPublish: readyForPublish(values),
    featured,
    setFeatured: (url: string | null) => dispatch({ type: 'featuredChosen', url }),
    linkFromProfile,
    setLinkFromProfile: (value: boolean) => dispatch({ type: 'linkFromProfileSet', value }),
    chosen,
    chooseArticle: (id: number) => dispatch({ type: 'articleChosen', id }),
    articleContent: articleContent(values),
    editArticle: (next: string) => dispatch({ type: 'articleEdited', text: next }),
    scheduleInput,
    setScheduleInput: (value: string) => dispatch({ type: 'scheduleInput', value }),
    scheduleProblem: values.scheduleProblem,
    publish,
    outcome: values.outcome,
    opening,
    saveStatus,
    startOver,
  };
}

export type PromoteWizard = ReturnType<typeof usePromoteWizard>;
