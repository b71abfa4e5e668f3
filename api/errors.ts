import type { PossibleDuplicate } from '../domain/duplicates.ts';
import type { PublishedArticleRef } from '../domain/library.ts';

/**
 * Typed errors thrown by services and routes; `app.onError` turns each into its status and the
 * JSON body `{ message }`. Anything else that escapes is a bug and answers 500.
 */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503 | 504;
  /** Fields the error body carries besides `message` (e.g. the article a refused publish names). */
  readonly details: Record<string, unknown> | undefined;
  constructor(status: HttpError['status'], message: string, details?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Admin access required') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, details);
  }
}

/*
 * Refusals whose body carries data a screen acts on: their status and `details` are typed, and a
 * route that may answer one declares it with `refuses(...)` (middleware/refuses.ts), so the typed
 * client knows the body and no screen reads it out of the error's text.
 */

/** An approval of a possible duplicate without `confirmDuplicate`: the people found, for the editor to confirm. */
export class DuplicateConflictError extends ConflictError {
  declare readonly status: 409;
  declare readonly details: { possibleDuplicates: PossibleDuplicate[] };
  constructor(message: string, possibleDuplicates: PossibleDuplicate[]) {
    super(message, { possibleDuplicates });
  }
}

/** A second publish of library content: the article it already became. */
export class AlreadyPublishedError extends ConflictError {
  declare readonly status: 409;
  declare readonly details: { article: PublishedArticleRef };
  constructor(message: string, article: PublishedArticleRef) {
    super(message, { article });
  }
}

/** The thing existed but is gone for good (an undo whose time ran out, or that was used). */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, details?: Record<string, unknown>) {
    super(429, message, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The amounts behind a refusal of the month's AI budget (USD; `resetsAt` ISO in UTC). */
export interface BudgetRefusalAmounts {
  monthlyUsd: number;
  /** Spent this month or held by runs under way. */
  committedUsd: number;
  /** What the refused run would have held. */
  neededUsd: number;
  resetsAt: string;
}

/** A run the month's AI budget cannot hold: the amounts, so the screen keeps the refusal until the budget or the month changes. */
export class BudgetRefusedError extends TooManyRequestsError {
  declare readonly status: 429;
  declare readonly details: { budget: BudgetRefusalAmounts };
  constructor(message: string, retryAfterSeconds: number, budget: BudgetRefusalAmounts) {
    super(message, retryAfterSeconds, { budget });
  }
}

/** An outside system (AI provider, image host) failed or answered badly. */
export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  /** Set when the refusal is about load, so the client knows when to come back. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds?: number) {
    super(503, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** An outside system (AI provider) did not answer in time. */
export class GatewayTimeoutError extends HttpError {
  constructor(message: string) {
    super(504, message);
  }
}
