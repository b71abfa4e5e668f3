import type { z } from 'zod';
import {
  addAiRunUsage,
  insertAiRun,
  insertAiRunWithinBudget,
  sumAiCostSince,
  updateAiRun,
  type AiRunRow,
  type NewAiRun,
} from '../../../db/queries/ai-runs.ts';
import { budgetReachedMessage, budgetTooSmallMessage } from '../../../domain/ai/messages.ts';
import {
  estimateTokens,
  budgetExhausted,
  MAX_OUTPUT_TOKENS,
  monthStart,
  RESERVATION_HOLD_MS,
  nextMonthStart,
  TEXT_ATTEMPTS,
  type AiRunKind,
  type AiRunStatus,
  type AiRunSummary,
} from '../../../domain/ai/runs.ts';
import { tokenCost, type TokenPrice } from '../../../domain/ai/pricing.ts';
import type { TextRequest, TextUsage } from '../../adapters/ai/types.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { BudgetRefusedError, HttpError } from '../../errors.ts';
import type { TextChoice } from './model-choice.ts';

type LedgerDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

export interface RunStart {
  kind: AiRunKind;
  userId: number | null;
  subject?: string | undefined;
  provider?: string | undefined;
  model?: string | undefined;
  steps?: unknown[];
  /** The run's estimated maximum cost (USD), held against the monthly budget until it settles. */
  reserveUsd?: number;
}

/** USD spent on AI this calendar month (UTC), and what runs under way hold beyond it. */
export function getMonthSpend(deps: LedgerDeps): Promise<{ spentUsd: number; reservedUsd: number }> {
  const now = currentTime(deps);
  return sumAiCostSince(deps.db, monthStart(now), new Date(now.getTime() - RESERVATION_HOLD_MS));
}

/** 429 with Retry-After at the next month, saying what is left and what the run needs. */
async function budgetRefusal(deps: LedgerDeps, budget: number, reserveUsd: number): Promise<BudgetRefusedError> {
  const now = currentTime(deps);
  const { spentUsd, reservedUsd } = await getMonthSpend(deps);
  const committedUsd = spentUsd + reservedUsd;
  const resetsAt = nextMonthStart(now);
  const retryAfter = Math.ceil((resetsAt.getTime() - now.getTime()) / 1000);
  const message = budgetExhausted(budget, committedUsd) ? budgetReachedMessage(budget, committedUsd, resetsAt) : budgetTooSmallMessage(budget, budget - committedUsd, reserveUsd);
  return new BudgetRefusedError(message, retryAfter, { monthlyUsd: budget, committedUsd, neededUsd: reserveUsd, resetsAt: resetsAt.toISOString() });
}

/**
 * Opens a ledger row (status running). With AI_MONTHLY_BUDGET_USD set, the row is written only if
 * its reservation fits in what this month's runs leave of the budget: one atomic statement, so
 * any number of concurrent starts admit exactly as many as fit; the others get 429.
 */
export async function startAiRun(deps: LedgerDeps, start: RunStart): Promise<AiRunRow> {
  const reservedUsd = Math.max(0, start.reserveUsd ?? 0);
  const values: NewAiRun & { reservedUsd: number } = {
    kind: start.kind,
    userId: start.userId,
    subject: start.subject?.slice(0, 200) ?? null,
    provider: start.provider ?? null,
    model: start.model ?? null,
    startedAt: currentTime(deps),
    steps: start.steps ?? [],
    reservedUsd,
  };
  const budget = deps.config.aiMonthlyBudgetUsd;
  if (budget === undefined) return insertAiRun(deps.db, values);
  const now = currentTime(deps);
  const row = await insertAiRunWithinBudget(deps.db, values, { budgetUsd: budget, since: monthStart(now), heldSince: new Date(now.getTime() - RESERVATION_HOLD_MS) });
  if (!row) throw await budgetRefusal(deps, budget, reservedUsd);
  return row;
}

/** What a provider call cost, in USD, and whether its price was known. */
export interface CallCost {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  costUnknown: boolean;
}

