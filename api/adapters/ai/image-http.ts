import { IMAGE_MESSAGES_AI, type ImageProvider } from '../../../domain/ai/images.ts';
import { BadGatewayError, GatewayTimeoutError } from '../../errors.ts';

/** When one generation must be done by (polling included), and that budget in seconds for the message. */
export interface Deadline {
  at: number;
  seconds: number;
}

export function deadlineIn(timeoutMs: number): Deadline {
  return { at: Date.now() + timeoutMs, seconds: Math.round(timeoutMs / 1000) };
}

export function timedOut(provider: ImageProvider, deadline: Deadline): GatewayTimeoutError {
  return new GatewayTimeoutError(IMAGE_MESSAGES_AI.timedOut(provider, deadline.seconds));
}

/** The provider's own error text from a JSON error body (OpenAI `error.message`, Replicate `detail`, Stability `errors`). */
async function providerDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; detail?: string; errors?: string[]; message?: string };
    const message = (typeof body.error === 'object' ? body.error?.message : body.error) ?? body.detail ?? body.errors?.join('; ') ?? body.message;
    if (message) return `status ${response.status}: ${String(message).slice(0, 300)}`;
  } catch {
    // Not JSON: the status alone says enough.
  }
  return `status ${response.status}`;
}

/**
 * One call to an image provider: aborted at the deadline (504), network failures and non-2xx
 * answers become 502 with the provider's name and its own message.
 */
export async function callImageProvider(provider: ImageProvider, url: string, init: RequestInit, deadline: Deadline): Promise<Response> {
  const remaining = Math.max(1, deadline.at - Date.now());
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(remaining) });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw timedOut(provider, deadline);
    }
    throw new BadGatewayError(IMAGE_MESSAGES_AI.failed(provider, 'could not be reached'));
  }
  if (!response.ok) throw new BadGatewayError(IMAGE_MESSAGES_AI.failed(provider, await providerDetail(response)));
  return response;
}

/** A JSON reply, or 502 when the provider answered something else. */
export async function jsonReply<T>(provider: ImageProvider, response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new BadGatewayError(IMAGE_MESSAGES_AI.failed(provider, 'the reply was not JSON'));
  }
}

export function base64Bytes(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
