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

/** How many runs the generator screen lists. */
export const RECENT_RUNS = 20;

/** GET /api/admin/ai/runs?kind=…: the newest runs, optionally of one kind. */
export const aiRunsQuerySchema = z.object({
  kind: z.enum(AI_RUN_KINDS, { error: `must be one of ${AI_RUN_KINDS.join(', ')}` }).optional(),
});
