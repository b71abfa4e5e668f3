import './zod-browser.ts';
/**
 * The browser's way to the API, as the specification describes it: cookies always sent, a JSON
 * body only when there is a payload, and a non-ok answer raised as '{status}: {body}'.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
  }

  /** The server's `{ message }`, when the body carried one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object') {
        const { message, error } = parsed as { message?: unknown; error?: unknown };
        if (typeof message === 'string' && message) return message;
        if (typeof error === 'string' && error) return error;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The default query function: the first element of the key is the URL; 401 throws or answers null. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The spec's fixed failure text, followed by the server's reason when it gave one. */
export function messageWithReason(error: unknown, text: string): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason && reason !== text ? `${text}: ${reason}` : text;
}

/** The message to show for a failed call: the server's, else the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
