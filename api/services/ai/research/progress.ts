import { updateAiRun } from '../../../../db/queries/ai-runs.ts';
import { RESEARCH_STEPS, type ResearchStep, type ResearchStepKey } from '../../../../domain/ai/research.ts';
import { currentTime } from '../../../clock.ts';
import type { AppDeps } from '../../../deps.ts';

export function initialSteps(): ResearchStep[] {
  return RESEARCH_STEPS.map((key) => ({ key, status: 'pending', startedAt: null, finishedAt: null, detail: null }));
}

/** The run's steps as the screen polls them: each change is written to the run row at once. */
export function createProgress(deps: Pick<AppDeps, 'db' | 'now'>, runId: number) {
  const steps = initialSteps();
  let current: ResearchStepKey | undefined;
  async function set(key: ResearchStepKey, change: Partial<ResearchStep>) {
    const index = steps.findIndex((step) => step.key === key);
    steps[index] = { ...(steps[index] as ResearchStep), ...change };
    await updateAiRun(deps.db, runId, { steps: [...steps] });
  }
  const now = () => currentTime(deps).toISOString();
  return {
    steps,
    start: (key: ResearchStepKey) => {
      current = key;
      return set(key, { status: 'running', startedAt: now() });
    },
    done: (key: ResearchStepKey, detail: string) => set(key, { status: 'done', finishedAt: now(), detail }),
    /** Marks the running step failed and the ones after it skipped. */
    async fail(detail: string) {
      if (!current) return;
      await set(current, { status: 'failed', finishedAt: now(), detail });
      for (const step of steps) if (step.status === 'pending') step.status = 'skipped';
      await updateAiRun(deps.db, runId, { steps: [...steps] });
    },
  };
}
