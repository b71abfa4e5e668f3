import type { ImageProvider, NativeShape } from '../../../domain/ai/images.ts';

export interface ImageRequest {
  provider: ImageProvider;
  model: string;
  prompt: string;
  /** The native size or aspect ratio asked of the provider (the nearest to the wanted size). */
  shape: NativeShape;
  /** The version to run (Replicate's community models, from the catalogue). */
  version?: string | null;
}

/** One image as the provider gave it: bytes (OpenAI base64, Stability) or a short-lived URL (Replicate). */
export type ProviderImage = { bytes: Uint8Array; url?: undefined } | { url: string; bytes?: undefined };

export interface ImageResult {
  images: ProviderImage[];
  /** USD when the provider reports it; otherwise the catalogue or the fallback table prices the image. */
  costUsd?: number;
  /** Tokens, for models billed by the token (GPT Image reports them). */
  usage?: { inputTokens: number; outputTokens: number };
}

/** An image provider as the wizard lists it (its models come from the catalogue). */
export interface ImageProviderStatus {
  id: ImageProvider;
  label: string;
  configured: boolean;
  envVar: string;
}

/**
 * The image AI. `generate` throws ServiceUnavailableError (503) for a provider without a key,
 * BadGatewayError (502) naming the provider for its errors and failed predictions, and
 * GatewayTimeoutError (504) when it does not finish in time.
 */
export interface ImageAi {
  providers(): ImageProviderStatus[];
  generate(request: ImageRequest): Promise<ImageResult>;
}

/**
 * Produces the exact wanted size (cover-crop then resize) on Node; the edge has no image library,
 * so there `fit` answers undefined and the provider's image is kept at its own size.
 */
export interface ImageResizer {
  fit(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array | undefined>;
}

/** The edge's resizer: keeps every image as the provider made it. */
export const keepSizeResizer: ImageResizer = { fit: async () => undefined };
