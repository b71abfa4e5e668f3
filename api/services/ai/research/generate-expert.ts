import { addAiRunSourceCalls, getAiRun, type AiRunRow } from '../../../../db/queries/ai-runs.ts';
import { insertSubmission } from '../../../../db/queries/submissions.ts';
import { AI_MESSAGES } from '../../../../domain/ai/messages.ts';
import {
  GENERATOR_MESSAGES,
  RESEARCH_SYSTEM,
  groundedProfileSchema,
  profilePrompt,
  type Candidate,
  type ExpertRunView,
  type GenerateExpertInput,
  type ResearchData,
  type ResearchStep,
} from '../../../../domain/ai/research.ts';
import { estimateTokens, MAX_OUTPUT_TOKENS, RESEARCH_PROMPT_TOKENS } from '../../../../domain/ai/runs.ts';
import type { PublicUser } from '../../../../domain/entities.ts';
import { currentTime } from '../../../clock.ts';
import { findCommonsPortrait } from '../../commons-portrait.ts';
import type { AppDeps } from '../../../deps.ts';
import { BadGatewayError, BadRequestError, HttpError, NotFoundError } from '../../../errors.ts';
import { recordActivity } from '../../activity.ts';
import { inTransaction } from '../../transaction.ts';
import { loadDuplicateIndex, personOfSubmission } from '../../duplicates.ts';
import { failureText, finishAiRun, runsOwnerFor, startAiRun, textReservation, usageRecorder } from '../ledger.ts';
import { chooseTextModel, type TextChoice } from '../model-choice.ts';
import { collectEvidence } from './evidence.ts';
import { groundProfile } from './grounding.ts';
import { findIdentities, narrowIdentities, type Identity } from './identity.ts';
import { checkLinks } from './links.ts';
import { createProgress, initialSteps } from './progress.ts';
import { createSourceTracker } from './tracker.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'research' | 'imageFetcher'>;

/** The run stopped before writing: the admin must pick one of these people. */
class NeedsChoice extends Error {
  readonly candidates: Candidate[];
  constructor(candidates: Candidate[]) {
    super('needs a choice');
    this.candidates = candidates;
  }
}

