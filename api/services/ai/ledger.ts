import type { z } from 'zod';
import { addAiRunUsage, insertAiRun, sumAiCostSince, updateAiRun, type AiRunRow, type NewAiRun } from '../../../db/queries/ai-runs.ts';
import { budgetReachedMessage } from '../../../domain/ai/messages.ts';
import { monthStart, nextMonthStart, type AiRunKind, type AiRunStatus, type AiRunSummary } from '../../../domain/ai/runs.ts';
import type { TextRequest } from '../../adapters/ai/types.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, TooManyRequestsError } from '../../errors.ts';
import type { TextChoice } from './text-model.ts';

type LedgerDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

export interface RunStart {
  kind: AiRunKind;
  userId: number | null;
  subject?: string | undefined;
  provider?: string | undefined;
  model?: string | undefined;
  steps?: unknown[];
}

/** USD spent on AI this calendar month (UTC). */
export function getMonthSpend(deps: LedgerDeps): Promise<number> {
  return sumAiCostSince(deps.db, monthStart(currentTime(deps)));
}

/** 429 once AI_MONTHLY_BUDGET_USD is spent; Retry-After points at the next month. */
async function assertBudgetLeft(deps: LedgerDeps): Promise<void> {
  const budget = deps.config.aiMonthlyBudgetUsd;
  if (budget === undefined) return;
  if ((await getMonthSpend(deps)) < budget) return;
  const now = currentTime(deps);
  throw new TooManyRequestsError(budgetReachedMessage(budget), Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / 1000));
}

/** Opens a ledger row (status running) once the budget allows a new run. */
export async function startAiRun(deps: LedgerDeps, start: RunStart): Promise<AiRunRow> {
  await assertBudgetLeft(deps);
  const values: NewAiRun = {
    kind: start.kind,
    userId: start.userId,
    subject: start.subject?.slice(0, 200) ?? null,
    provider: start.provider ?? null,
    model: start.model ?? null,
    startedAt: currentTime(deps),
    steps: start.steps ?? [],
  };
  return insertAiRun(deps.db, values);
}

/** What a provider call cost, added to the run as it happens (so failed runs keep their spend). */
export function usageRecorder(deps: LedgerDeps, runId: number) {
  const pending: Promise<void>[] = [];
  return {
    record(usage: { inputTokens: number; outputTokens: number; costUsd: number }) {
      pending.push(addAiRunUsage(deps.db, runId, usage));
    },
    settled: () => Promise.all(pending),
  };
}

export interface RunOutcome {
  status: Exclude<AiRunStatus, 'running'>;
  error?: string | null;
  result?: unknown;
  sources?: unknown[];
}

export async function finishAiRun(deps: LedgerDeps, run: Pick<AiRunRow, 'id' | 'startedAt'>, outcome: RunOutcome): Promise<void> {
  await updateAiRun(deps.db, run.id, {
    status: outcome.status,
    durationMs: Math.max(0, currentTime(deps).getTime() - run.startedAt.getTime()),
    error: outcome.error ?? null,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    ...(outcome.sources !== undefined ? { sources: outcome.sources } : {}),
  });
}

/** The message a failed run keeps: the typed error's own text, or a generic one for a bug. */
export function failureText(error: unknown): string {
  return error instanceof HttpError ? error.message : 'Internal error';
}

/**
 * One structured generation recorded as one ledger row: budget checked, tokens and cost added
 * per provider call, status and duration written at the end whatever happened.
 */
export async function runTextGeneration<Schema extends z.ZodType>(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi'>,
  run: { kind: AiRunKind; userId: number | null; subject?: string | undefined; choice: TextChoice },
  request: Omit<TextRequest<Schema>, 'provider' | 'model'>,
): Promise<z.output<Schema>> {
  const row = await startAiRun(deps, { ...run, provider: run.choice.provider, model: run.choice.model });
  const usage = usageRecorder(deps, row.id);
  try {
    const { data } = await deps.textAi.generate({ ...request, provider: run.choice.provider, model: run.choice.model }, usage.record);
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
    providerCalls: row.providerCalls,
    sourceCalls: row.sourceCalls,
    error: row.error,
  };
}
