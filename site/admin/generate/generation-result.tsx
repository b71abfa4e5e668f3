import { useState } from 'react';
import { RESEARCH_STEP_LABELS, type Candidate, type ExpertRunView } from '../../../domain/ai/research.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';
import { HighlightList } from '../ui/highlight-list.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { ResearchSources } from '../ui/research-sources.tsx';
import { Elapsed, formatDuration, formatUsd } from './elapsed.tsx';
import { useRun, type GenerateRequest } from './use-generator.ts';

/** The spec's result statuses: generating, completed, error (and a choice the spec did not have). */
const STATUS_LABELS: Record<ExpertRunView['status'], string> = {
  running: 'generating',
  succeeded: 'completed',
  failed: 'error',
  needs_choice: 'needs a choice',
};

function Steps({ run }: { run: ExpertRunView }) {
  return (
    <ol className="research-steps" aria-label="Progress">
      {run.steps.map((step) => (
        <li key={step.key} className={`research-step research-step-${step.status}`} data-status={step.status}>
          <span className="research-step-label">{RESEARCH_STEP_LABELS[step.key]}</span>
          <span className="muted small">
            {' '}
            {step.status}
            {step.startedAt && step.finishedAt && ` · ${formatDuration(new Date(step.finishedAt).getTime() - new Date(step.startedAt).getTime())}`}
            {step.detail && ` · ${step.detail}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

function CandidateChoice({ candidates, request, onChoose }: { candidates: Candidate[]; request: GenerateRequest; onChoose: (next: GenerateRequest) => void }) {
  const [hint, setHint] = useState('');
  return (
    <div className="candidate-choice">
      <p>Several people have this name. Which one do you mean?</p>
      <ul className="plain-list">
        {candidates.map((candidate) => (
          <li key={candidate.key} className="candidate">
            <div>
              <strong>{candidate.name}</strong> {candidate.description && <span>— {candidate.description}</span>}
              <p className="muted small">
                {[candidate.affiliation, candidate.worksCount !== null ? `${candidate.worksCount} works` : null, candidate.key].filter(Boolean).join(' · ')}
              </p>
            </div>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChoose({ ...request, candidateKey: candidate.key })}>
              Use this person
            </button>
          </li>
        ))}
      </ul>
      <form
        className="candidate-hint"
        onSubmit={(event) => {
          event.preventDefault();
          if (hint.trim()) onChoose({ ...request, disambiguation: hint.trim() });
        }}
      >
        <label className="label" htmlFor={`hint-${candidates[0]?.key}`}>
          Or add their title or institution
        </label>
        <input id={`hint-${candidates[0]?.key}`} className="input" value={hint} onChange={(event) => setHint(event.target.value)} placeholder="University of Oxford" />
        <button type="submit" className="btn btn-secondary btn-sm">
          Search again
        </button>
      </form>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="review-heading">{label}</h3>
      {children}
    </section>
  );
}

/** One generation: live steps and elapsed time, then the profile with its sources and cost, or the choice, or the error. */
export function GenerationResult({ initial, request, onChoose }: { initial: ExpertRunView; request: GenerateRequest; onChoose: (next: GenerateRequest) => void }) {
  const run = useRun(initial);
  const running = run.status === 'running';
  return (
    <article className="card card-body generation-result" aria-busy={running} data-run={run.runId}>
      <header className="generation-result-header">
        <div>
          <p className="review-name">{run.expertName ?? run.subject}</p>
          <p className="muted small">{run.expertTitle ?? request.expertTitle}</p>
        </div>
        <div className="generation-meta">
          <span className={`badge status-${run.status}`} data-testid="generation-status">
            {STATUS_LABELS[run.status]}
          </span>
          <span className="muted small">
            <Elapsed startedAt={run.startedAt} durationMs={run.durationMs} running={running} /> · {formatUsd(run.costUsd)} · {run.providerCalls} AI calls ·{' '}
            {run.sourceCalls} source calls
          </span>
        </div>
      </header>
      <Steps run={run} />
      {run.status === 'failed' && (
        <p className="field-error" role="alert">
          {run.error}
        </p>
      )}
      {run.status === 'needs_choice' && run.candidates && <CandidateChoice candidates={run.candidates} request={request} onChoose={onChoose} />}
      {run.status === 'succeeded' && (
        <div className="review-details">
          <CategoryBadges categories={(run.categories ?? []) as Parameters<typeof CategoryBadges>[0]['categories']} />
          <Field label="Longevity contribution">
            <p className="pre-line">{run.longevityContribution}</p>
          </Field>
          <Field label="Biography">
            <p className="pre-line">{run.biography || '—'}</p>
          </Field>
          <Field label="Science highlights">
            {run.scienceHighlights?.length ? (
              <HighlightList highlights={run.scienceHighlights ?? []} />
            ) : (
              <p className="muted">None supported by the sources.</p>
            )}
          </Field>
          <Field label="Reference links">
            {run.referenceLinks?.length ? <ReferenceLinkList links={run.referenceLinks} /> : <p className="muted">No link answered.</p>}
          </Field>
          <Field label="YouTube embeds">
            <p className="muted">{run.youtubeEmbeds?.length ? `${run.youtubeEmbeds.length} embeds` : 'None (add them while reviewing).'}</p>
          </Field>
          <ResearchSources data={run.researchData} headingId={`run-sources-${run.runId}`} />
          <p className="muted small">
            Saved as a pending submission: <a href="/admin/submissions">Review Submissions</a>.
          </p>
        </div>
      )}
    </article>
  );
}
