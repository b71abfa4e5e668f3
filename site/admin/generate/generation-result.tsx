import { useEffect, useRef, useState } from 'react';
import { GENERATOR_MESSAGES, RESEARCH_STEP_LABELS, type Candidate, type ExpertRunView } from '../../../domain/ai/research.ts';
import { safeLinkUrl } from '../../../domain/safe-url.ts';
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

/** Where a candidate's public profile lives, as the link names it ('Wikidata', 'OpenAlex'). */
function profileSite(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (host.endsWith('wikidata.org')) return 'Wikidata';
  if (host.endsWith('openalex.org')) return 'OpenAlex';
  return host;
}

/** What tells people of one name apart: description (Wikidata's, else their output), affiliation, and a link to their public profile (never the run's internal key). */
function CandidateCard({ candidate, id }: { candidate: Candidate; id: string }) {
  const profile = safeLinkUrl(candidate.profileUrl);
  return (
    <div id={id}>
      <strong>{candidate.name}</strong>
      {candidate.description && <p className="small candidate-description">{candidate.description}</p>}
      {candidate.affiliation && <p className="muted small">{candidate.affiliation}</p>}
      {profile && (
        <p className="small">
          <a href={profile} target="_blank" rel="noopener noreferrer">
            Public profile on {profileSite(profile)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * The choice among people who share the name. Once one is chosen the chooser closes to a line
 * naming them (a new run starts with the choice); if that start is refused it opens again.
 */
function CandidateChoice({
  candidates,
  request,
  onChoose,
  blocked,
}: {
  candidates: Candidate[];
  request: GenerateRequest;
  onChoose: ChooseFn;
  blocked: boolean;
}) {
  const [hint, setHint] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (label: string, next: GenerateRequest) => {
    setChosen(label);
    void onChoose(next).then((started) => {
      if (!started) setChosen(null);
    });
  };
  const base = `candidate-${candidates[0]?.key.replace(/[^a-zA-Z0-9]/g, '')}`;
  if (chosen !== null) {
    return (
      <p className="candidate-chosen" role="status">
        {GENERATOR_MESSAGES.chosen(chosen)}
      </p>
    );
  }
  return (
    <div className="candidate-choice">
      <p>Several people have this name. Which one do you mean?</p>
      <ul className="plain-list">
        {candidates.map((candidate, index) => {
          const who = [candidate.name, candidate.affiliation].filter(Boolean).join(', ');
          return (
            <li key={candidate.key} className="candidate">
              <CandidateCard candidate={candidate} id={`${base}-${index}`} />
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-label={`Use ${who}`}
                disabled={blocked}
                onClick={() => choose(who, { ...request, candidateKey: candidate.key })}
              >
                Use this person
              </button>
            </li>
          );
        })}
      </ul>
      <form
        className="candidate-hint"
        onSubmit={(event) => {
          event.preventDefault();
          if (hint.trim()) choose(`the person matching "${hint.trim()}"`, { ...request, disambiguation: hint.trim() });
        }}
      >
        <label className="label" htmlFor={`${base}-hint`}>
          Or add their title or institution
        </label>
        <input id={`${base}-hint`} className="input" value={hint} onChange={(event) => setHint(event.target.value)} placeholder="University of Oxford" />
        <button type="submit" className="btn btn-secondary btn-sm" disabled={blocked}>
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

/** Starts a run with a choice; answers whether it started. */
export type ChooseFn = (next: GenerateRequest) => Promise<boolean>;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One generation: live steps and elapsed time, then the profile with its sources and cost, or the choice, or the error. */
export function GenerationResult({
  initial,
  request,
  onChoose,
  blocked,
}: {
  initial: ExpertRunView;
  request: GenerateRequest;
  onChoose: ChooseFn;
  blocked: boolean;
}) {
  const run = useRun(initial);
  const running = run.status === 'running';
  const card = useRef<HTMLElement>(null);
  // A run just started: its progress is brought into view (the form above pushes it below the fold).
  useEffect(() => {
    if (initial.status === 'running') card.current?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [initial.status]);
  return (
    <article ref={card} className="card card-body generation-result" aria-busy={running} data-run={run.runId}>
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
            <Elapsed startedAt={run.startedAt} durationMs={run.durationMs} running={running} /> · {formatUsd(run.costUsd)} ·{' '}
            <span data-testid="ai-calls">
              {run.providerCalls} AI call{run.providerCalls === 1 ? '' : 's'}
            </span>{' '}
            · {run.sourceCalls} source call{run.sourceCalls === 1 ? '' : 's'}
          </span>
        </div>
      </header>
      <Steps run={run} />
      {run.status === 'failed' && (
        <p className="field-error" role="alert">
          {run.error}
        </p>
      )}
      {run.status === 'needs_choice' && run.candidates && (
        <CandidateChoice candidates={run.candidates} request={request} onChoose={onChoose} blocked={blocked} />
      )}
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
