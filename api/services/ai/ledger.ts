import type { z } from 'zod';
import {
  addAiRunUsage,
  getPersonAiLimit,
  insertAiRun,
  insertAiRunWithinBudget,
  sumAiCostSince,
  updateAiRun,
  type AiRunRow,
  type NewAiRun,
} from '../../../db/queries/ai-runs.ts';
import {
  AI_MESSAGES,
  budgetReachedMessage,
  budgetTooSmallMessage,
  personBudgetReachedMessage,
  personBudgetTooSmallMessage,
} from '../../../domain/ai/messages.ts';
import {
  BUDGET_EPSILON,
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
import type { PublicUser } from '../../../domain/entities.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import type { TextRequest, TextUsage } from '../../adapters/ai/types.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { BudgetRefusedError, HttpError, TooManyRequestsError } from '../../errors.ts';
import type { TextChoice } from './model-choice.ts';

type LedgerDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * Whose runs a person may read: everyone's with `ai.runs.readAll` (undefined: no filter), else
 * only their own (their id). Every route that answers runs, their results or their costs asks it.
 */
export function runsOwnerFor(viewer: Pick<PublicUser, 'id' | 'role'>): number | undefined {
  return hasPermission(viewer.role, 'ai.runs.readAll') ? undefined : viewer.id;
}

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

/** USD spent on AI this calendar month (UTC), and what runs under way hold beyond it: the site's, or one person's. */
export function getMonthSpend(deps: LedgerDeps, userId?: number): Promise<{ spentUsd: number; reservedUsd: number }> {
  const now = currentTime(deps);
  return sumAiCostSince(deps.db, monthStart(now), new Date(now.getTime() - RESERVATION_HOLD_MS), userId);
}

/**
 * 429 with Retry-After at the next month, saying what is left of the budget that refused (the
 * site's when it does not fit, else the person's own share) and what the run needs.
 */
async function budgetRefusal(
  deps: LedgerDeps,
  start: { siteUsd: number | undefined; userId: number | null; reserveUsd: number },
): Promise<TooManyRequestsError> {
  const now = currentTime(deps);
  const resetsAt = nextMonthStart(now);
  const retryAfter = Math.ceil((resetsAt.getTime() - now.getTime()) / 1000);
  const refusal = async (budget: number, userId?: number) => {
    const { spentUsd, reservedUsd } = await getMonthSpend(deps, userId);
    const held = spentUsd + reservedUsd;
    return { budget, held, left: budget - held, fits: !budgetExhausted(budget, held) && held + start.reserveUsd <= budget + BUDGET_EPSILON };
  };
  // What the screen shows of the budget that refused (issue 34: refusals carry their data).
  const amounts = (refused: { budget: number; held: number }) => ({
    monthlyUsd: refused.budget,
    committedUsd: refused.held,
    neededUsd: start.reserveUsd,
    resetsAt: resetsAt.toISOString(),
  });
  const site = start.siteUsd === undefined ? undefined : await refusal(start.siteUsd);
  const personLimit = start.userId === null ? undefined : await getPersonAiLimit(deps.db, start.userId);
  if ((!site || site.fits) && personLimit !== undefined && start.userId !== null) {
    const person = await refusal(personLimit, start.userId);
    const message = budgetExhausted(person.budget, person.held)
      ? personBudgetReachedMessage(person.budget, person.held, resetsAt)
      : personBudgetTooSmallMessage(person.budget, person.left, start.reserveUsd, resetsAt);
    return new BudgetRefusedError(message, retryAfter, amounts(person));
  }
  // No budget to name: one was removed or raised while this run was refused; starting again will do.
  if (!site) return new TooManyRequestsError(AI_MESSAGES.budgetChanged, 1);
  const message = budgetExhausted(site.budget, site.held)
    ? budgetReachedMessage(site.budget, site.held, resetsAt)
    : budgetTooSmallMessage(site.budget, site.left, start.reserveUsd);
  return new BudgetRefusedError(message, retryAfter, amounts(site));
}

/**
 * Opens a ledger row (status running). With AI_MONTHLY_BUDGET_USD set, or a monthly budget for the
 * person (their own or their role's, issue 35), the row is written only if its reservation fits
 * what this month's runs leave of each: one atomic statement, so any number of concurrent starts
 * admit exactly as many as fit; the others get 429.
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
  const siteUsd = deps.config.aiMonthlyBudgetUsd;
  if (siteUsd === undefined && start.userId === null) return insertAiRun(deps.db, values);
  const now = currentTime(deps);
  const row = await insertAiRunWithinBudget(deps.db, values, { siteUsd, since: monthStart(now), heldSince: new Date(now.getTime() - RESERVATION_HOLD_MS) });
  if (!row) throw await budgetRefusal(deps, { siteUsd, userId: start.userId, reserveUsd: reservedUsd });
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
    ? {
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        costUsd: tokenCost(usage.inputTokens, usage.outputTokens, ceiling),
        costUnknown: true,
      }
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
