/** What every refused call's body has: the server's `{ message }` (app.onError writes it for every error). */
export interface ErrorBody {
  message: string;
}

/** The body as JSON, when it is an object with a message (a proxy's HTML page, or nothing, is not). */
function errorBody(text: string): ErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') return parsed as ErrorBody;
  } catch {
    // not JSON: no body to read
  }
  return undefined;
}

/**
 * A refused call, as the specification describes it: the error text is '{status}: {body}' (the
 * status text when the body is empty). Raised by `unwrap` in ./api.ts for every non-ok answer; its
 * body is read once, here: screens take its data typed with `refusalOf` (./api.ts), never from the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The parsed body, when the server wrote one. */
  readonly data: ErrorBody | undefined;
  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
    this.data = errorBody(body);
  }

  /** The server's `{ message }`, when the body carried one. */
  get serverMessage(): string | undefined {
    return this.data?.message || undefined;
  }
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
