import { IMAGE_MESSAGES_AI } from '../../../domain/ai/images.ts';
import { REPLICATE_MODELS } from '../../../domain/ai/model-facts.ts';
import { BadGatewayError } from '../../errors.ts';
import { callImageProvider, jsonReply, timedOut, type Deadline } from './image-http.ts';
import type { ImageRequest, ImageResult } from './image-types.ts';

interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: string | string[] | null;
  error?: string | null;
  urls?: { get?: string };
  metrics?: { predict_time?: number };
}

/** SDXL is a community model: it runs by the version the catalogue read as its latest. Official models (Flux) run by name. */
function createCall(base: string, request: ImageRequest): { url: string; body: unknown } {
  const spec = REPLICATE_MODELS[request.model];
  if (!spec) throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('replicate', `unknown model ${request.model}`));
  if (spec.runBy === 'version') {
    if (!request.version) throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('replicate', `no version of ${spec.owner}/${spec.name} is known`));
    const { width, height } = request.shape;
    return { url: `${base}/v1/predictions`, body: { version: request.version, input: { prompt: request.prompt, width, height } } };
  }
  return {
    url: `${base}/v1/models/${spec.owner}/${spec.name}/predictions`,
    body: { input: { prompt: request.prompt, aspect_ratio: request.shape.request, output_format: 'png', num_outputs: 1 } },
  };
}

/**
 * Creates a prediction with `Prefer: wait` (Replicate holds the reply up to 60 s), then polls
 * `urls.get` until it succeeds or fails. The poll URL must be on the API's own origin, so the
 * token is never sent elsewhere.
 */
export async function generateReplicateImage(
  settings: { apiKey: string; baseURL?: string | undefined },
  request: ImageRequest,
  deadline: Deadline,
  pollIntervalMs = 1000,
): Promise<ImageResult> {
  const base = (settings.baseURL ?? 'https://api.replicate.com').replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${settings.apiKey}` };
  const create = createCall(base, request);
  let prediction = await jsonReply<Prediction>(
    'replicate',
    await callImageProvider(
      'replicate',
      create.url,
      { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'wait' }, body: JSON.stringify(create.body) },
      deadline,
    ),
  );
  while (prediction.status !== 'succeeded') {
    if (prediction.status === 'failed' || prediction.status === 'canceled') {
      throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('replicate', prediction.error ?? `prediction ${prediction.status}`));
    }
    const poll = prediction.urls?.get;
    if (!poll || !URL.canParse(poll) || new URL(poll).origin !== new URL(base).origin) {
      throw new BadGatewayError(IMAGE_MESSAGES_AI.failed('replicate', 'the prediction has no usable status URL'));
    }
    if (Date.now() + pollIntervalMs >= deadline.at) throw timedOut('replicate', deadline);
    await new Promise((done) => setTimeout(done, pollIntervalMs));
    prediction = await jsonReply<Prediction>('replicate', await callImageProvider('replicate', poll, { headers }, deadline));
  }
  const outputs = (Array.isArray(prediction.output) ? prediction.output : [prediction.output]).filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  if (outputs.length === 0) throw new BadGatewayError(IMAGE_MESSAGES_AI.noImage('replicate'));
  return { images: outputs.map((url) => ({ url })) };
}
