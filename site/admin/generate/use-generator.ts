import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TextProvider } from '../../../domain/ai/models.ts';
import type { ExpertRunView } from '../../../domain/ai/research.ts';
import { isolated } from '../../../domain/visible-text.ts';
import { api, refusalOf, unwrap } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { aiProvidersQuery, submissionsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { keptRefusal, type BudgetRefusal, type Budgets } from './budget-block.ts';

export const runsQuery = queryOptions({ queryKey: ['admin', 'ai', 'runs'], queryFn: () => unwrap(api.admin.ai.runs.$get({ query: {} })) });
/** How often a running research run is asked for its progress. */
const POLL_MS = 1000;

export interface GenerateRequest {
  expertName: string;
  expertTitle: string;
  customContribution: string;
  candidateKey?: string;
  disambiguation?: string;
  /** The text provider and model the picker chose; absent: the defaults. */
  provider?: TextProvider;
  model?: string;
}

/** The providers and the month's budget; read again every minute while `blocks` says the budget blocks new runs, so a raised budget frees them. */
export function useAiProviders(blocks?: (budgets: Budgets) => boolean) {
  return useQuery({ ...aiProvidersQuery, refetchInterval: (query) => (query.state.data && blocks?.(query.state.data) ? 60_000 : false) });
}

export function useRecentRuns() {
  return useQuery(runsQuery);
}

const generateExpert = api.research['generate-expert'].$post;

/**
 * POST /api/research/generate-expert: answers 202 with the run, which the result card then polls.
 * A 429 is the month's AI budget refusing the run (its body has the message and the amounts):
 * `onBudgetRefused` keeps it on the screen, and the budget is read again.
 */
export function useStartGeneration(onStarted: (run: ExpertRunView, request: GenerateRequest) => void, onBudgetRefused: (refusal: BudgetRefusal) => void) {
  return useAdminMutation({
    call: (request: GenerateRequest) => unwrap(generateExpert({ json: request })),
    success: (_run, request) => ({ title: 'Generation Started', description: `Researching ${isolated(request.expertName)}…` }),
    onSuccess: onStarted,
    onError: (error) => {
      const refused = refusalOf(error, generateExpert, 429);
      if (refused) onBudgetRefused(keptRefusal(refused));
    },
    failure: { title: 'Research Failed', text: 'Failed to research and generate expert profile' },
    refresh: [runsQuery.queryKey, aiProvidersQuery.queryKey],
    refreshAfter: 'settled',
  });
}

/** One run, polled while it runs; when it ends, the spec's toast, and the submissions and run lists refresh. */
export function useRun(initial: ExpertRunView) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['research', 'runs', initial.runId],
    queryFn: () => unwrap(api.research.runs[':id'].$get({ param: { id: String(initial.runId) } })),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
  const announced = useRef(initial.status !== 'running');
  const status = query.data.status;
  useEffect(() => {
    if (status === 'running' || announced.current) return;
    announced.current = true;
    if (status === 'succeeded')
      toast({ title: 'Research Complete', description: `${isolated(query.data.expertName ?? '')} is waiting in Review Submissions.` });
    if (status === 'failed')
      toast({ title: 'Research Failed', description: query.data.error ?? 'Failed to research and generate expert profile', variant: 'destructive' });
    if (status === 'needs_choice') toast({ title: 'Choose the person', description: 'Several people have this name; pick one to continue.' });
    void queryClient.invalidateQueries({ queryKey: submissionsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: runsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: aiProvidersQuery.queryKey });
  }, [status, query.data, queryClient]);
  return query.data;
}
