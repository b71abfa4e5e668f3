import { IMAGE_MESSAGES_AI } from '../../../domain/ai/images.ts';
import { BadGatewayError } from '../../errors.ts';
import { base64Bytes, callImageProvider, jsonReply, type Deadline } from './image-http.ts';
import type { ImageRequest, ImageResult, ProviderImage } from './image-types.ts';

interface OpenAiImagesReply {
  data?: Array<{ b64_json?: string; url?: string }>;
  /** GPT Image models bill by the token and report them. */
  usage?: { input_tokens?: number; output_tokens?: number };
}

/** POST {base}/images/generations; GPT Image models answer base64, older ones a URL: both are taken. */
export async function generateOpenAiImage(
  settings: { apiKey: string; baseURL?: string | undefined },
  request: ImageRequest,
  deadline: Deadline,
): Promise<ImageResult> {
  const base = (settings.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const response = await callImageProvider(
    'openai',
    `${base}/images/generations`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: request.model, prompt: request.prompt, size: request.shape.request, n: 1, quality: 'medium' }),
    },
    deadline,
  );
  const reply = await jsonReply<OpenAiImagesReply>('openai', response);
  const images: ProviderImage[] = [];
  for (const item of reply.data ?? []) {
    if (typeof item.b64_json === 'string') images.push({ bytes: base64Bytes(item.b64_json) });
    else if (typeof item.url === 'string') images.push({ url: item.url });
  }
  if (images.length === 0) throw new BadGatewayError(IMAGE_MESSAGES_AI.noImage('openai'));
  const { input_tokens: inputTokens, output_tokens: outputTokens } = reply.usage ?? {};
  const counted = typeof inputTokens === 'number' && typeof outputTokens === 'number' && inputTokens >= 0 && outputTokens >= 0;
  return { images, ...(counted ? { usage: { inputTokens, outputTokens } } : {}) };
}
