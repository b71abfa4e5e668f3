import { z } from 'zod';

/** The AI run ledger's vocabulary: what a run did, and how it ended. */
export const AI_RUN_KINDS = [
  'seo-title',
  'excerpt',
  'seo-tags',
  'contribution',
  'biography',
  'science-highlights',
  'find-references',
  'expert-profile',
  'ideas',
  'article-content',
  'image-prompt',
  'images',
] as const;
export type AiRunKind = (typeof AI_RUN_KINDS)[number];

export type AiRunStatus = 'running' | 'succeeded' | 'failed' | 'needs_choice';

/** One run as the admin screens list it. */
export interface AiRunSummary {
  id: number;
  kind: string;
  subject: string | null;
  provider: string | null;
  model: string | null;
  status: AiRunStatus;
  startedAt: string;
  durationMs: number | null;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** True when a call's price was unknown: costUsd then counts it at the dearest catalogue price ('cost unknown', never $0.00). */
  costUnknown: boolean;
  providerCalls: number;
  sourceCalls: number;
  error: string | null;
}

/** The first instant of the month (UTC) that `now` falls in: budgets and totals count from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Tolerance for sums of reals: a reservation that fits to the micro-cent fits. */
export const BUDGET_EPSILON = 1e-9;

/**
 * Whether the month's budget leaves no room for any run: what runs hold (spent, and reserved by
 * runs under way) has reached it. The ledger's admission (insertAiRunWithinBudget) uses the same
 * bound, so the screen's 'exhausted' and the server's refusal agree.
 */
export function budgetExhausted(budgetUsd: number, committedUsd: number): boolean {
  return committedUsd >= budgetUsd - BUDGET_EPSILON;
}

/** How many runs the generator screen lists. */
export const RECENT_RUNS = 20;

/** GET /api/admin/ai/runs?kind=…: the newest runs, optionally of one kind. */
export const aiRunsQuerySchema = z.object({
  kind: z.enum(AI_RUN_KINDS, { error: `must be one of ${AI_RUN_KINDS.join(', ')}` }).optional(),
});

/**
 * The most output tokens one provider call of each kind may write (sent as the call's limit), so
 * a run's reservation is a true maximum: two attempts (the one retry on invalid output), each its
 * prompt plus this many output tokens, at the model's price.
 */
export const MAX_OUTPUT_TOKENS: Record<AiRunKind, number> = {
  'seo-title': 4_000,
  excerpt: 4_000,
  'seo-tags': 4_000,
  'image-prompt': 4_000,
  ideas: 6_000,
  contribution: 6_000,
  biography: 6_000,
  'science-highlights': 6_000,
  'find-references': 0,
  'expert-profile': 12_000,
  'article-content': 16_000,
  images: 0,
};

/** Tokens a grounded prompt (the research evidence) is reserved for before the evidence is read: it is bounded (12 lead sentences, 5 works, a few facts). */
export const RESEARCH_PROMPT_TOKENS = 6_000;

/**
 * How long a reservation holds at most. Every run ends (and settles) well within it: provider calls
 * time out after minutes. One still open after an hour was cut off by a stopped process.
 */
export const RESERVATION_HOLD_MS = 60 * 60 * 1000;

/** Attempts one structured generation may make (the first and one retry on invalid output). */
export const TEXT_ATTEMPTS = 2;

/** A conservative token count for text: about three characters a token (English runs nearer four). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3);
}
