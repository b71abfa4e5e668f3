import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_IMAGE_SIZE, DEFAULT_IMAGE_STYLE, IMAGE_PROVIDERS, type ImageProvider, type ImageSize, type ImageStyle } from '../../../domain/ai/images.ts';
import type { TextProvider } from '../../../domain/ai/models.ts';
import { SAVED_MARK_MS, WIZARD_MESSAGES } from '../../../domain/wizard.ts';
import { api, unwrap, type Reply } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { aiProvidersQuery, expertsQuery } from '../queries.ts';

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
export type WizardImage = Reply<(typeof api.admin)['generate-images']['$post']>['images'][number];

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

/**
 * The Promote Longevity wizard's state and steps, from an expert to a published, illustrated
 * article (spec: Wizard). The screen and its four step components only show it and call it.
 */
export function usePromoteWizard() {
  const experts = useQuery(expertsQuery);
  const textAi = useQuery(aiProvidersQuery);
  const imageAi = useQuery(imageOptionsQuery);
  const [step, setStep] = useState<Step>(1);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [text, setText] = useState<TextChoice>({ expertId: '', userIdea: '', provider: '', model: '', articleType: 'research-insight' });
  const [ideas, setIdeas] = useState<Idea[]>([]);
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [look, setLook] = useState<ImageChoice>({ provider: IMAGE_PROVIDERS[0], model: '', size: DEFAULT_IMAGE_SIZE, style: DEFAULT_IMAGE_STYLE, prompt: '' });
  const [images, setImages] = useState<WizardImage[]>([]);
  const [runCost, setRunCost] = useState<number | null>(null);
  const [featured, setFeatured] = useState<string | null>(null);
  const [linkFromProfile, setLinkFromProfile] = useState(true);
  const [publishedSlug, setPublishedSlug] = useState<string | null>(null);

  const expert = experts.data?.find((item) => String(item.id) === text.expertId);
  const saved = pieces.filter((piece): piece is SavedPiece => piece.savedId !== null);
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
    const add = (piece: Piece) => setPieces((current) => [...current, piece]);
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

  function publish() {
    const piece = saved[0];
    if (!piece) return toast({ title: WIZARD_MESSAGES.noContent, variant: 'destructive' });
    if (!text.expertId) return toast({ title: WIZARD_MESSAGES.noExpert, variant: 'destructive' });
    if (!expert) return toast({ title: WIZARD_MESSAGES.expertNotFound, variant: 'destructive' });
    return run(
      'publish',
      async () => {
        const reply = await unwrap(
          api.admin['publish-article'].$post({ json: { content: piece.content, expert: text.expertId, featuredImage: featured, linkFromProfile, contentType: text.articleType } }),
        );
        setPublishedSlug(reply.slug);
        toast({ title: WIZARD_MESSAGES.published, description: `"${reply.title}" is published.` });
      },
      () => toast({ title: WIZARD_MESSAGES.publishFailed, description: WIZARD_MESSAGES.publishFailedText, variant: 'destructive' }),
    );
  }

  return {
    step,
    goTo: setStep,
    busy,
    runCost,
    experts: experts.data ?? [],
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
    publish,
    publishedSlug,
  };
}

export type PromoteWizard = ReturnType<typeof usePromoteWizard>;
