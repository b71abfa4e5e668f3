import { listRecentAiRuns } from '../../../db/queries/ai-runs.ts';
import type { AiProvidersReply } from '../../../domain/ai/models.ts';
import type { AiRunSummary } from '../../../domain/ai/runs.ts';
import type { AppDeps } from '../../deps.ts';
import { getMonthSpend, toAiRunSummary } from './ledger.ts';
import { defaultTextProvider } from './text-model.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi'>;

/** What the admin screens need to offer AI: providers with their models and keys, and the budget. */
export async function describeAiPlatform(deps: Deps): Promise<AiProvidersReply> {
  return {
    providers: deps.textAi.providers(),
    defaultProvider: defaultTextProvider(deps.textAi),
    budget: { monthlyUsd: deps.config.aiMonthlyBudgetUsd ?? null, spentUsd: await getMonthSpend(deps) },
  };
}

/** The newest runs (optionally of one kind) and this month's total spend. */
export async function listAiRuns(deps: Deps, options: { kind?: string | undefined; limit: number }): Promise<{ runs: AiRunSummary[]; monthSpentUsd: number }> {
  const [rows, monthSpentUsd] = await Promise.all([listRecentAiRuns(deps.db, options), getMonthSpend(deps)]);
  return { runs: rows.map(toAiRunSummary), monthSpentUsd };
}
