import { IMAGE_MESSAGES_AI } from '../../../domain/ai/images.ts';
import { STABILITY_MODELS } from '../../../domain/ai/model-facts.ts';
import { BadGatewayError } from '../../errors.ts';
import { callImageProvider, type Deadline } from './image-http.ts';
import type { ImageRequest, ImageResult } from './image-types.ts';

/** Stability's v2beta stable-image endpoints (model-facts.ts): SD 3.5 (with `model`) and Core; multipart in, image bytes out. */
export async function generateStabilityImage(
  settings: { apiKey: string; baseURL?: string | undefined },
  request: ImageRequest,
  deadline: Deadline,
): Promise<ImageResult> {
  const endpoint = STABILITY_MODELS.find((model) => model.id === request.model);
  if (!endpoint) throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('stability', `unknown model ${request.model}`));
  const form = new FormData();
  form.set('prompt', request.prompt);
  form.set('aspect_ratio', request.shape.request);
  form.set('output_format', 'png');
  if (endpoint.model) form.set('model', endpoint.model);
  const base = (settings.baseURL ?? 'https://api.stability.ai').replace(/\/+$/, '');
  const response = await callImageProvider(
    'stability',
    `${base}${endpoint.path}`,
    { method: 'POST', headers: { Authorization: `Bearer ${settings.apiKey}`, Accept: 'image/*' }, body: form },
    deadline,
  );
  if (response.headers.get('finish-reason') === 'CONTENT_FILTERED') {
    throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('stability', 'the image was filtered by the provider'));
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) throw new BadGatewayError(IMAGE_MESSAGES_AI.noImage('stability'));
  return { images: [{ bytes }] };
}
