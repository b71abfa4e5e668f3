import { useState, type FormEvent } from 'react';
import { AI_MESSAGES, budgetReachedMessage } from '../../../domain/ai/messages.ts';
import type { AiBudget } from '../../../domain/ai/models.ts';
import { DEFAULT_EXPERT_TITLE, GENERATOR_MESSAGES, type ExpertRunView } from '../../../domain/ai/research.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { toastMessage } from '../../lib/toast.ts';
import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { GenerationResult } from './generation-result.tsx';
import { GeneratorModel, type ModelChoice } from './generator-model.tsx';
import { RecentRuns } from './recent-runs.tsx';
import { useAiProviders, useStartGeneration, type GenerateRequest } from './use-generator.ts';
import './generate.css';

const EMPTY: GenerateRequest = { expertName: '', expertTitle: DEFAULT_EXPERT_TITLE, customContribution: '' };

function HowItWorks() {
  return (
    <aside className="card card-body explanatory-box" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="panel-title">
        How the generator works
      </h2>
      <ol>
        <li>It finds who the name means in Wikidata, Wikipedia and OpenAlex; when several people share it, you choose.</li>
        <li>It reads what those public sources say: the Wikipedia lead, Wikidata facts, the OpenAlex profile and most-cited works.</li>
        <li>The AI writes the profile from that evidence only; every sentence cites its sources and anything unsupported is dropped.</li>
        <li>Reference links come only from the sources and are kept only when the page answers; the AI never supplies a link.</li>
        <li>The profile is saved as a pending submission, so it appears on the site only after you approve it in Review Submissions.</li>
      </ol>
    </aside>
  );
}

/** A budget refusal, with the budget it was made under: a higher budget or a new month lifts it. */
interface Refusal {
  message: string;
  monthlyUsd: number | null;
  resetsAt: string | null;
}

/** Why no run can start now (the month's budget), or null: the server's own refusal, else the spent budget with its real amounts. */
function budgetBlock(budget: AiBudget | undefined, refusal: Refusal | null, now: number): string | null {
  if (!budget) return null;
  if (refusal && refusal.monthlyUsd === budget.monthlyUsd && (refusal.resetsAt === null || now < Date.parse(refusal.resetsAt))) return refusal.message;
  if (budget.exhausted && budget.monthlyUsd !== null) return budgetReachedMessage(budget.monthlyUsd, budget.spentUsd + budget.reservedUsd, new Date(budget.resetsAt));
  return null;
}

/** /admin/generate: research an expert and draft a grounded profile for review. */
function AiGenerator() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [blockedBefore, setBlockedBefore] = useState(false);
  const providers = useAiProviders(blockedBefore);
  const budget = providers.data?.budget;
  const budgetMessage = budgetBlock(budget, refusal, Date.now());
  const blocked = budgetMessage !== null;
  if (blocked !== blockedBefore) setBlockedBefore(blocked);
  const [form, setForm] = useState<GenerateRequest>(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [modelChoice, setModelChoice] = useState<ModelChoice>({ provider: '', model: '' });
  const [results, setResults] = useState<{ run: ExpertRunView; request: GenerateRequest }[]>([]);
  const start = useStartGeneration(
    (run, request) => setResults((list) => [{ run, request }, ...list]),
    (message) => setRefusal({ message, monthlyUsd: budget?.monthlyUsd ?? null, resetsAt: budget?.resetsAt ?? null }),
  );
  const notConfigured = providers.data ? providers.data.defaultProvider === null : false;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.expertName.trim()) {
      setNameError('Please enter an expert name.');
      toastMessage(GENERATOR_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    const chosen = { ...(modelChoice.provider ? { provider: modelChoice.provider } : {}), ...(modelChoice.model ? { model: modelChoice.model } : {}) };
    start.mutate({ ...form, ...chosen, expertName: form.expertName.trim(), expertTitle: form.expertTitle.trim() || DEFAULT_EXPERT_TITLE });
  }

  const set = (field: keyof GenerateRequest) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <>
      <ScreenHeader title="AI Expert Generator" subtitle="Research an expert from public sources and draft a profile for review" />
      <ModelWarnings />
      {notConfigured && (
        <div className="card card-body notice notice-warning" role="status">
          <strong>{AI_MESSAGES.notConfigured}.</strong> {AI_MESSAGES.setKey}
        </div>
      )}
      {budgetMessage && (
        <div className="card card-body notice notice-warning" role="alert" id="budget-message" data-testid="budget-message">
          <strong>{GENERATOR_MESSAGES.budgetBlocked}</strong> {budgetMessage}. {GENERATOR_MESSAGES.raiseBudget}
        </div>
      )}
      <div className="generator-layout">
        <form className="card card-body form-grid" noValidate onSubmit={submit} aria-labelledby="generator-form">
          <h2 id="generator-form" className="panel-title">
            Expert
          </h2>
          <div className="field">
            <label className="label" htmlFor="expert-name">
              Expert Name
            </label>
            <input
              id="expert-name"
              className="input"
              required
              aria-required="true"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'expert-name-error' : undefined}
              maxLength={TEXT_MAX.name}
              value={form.expertName}
              onChange={set('expertName')}
              placeholder="e.g. David Sinclair"
            />
            {nameError && (
              <p id="expert-name-error" className="field-error">
                {nameError}
              </p>
            )}
          </div>
          <div className="field">
            <label className="label" htmlFor="expert-title">
              Expert Title
            </label>
            <input id="expert-title" className="input" maxLength={TEXT_MAX.title} value={form.expertTitle} onChange={set('expertTitle')} />
          </div>
          <div className="field">
            <label className="label" htmlFor="custom-contribution">
              Custom Contribution <span className="muted">(optional)</span>
            </label>
            <textarea
              id="custom-contribution"
              className="textarea"
              rows={3}
              maxLength={TEXT_MAX.shortText}
              value={form.customContribution}
              onChange={set('customContribution')}
              placeholder="Used as the longevity contribution instead of the generated one"
            />
          </div>
          <GeneratorModel value={modelChoice} onChange={setModelChoice} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => (setForm(EMPTY), setNameError(null))}>
              Clear Form
            </button>
            <button type="submit" className="btn btn-primary" disabled={start.isPending || notConfigured || blocked} aria-describedby={blocked ? 'budget-message' : undefined}>
              {start.isPending ? 'Starting...' : 'Research & Generate'}
            </button>
          </div>
        </form>
        <HowItWorks />
      </div>
      <section aria-labelledby="generation-results" className="generation-results">
        <h2 id="generation-results" className="panel-title">
          Generation Results
        </h2>
        {results.length === 0 ? (
          <p className="muted">Results appear here as each generation runs.</p>
        ) : (
          results.map(({ run, request }) => (
            <GenerationResult
              key={run.runId}
              initial={run}
              request={request}
              blocked={blocked}
              onChoose={(next) =>
                start.mutateAsync(next).then(
                  () => true,
                  () => false,
                )
              }
            />
          ))
        )}
      </section>
      <RecentRuns />
    </>
  );
}

export default adminScreen(AiGenerator);
