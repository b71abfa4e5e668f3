import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import { cleanString } from '../schemas/clean-string.ts';

/**
 * Image providers, models, sizes, styles and prices (spec section 9), written once.
 * OpenAI retired dall-e-3 in 2026: its current GPT Image models are offered instead and the old
 * name is accepted as an alias of the default, so old requests and records still work.
 */
export const IMAGE_PROVIDERS = ['openai', 'replicate', 'stability'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

export const IMAGE_MODELS: Record<ImageProvider, readonly string[]> = {
  openai: ['gpt-image-1.5', 'gpt-image-1', 'gpt-image-1-mini'],
  replicate: ['flux-dev', 'sdxl'],
  stability: ['sd3-large', 'core'],
};

export const IMAGE_MODEL_ALIASES: Record<string, { provider: ImageProvider; model: string }> = {
  'dall-e-3': { provider: 'openai', model: 'gpt-image-1.5' },
};

export const IMAGE_PROVIDER_LABELS: Record<ImageProvider, string> = { openai: 'OpenAI', replicate: 'Replicate', stability: 'Stability AI' };

export const IMAGE_PROVIDER_ENV: Record<ImageProvider, string> = {
  openai: 'OPENAI_API_KEY',
  replicate: 'REPLICATE_API_TOKEN',
  stability: 'STABILITY_API_KEY',
};

/** Changing the provider resets the model to this one (the list's first). */
export function defaultImageModel(provider: ImageProvider): string {
  return IMAGE_MODELS[provider][0] as string;
}

/** USD per image, for providers that report no cost (list prices; GPT Image at medium quality). */
export const IMAGE_PRICES: Record<string, number> = {
  'gpt-image-1.5': 0.05,
  'gpt-image-1': 0.063,
  'gpt-image-1-mini': 0.015,
  'flux-dev': 0.025,
  sdxl: 0.0048,
  'sd3-large': 0.065,
  core: 0.03,
};

export const IMAGE_SIZES = ['1280x720', '1080x1080', '1024x1792', '1080x1920', '1792x1024', '1200x630', '1584x396'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = '1280x720';

export const IMAGE_SIZE_LABELS: Record<ImageSize, string> = {
  '1280x720': '1280x720 (article, default)',
  '1080x1080': '1080x1080 (square)',
  '1024x1792': '1024x1792 (vertical)',
  '1080x1920': '1080x1920 (vertical)',
  '1792x1024': '1792x1024 (landscape)',
  '1200x630': '1200x630 (link preview)',
  '1584x396': '1584x396 (header)',
};

/** The spec's default 'professional' is not a style; 'documentary' (calm, realistic, editorial) takes its place. */
export const IMAGE_STYLES = ['cinematic', 'illustrative', 'pop-culture', 'minimalist', 'documentary'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const DEFAULT_IMAGE_STYLE: ImageStyle = 'documentary';

export function parseSize(size: string): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}

/**
 * What each model can make natively: exact pixel sizes (OpenAI, SDXL) or aspect ratios with the
 * size the provider returns for them (Flux, Stability). The nearest by aspect ratio is asked for.
 */
export interface NativeShape {
  /** What the provider is sent: 'WxH' or an aspect ratio such as '16:9'. */
  request: string;
  width: number;
  height: number;
}

const OPENAI_SHAPES: NativeShape[] = [
  { request: '1024x1024', width: 1024, height: 1024 },
  { request: '1536x1024', width: 1536, height: 1024 },
  { request: '1024x1536', width: 1024, height: 1536 },
];

/** Flux and Stability take an aspect ratio and answer these sizes. */
const ASPECT_SHAPES: NativeShape[] = [
  { request: '1:1', width: 1024, height: 1024 },
  { request: '16:9', width: 1344, height: 768 },
  { request: '9:16', width: 768, height: 1344 },
  { request: '21:9', width: 1536, height: 640 },
  { request: '3:2', width: 1216, height: 832 },
  { request: '2:3', width: 832, height: 1216 },
];

const SDXL_SHAPES: NativeShape[] = [
  { request: '1024x1024', width: 1024, height: 1024 },
  { request: '1344x768', width: 1344, height: 768 },
  { request: '768x1344', width: 768, height: 1344 },
  { request: '1536x640', width: 1536, height: 640 },
];

export const NATIVE_SHAPES: Record<string, NativeShape[]> = {
  'gpt-image-1.5': OPENAI_SHAPES,
  'gpt-image-1': OPENAI_SHAPES,
  'gpt-image-1-mini': OPENAI_SHAPES,
  'flux-dev': ASPECT_SHAPES,
  sdxl: SDXL_SHAPES,
  'sd3-large': ASPECT_SHAPES,
  core: ASPECT_SHAPES,
};

/** The model's shape whose aspect ratio is nearest the wanted size's (compared on a log scale). */
export function nearestShape(model: string, size: string): NativeShape {
  const { width, height } = parseSize(size);
  const wanted = Math.log(width / height);
  const shapes = NATIVE_SHAPES[model] ?? OPENAI_SHAPES;
  return shapes.reduce((best, shape) =>
    Math.abs(Math.log(shape.width / shape.height) - wanted) < Math.abs(Math.log(best.width / best.height) - wanted) ? shape : best,
  );
}

/** Image calls take long: at least two minutes before a 504. */
export const IMAGE_TIMEOUT_MS = 120_000;

/** An image model choice: the provider (default openai) and a model of it; 'dall-e-3' maps to the default OpenAI model. */
export function resolveImageModel(provider: ImageProvider, model: string | undefined): { provider: ImageProvider; model: string } | undefined {
  if (!model) return { provider, model: defaultImageModel(provider) };
  const alias = IMAGE_MODEL_ALIASES[model];
  if (alias) return alias.provider === provider ? alias : undefined;
  return IMAGE_MODELS[provider].includes(model) ? { provider, model } : undefined;
}

export const IMAGE_MESSAGES_AI = {
  notConfigured: (provider: ImageProvider) => `Image provider ${IMAGE_PROVIDER_LABELS[provider]} is not configured: set ${IMAGE_PROVIDER_ENV[provider]}`,
  failed: (provider: ImageProvider, detail: string) => `The image provider (${IMAGE_PROVIDER_LABELS[provider]}) failed: ${detail}`,
  timedOut: (provider: ImageProvider, seconds: number) => `The image provider (${IMAGE_PROVIDER_LABELS[provider]}) did not answer within ${seconds} seconds`,
  noImage: (provider: ImageProvider) => `The image provider (${IMAGE_PROVIDER_LABELS[provider]}) returned no image`,
} as const;

const promptText = cleanString({ error: 'is required' })
  .trim()
  .min(1, { error: 'Please generate an AI prompt or write your own before creating images.' })
  .max(4_000, { error: 'must be at most 4000 characters long' });

/** One saved content piece an image is made for. */
const contentRef = z.object({
  id: z.coerce.number({ error: 'must be a content id' }).int().positive({ error: 'must be a content id' }),
});

/** How many content pieces one generate-images call illustrates (one image each). */
export const MAX_IMAGES_PER_CALL = 4;

export const generateImagesSchema = z
  .object({
    contents: z
      .array(contentRef, { error: 'Please save some content from Step 2 before generating images.' })
      .min(1, { error: 'Please save some content from Step 2 before generating images.' })
      .max(MAX_IMAGES_PER_CALL, { error: `at most ${MAX_IMAGES_PER_CALL} images can be made at once` }),
    provider: z.enum(IMAGE_PROVIDERS, { error: `must be one of ${IMAGE_PROVIDERS.join(', ')}` }).default('openai'),
    model: z.string().trim().max(100).optional(),
    size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }).default(DEFAULT_IMAGE_SIZE),
    customPrompt: promptText,
  })
  .transform((value, ctx) => {
    const resolved = resolveImageModel(value.provider, value.model);
    if (!resolved) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: `is not a model of ${value.provider}` });
      return z.NEVER;
    }
    return { ...value, ...resolved };
  });

export type GenerateImagesInput = z.output<typeof generateImagesSchema>;

export const imagePromptSchema = z.object({
  content: cleanString({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(TEXT_MAX.longText),
  expert: z.coerce.number({ error: 'must be an expert id' }).int().positive({ error: 'must be an expert id' }).optional(),
  style: z.enum(IMAGE_STYLES, { error: `must be one of ${IMAGE_STYLES.join(', ')}` }).default(DEFAULT_IMAGE_STYLE),
  size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }).default(DEFAULT_IMAGE_SIZE),
});

export type ImagePromptInput = z.output<typeof imagePromptSchema>;

/** What the wizard's image step offers: every provider, configured or not, with its models. */
export interface ImageProviderInfo {
  id: ImageProvider;
  label: string;
  configured: boolean;
  models: readonly string[];
  envVar: string;
}
