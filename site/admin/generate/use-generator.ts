import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AiProvidersReply } from '../../../domain/ai/models.ts';
import type { ExpertRunView } from '../../../domain/ai/research.ts';
import type { AiRunSummary } from '../../../domain/ai/runs.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

export const RUNS_KEY = ['/api/admin/ai/runs'] as const;
const SUBMISSIONS_KEY = ['/api/admin/submissions'] as const;
/** How often a running research run is asked for its progress. */
const POLL_MS = 1000;

export interface GenerateRequest {
  expertName: string;
  expertTitle: string;
  customContribution: string;
  candidateKey?: string;
  disambiguation?: string;
}

export function useAiProviders() {
  return useQuery<AiProvidersReply>({ queryKey: ['/api/admin/ai/providers'] });
}

export function useRecentRuns() {
  return useQuery<{ runs: AiRunSummary[]; monthSpentUsd: number }>({ queryKey: RUNS_KEY });
}

/** POST /api/research/generate-expert: answers 202 with the run, which the result card then polls. */
export function useStartGeneration(onStarted: (run: ExpertRunView, request: GenerateRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GenerateRequest) => apiRequest<ExpertRunView>('POST', '/api/research/generate-expert', request),
    onSuccess: (run, request) => {
      toast({ title: 'Generation Started', description: `Researching ${request.expertName}…` });
      void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
      onStarted(run, request);
    },
    onError: (error) =>
      toast({ title: 'Research Failed', description: errorMessage(error, 'Failed to research and generate expert profile'), variant: 'destructive' }),
  });
}

/** One run, polled while it runs; when it ends, the spec's toast, and the submissions and run lists refresh. */
export function useRun(initial: ExpertRunView) {
  const queryClient = useQueryClient();
  const query = useQuery<ExpertRunView>({
    queryKey: ['/api/research/runs', initial.runId],
    queryFn: () => apiRequest<ExpertRunView>('GET', `/api/research/runs/${initial.runId}`),
    initialData: initial,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
  const announced = useRef(initial.status !== 'running');
  const status = query.data.status;
  useEffect(() => {
    if (status === 'running' || announced.current) return;
    announced.current = true;
    if (status === 'succeeded') toast({ title: 'Research Complete', description: `${query.data.expertName} is waiting in Review Submissions.` });
    if (status === 'failed') toast({ title: 'Research Failed', description: query.data.error ?? 'Failed to research and generate expert profile', variant: 'destructive' });
    if (status === 'needs_choice') toast({ title: 'Choose the person', description: 'Several people have this name; pick one to continue.' });
    void queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
  }, [status, query.data, queryClient]);
  return query.data;
}