function pickIdentity(all: readonly Identity[], input: GenerateExpertInput): Identity {
  if (input.candidateKey) {
    const chosen = all.find((identity) => identity.candidate.key === input.candidateKey);
    if (!chosen) throw new BadRequestError(GENERATOR_MESSAGES.unknownCandidate);
    return chosen;
  }
  const narrowed = narrowIdentities(all, input.disambiguation);
  if (narrowed.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
  if (narrowed.length > 1) throw new NeedsChoice(narrowed.map((identity) => identity.candidate));
  return narrowed[0] as Identity;
}

/**
 * The grounded research pipeline for one run: identity first (stopping for a choice when the
 * name is ambiguous), then the sources, then writing from them only, then checking the links
 * the sources offer. The profile is saved as a pending, AI-generated submission with its
 * sources. It never throws: every outcome is written to the run row the screen polls.
 */
async function researchExpert(deps: Deps, run: AiRunRow, input: GenerateExpertInput, admin: PublicUser, choice: TextChoice): Promise<void> {
  const progress = createProgress(deps, run.id);
  const tracker = createSourceTracker();
  const usage = usageRecorder(deps, run.id, choice.ceiling);
  try {
    await progress.start('identity');
    const identity = pickIdentity(await findIdentities(deps.research, tracker, input.expertName), input);
    const { candidate } = identity;
    await progress.done('identity', [candidate.name, candidate.affiliation ?? candidate.description].filter(Boolean).join(' — '));

    await progress.start('sources');
    const evidence = await collectEvidence(deps.research, tracker, identity, currentTime(deps));
    if (evidence.sources.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
    const portrait = await findCommonsPortrait(deps.research, tracker, identity.person?.imageFile);
    await progress.done(
      'sources',
      `${evidence.sources.length} sources${tracker.skipped.length ? `; skipped: ${tracker.skipped.map((s) => s.source).join(', ')}` : ''}`,
    );

    await progress.start('writing');
    const { data } = await deps.textAi.generate(
      {
        provider: choice.provider,
        model: choice.model,
        system: RESEARCH_SYSTEM,
        prompt: profilePrompt({ name: input.expertName, title: input.expertTitle, sources: evidence.sources }),
        schema: groundedProfileSchema,
        schemaName: 'expert_profile',
        price: choice.price,
        maxOutputTokens: MAX_OUTPUT_TOKENS['expert-profile'],
      },
      usage.record,
    );
    const grounded = groundProfile(data, evidence.sources);
    const longevityContribution = input.customContribution || grounded.longevityContribution;
    if (!longevityContribution && !grounded.biography) throw new BadGatewayError(GENERATOR_MESSAGES.nothingGrounded);
    await progress.done('writing', 'Profile written from the sources');

    await progress.start('links');
    const links = await checkLinks(deps, evidence.links);
    await progress.done('links', `${links.verified.length} of ${new Set(evidence.links.map((link) => link.url)).size} links answered`);

    for (const offer of links.verified) grounded.supports.set(offer.sourceId, (grounded.supports.get(offer.sourceId) ?? new Set()).add('referenceLinks'));
    const researchData: ResearchData = {
      candidate,
      sources: evidence.sources.map((source) => ({ ...source, supports: [...(grounded.supports.get(source.id) ?? [])] })),
      skipped: tracker.skipped,
      droppedLinks: links.dropped,
      sentences: grounded.sentences,
      ...(portrait ? { portrait } : {}),
    };
    const profile = {
      expertName: input.expertName,
      expertTitle: grounded.title ?? input.expertTitle,
      categories: grounded.categories,
      longevityContribution,
      biography: grounded.biography,
      referenceLinks: links.referenceLinks,
      scienceHighlights: grounded.scienceHighlights,
      youtubeEmbeds: [],
      researchData,
    };
    const submission = await inTransaction(deps, async (deps) => {
      const submission = await insertSubmission(deps.db, {
        name: profile.expertName,
        title: profile.expertTitle,
        categories: profile.categories,
        longevityContribution: profile.longevityContribution,
        biography: profile.biography,
        referenceLinks: profile.referenceLinks,
        scienceHighlights: profile.scienceHighlights,
        submitterName: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email,
        submitterEmail: admin.email,
        submitterUserId: admin.id,
        submitterReason: 'Generated by the AI Generator from public sources; check the sources before approving.',
        aiGenerated: true,
        researchData,
      });
      await recordActivity(deps, admin, {
        action: 'submission.generated',
        entityType: 'submission',
        entityId: submission.id,
        summary: `Generated a submission for ${submission.name} with the AI Generator`,
        after: { runId: run.id, status: submission.status },
      });
      return submission;
    });
    const possibleDuplicates = (await loadDuplicateIndex(deps)).match(personOfSubmission(submission), { kind: 'submission', id: submission.id });
    await usage.settled();
    await finishAiRun(deps, run, {
      status: 'succeeded',
      result: { ...profile, submissionId: submission.id, possibleDuplicates },
      sources: researchData.sources,
    });
  } catch (error) {
    await usage.settled();
    if (error instanceof NeedsChoice) {
      await progress.done('identity', `${error.candidates.length} people have this name`);
      await finishAiRun(deps, run, { status: 'needs_choice', result: { candidates: error.candidates } });
    } else {
      if (!(error instanceof HttpError)) console.error('[ai] expert research failed:', error);
      await progress.fail(failureText(error));
      await finishAiRun(deps, run, { status: 'failed', error: failureText(error) });
    }
  } finally {
    await addAiRunSourceCalls(deps.db, run.id, tracker.calls);
  }
}

/**
 * Starts a research run: the provider and budget are checked first (503 / 429 before anything
 * is recorded or fetched), then the run row is opened and the pipeline runs. `work` settles when
 * the run has finished; the caller hands it to the runtime or awaits it.
 */
export async function startExpertGeneration(deps: Deps, input: GenerateExpertInput, admin: PublicUser): Promise<{ runId: number; work: Promise<void> }> {
  const choice = await chooseTextModel(deps, input);
  const reserveUsd = textReservation(choice, 'expert-profile', estimateTokens(RESEARCH_SYSTEM) + RESEARCH_PROMPT_TOKENS);
  const run = await startAiRun(deps, {
    kind: 'expert-profile',
    userId: admin.id,
    subject: input.expertName,
    provider: choice.provider,
    model: choice.model,
    steps: initialSteps(),
    reserveUsd,
  });
  // researchExpert records every outcome itself; this only catches a failure to record (the database gone).
  const work = researchExpert(deps, run, input, admin, choice).catch((error: unknown) => console.error('[ai] research run could not be recorded:', error));
  return { runId: run.id, work };
}

export function toExpertRunView(row: AiRunRow): ExpertRunView {
  const result = (row.result ?? {}) as Partial<ExpertRunView>;
  return {
    ...result,
    runId: row.id,
    status: row.status,
    subject: row.subject,
    steps: row.steps as ResearchStep[],
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    costUsd: row.costUsd,
    costUnknown: row.costUnknown,
    providerCalls: row.providerCalls,
    sourceCalls: row.sourceCalls,
    error: row.error,
  };
}

/**
 * A research run as the screen polls it; 404 for another kind of run, an unknown id, or another
 * person's run when the viewer may read only their own (runsOwnerFor): as if it did not exist.
 */
export async function getExpertRun(deps: Pick<AppDeps, 'db'>, id: number, viewer: PublicUser): Promise<ExpertRunView> {
  const row = await getAiRun(deps.db, id);
  const owner = runsOwnerFor(viewer);
  if (!row || row.kind !== 'expert-profile' || (owner !== undefined && row.userId !== owner)) throw new NotFoundError(AI_MESSAGES.runNotFound);
  return toExpertRunView(row);
}
