import { IMAGE_MESSAGES_AI, IMAGE_PROVIDER_ENV, IMAGE_PROVIDER_LABELS, IMAGE_PROVIDERS, type ImageProvider } from '../../../domain/ai/images.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { deadlineIn } from './image-http.ts';
import { generateOpenAiImage } from './image-openai.ts';
import { generateReplicateImage } from './image-replicate.ts';
import { generateStabilityImage } from './image-stability.ts';
import type { ImageAi } from './image-types.ts';

interface ProviderSettings {
  apiKey: string;
  baseURL?: string | undefined;
}

/** The three image providers behind one interface; plain fetch, so it runs on Node and on the edge. */
export function createImageAi(
  settings: Partial<Record<ImageProvider, ProviderSettings | undefined>>,
  options: { timeoutMs: number; pollIntervalMs?: number },
): ImageAi {
  return {
    providers: () =>
      IMAGE_PROVIDERS.map((id) => ({
        id,
        label: IMAGE_PROVIDER_LABELS[id],
        configured: Boolean(settings[id]),
        envVar: IMAGE_PROVIDER_ENV[id],
      })),
    async generate(request) {
      const configured = settings[request.provider];
      if (!configured) throw new ServiceUnavailableError(IMAGE_MESSAGES_AI.notConfigured(request.provider));
      const deadline = deadlineIn(options.timeoutMs);
      if (request.provider === 'openai') return generateOpenAiImage(configured, request, deadline);
      if (request.provider === 'stability') return generateStabilityImage(configured, request, deadline);
      return generateReplicateImage(configured, request, deadline, options.pollIntervalMs);
    },
  };
}