/** A call's usage as the ledger records it: an unknown cost counts at the dearest price of its kind, and says so. */
export function textCallCost(usage: TextUsage, ceiling: TokenPrice): CallCost {
  return usage.costUsd === null
    ? { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: tokenCost(usage.inputTokens, usage.outputTokens, ceiling), costUnknown: true }
    : { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd, costUnknown: false };
}

/** What provider calls cost, added to the run as they happen (so failed runs keep their spend). */
export function usageRecorder(deps: LedgerDeps, runId: number, ceiling: TokenPrice) {
  const pending: Promise<void>[] = [];
  return {
    record(usage: TextUsage) {
      pending.push(addAiRunUsage(deps.db, runId, textCallCost(usage, ceiling)));
    },
    settled: () => Promise.all(pending),
  };
}

/**
 * The most a structured generation can cost on `choice`: two attempts (each retry carries the
 * answers before it and a note), each writing at most MAX_OUTPUT_TOKENS of its kind, at the
 * model's price or, unknown, the dearest one. Each call is priced on its own prompt's length, so a
 * prompt past a long-context threshold reserves at the higher tier.
 */
export function textReservation(choice: TextChoice, kind: AiRunKind, promptTokens: number): number {
  const output = MAX_OUTPUT_TOKENS[kind];
  const price = choice.price ?? choice.ceiling;
  let total = 0;
  for (let attempt = 0; attempt < TEXT_ATTEMPTS; attempt++) total += tokenCost(promptTokens + attempt * (output + 100), output, price);
  return total;
}

export interface RunOutcome {
  status: Exclude<AiRunStatus, 'running'>;
  error?: string | null;
  result?: unknown;
  sources?: unknown[];
}

/** Ends a run and settles it: the reservation is released, the recorded cost is what counts. */
export async function finishAiRun(deps: LedgerDeps, run: Pick<AiRunRow, 'id' | 'startedAt'>, outcome: RunOutcome): Promise<void> {
  await updateAiRun(deps.db, run.id, {
    status: outcome.status,
    durationMs: Math.max(0, currentTime(deps).getTime() - run.startedAt.getTime()),
    error: outcome.error ?? null,
    reservedUsd: 0,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    ...(outcome.sources !== undefined ? { sources: outcome.sources } : {}),
  });
}

/** The message a failed run keeps: the typed error's own text, or a generic one for a bug. */
export function failureText(error: unknown): string {
  return error instanceof HttpError ? error.message : 'Internal error';
}

/**
 * One structured generation recorded as one ledger row: its maximum cost reserved against the
 * budget, tokens and cost added per provider call, status and duration written (and the
 * reservation settled) at the end whatever happened.
 */
export async function runTextGeneration<Schema extends z.ZodType>(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi'>,
  run: { kind: AiRunKind; userId: number | null; subject?: string | undefined; choice: TextChoice },
  request: Omit<TextRequest<Schema>, 'provider' | 'model'>,
): Promise<z.output<Schema>> {
  const { choice } = run;
  const reserveUsd = textReservation(choice, run.kind, estimateTokens(request.system + request.prompt));
  const row = await startAiRun(deps, { ...run, provider: choice.provider, model: choice.model, reserveUsd });
  const usage = usageRecorder(deps, row.id, choice.ceiling);
  try {
    const { data } = await deps.textAi.generate(
      { ...request, provider: choice.provider, model: choice.model, price: choice.price, maxOutputTokens: MAX_OUTPUT_TOKENS[run.kind] },
      usage.record,
    );
    await usage.settled();
    await finishAiRun(deps, row, { status: 'succeeded', result: data });
    return data;
  } catch (error) {
    await usage.settled();
    await finishAiRun(deps, row, { status: 'failed', error: failureText(error) });
    throw error;
  }
}

export function toAiRunSummary(row: AiRunRow): AiRunSummary {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    provider: row.provider,
    model: row.model,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    costUsd: row.costUsd,
    costUnknown: row.costUnknown,
    providerCalls: row.providerCalls,
    sourceCalls: row.sourceCalls,
    error: row.error,
  };
}
