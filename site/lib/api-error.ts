/**
 * A refused call, as the specification describes it: the error text is '{status}: {body}' (the
 * status text when the body is empty). Raised by `unwrap` in ./api.ts for every non-ok answer.
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

/** The spec's fixed failure text, followed by the server's reason when it gave one. */
export function messageWithReason(error: unknown, text: string): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason && reason !== text ? `${text}: ${reason}` : text;
}

/** The message to show for a failed call: the server's, else the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
