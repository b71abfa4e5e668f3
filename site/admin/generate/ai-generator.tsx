import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AI_MESSAGES } from '../../../domain/ai/messages.ts';
import { DEFAULT_EXPERT_TITLE, GENERATOR_MESSAGES, generateExpertSchema, type ExpertRunView } from '../../../domain/ai/research.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { check, reportProblem } from '../../ui/forms/form-check.ts';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { adminScreen } from '../admin-guard.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { budgetBlock, type BudgetRefusal } from './budget-block.ts';
import { GenerationResult } from './generation-result.tsx';
import { GeneratorModel, type ModelChoice } from './generator-model.tsx';
import { RecentRuns } from './recent-runs.tsx';
import { useAiProviders, useStartGeneration, type GenerateRequest } from './use-generator.ts';
import './generate.css';

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

/** The form's fields (the model picker keeps its own choice beside them). */
type GeneratorFields = Pick<GenerateRequest, 'expertName' | 'expertTitle' | 'customContribution'>;

const EMPTY: GeneratorFields = { expertName: '', expertTitle: DEFAULT_EXPERT_TITLE, customContribution: '' };

/** /admin/generate: research an expert and draft a grounded profile for review. */
function AiGenerator() {
  const [refusal, setRefusal] = useState<BudgetRefusal | null>(null);
  const providers = useAiProviders((budgets) => budgetBlock(budgets, refusal, Date.now()) !== null);
  const budgetMessage = budgetBlock(providers.data, refusal, Date.now());
  const blocked = budgetMessage !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset } = useForm<GeneratorFields>({ defaultValues: EMPTY });
  const [modelChoice, setModelChoice] = useState<ModelChoice>({ provider: '', model: '' });
  const [results, setResults] = useState<{ run: ExpertRunView; request: GenerateRequest }[]>([]);
  const start = useStartGeneration((run, request) => setResults((list) => [{ run, request }, ...list]), setRefusal);
  const notConfigured = providers.data ? providers.data.defaultProvider === null : false;

  // The server's own rule (the spec's 'Missing Information' message) checks the form first.
  const submit = handleSubmit((fields) => {
    const chosen = { ...(modelChoice.provider ? { provider: modelChoice.provider } : {}), ...(modelChoice.model ? { model: modelChoice.model } : {}) };
    const request = { ...fields, ...chosen, expertName: fields.expertName.trim(), expertTitle: fields.expertTitle.trim() || DEFAULT_EXPERT_TITLE };
    const checked = check(generateExpertSchema, request);
    if (!checked.ok) return reportProblem(formRef.current, checked);
    start.mutate(request);
  });

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
        <form ref={formRef} className="card card-body form-grid" noValidate onSubmit={submit} aria-labelledby="generator-form">
          <h2 id="generator-form" className="panel-title">
            Expert
          </h2>
          <TextField label="Expert Name" maxLength={TEXT_MAX.name} placeholder="e.g. David Sinclair" registration={register('expertName')} />
          <TextField label="Expert Title" optional maxLength={TEXT_MAX.title} registration={register('expertTitle')} />
          <TextAreaField
            label="Custom Contribution"
            optional
            rows={3}
            maxLength={TEXT_MAX.shortText}
            placeholder="Used as the longevity contribution instead of the generated one"
            registration={register('customContribution')}
          />
          <GeneratorModel value={modelChoice} onChange={setModelChoice} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => reset(EMPTY)}>
              Clear Form
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={start.isPending || notConfigured || blocked}
              aria-describedby={blocked ? 'budget-message' : undefined}
            >
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
