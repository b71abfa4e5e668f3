import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import type { CatalogueStatus } from './catalogue.ts';
import type { ModelOffer } from './models.ts';
import { cleanString } from '../schemas/clean-string.ts';

/**
 * Image providers, sizes, styles and shapes (spec section 9), written once. Which models each
 * provider offers comes from its catalogue (catalogue.ts, model-facts.ts); an old id such as
 * 'dall-e-3' stands for the provider's current default once its catalogue no longer lists it.
 */
export const IMAGE_PROVIDERS = ['openai', 'replicate', 'stability'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

export const IMAGE_PROVIDER_LABELS: Record<ImageProvider, string> = { openai: 'OpenAI', replicate: 'Replicate', stability: 'Stability AI' };

export const IMAGE_PROVIDER_ENV: Record<ImageProvider, string> = {
  openai: 'OPENAI_API_KEY',
  replicate: 'REPLICATE_API_TOKEN',
  stability: 'STABILITY_API_KEY',
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

/** What a provider's model can make: GPT Image sizes, SDXL's pixel sizes, or the aspect ratios of Flux and Stability. */
function shapesFor(provider: ImageProvider, model: string): NativeShape[] {
  if (provider === 'openai') return OPENAI_SHAPES;
  if (provider === 'replicate' && model === 'sdxl') return SDXL_SHAPES;
  return ASPECT_SHAPES;
}

/** The model's shape whose aspect ratio is nearest the wanted size's (compared on a log scale). */
export function nearestShape(provider: ImageProvider, model: string, size: string): NativeShape {
  const { width, height } = parseSize(size);
  const wanted = Math.log(width / height);
  return shapesFor(provider, model).reduce((best, shape) =>
    Math.abs(Math.log(shape.width / shape.height) - wanted) < Math.abs(Math.log(best.width / best.height) - wanted) ? shape : best,
  );
}

/** Image calls take long: at least two minutes before a 504. */
export const IMAGE_TIMEOUT_MS = 120_000;

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

export const generateImagesSchema = z.object({
  contents: z
    .array(contentRef, { error: 'Please save some content from Step 2 before generating images.' })
    .min(1, { error: 'Please save some content from Step 2 before generating images.' })
    .max(MAX_IMAGES_PER_CALL, { error: `at most ${MAX_IMAGES_PER_CALL} images can be made at once` }),
  provider: z.enum(IMAGE_PROVIDERS, { error: `must be one of ${IMAGE_PROVIDERS.join(', ')}` }).optional(),
  model: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@+-]*$/, { error: 'is not a model id' })
    .optional(),
  size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }).default(DEFAULT_IMAGE_SIZE),
  customPrompt: promptText,
});

export type GenerateImagesInput = z.output<typeof generateImagesSchema>;

export const imagePromptSchema = z.object({
  content: cleanString({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(TEXT_MAX.longText),
  expert: z.coerce.number({ error: 'must be an expert id' }).int().positive({ error: 'must be an expert id' }).optional(),
  style: z.enum(IMAGE_STYLES, { error: `must be one of ${IMAGE_STYLES.join(', ')}` }).default(DEFAULT_IMAGE_STYLE),
  size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }).default(DEFAULT_IMAGE_SIZE),
});

export type ImagePromptInput = z.output<typeof imagePromptSchema>;

/** What the wizard's image step offers: every provider, configured or not, with the models its catalogue offers. */
export interface ImageProviderInfo {
  id: ImageProvider;
  label: string;
  configured: boolean;
  /** Image model ids the catalogue offers, the default first. */
  models: string[];
  modelDetails: ModelOffer[];
  defaultModel: string | null;
  envVar: string;
  catalogue: CatalogueStatus | null;
}
