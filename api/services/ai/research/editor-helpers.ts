import { addAiRunSourceCalls } from '../../../../db/queries/ai-runs.ts';
import type { z } from 'zod';
import type { TextModelChoice } from '../../../../domain/ai/models.ts';
import type { AiRunKind } from '../../../../domain/ai/runs.ts';
import {
  GENERATOR_MESSAGES,
  RESEARCH_SYSTEM,
  ambiguousNameMessage,
  fieldPrompt,
  groundedHighlightsSchema,
  groundedSentencesSchema,
  type ResearchSource,
} from '../../../../domain/ai/research.ts';
import type { ExpertIdentifiers, ExpertSource } from '../../../../domain/provenance.ts';
import { expertSourcesFromResearch, identifiersOfCandidate } from '../../../../domain/research-provenance.ts';
import { currentTime } from '../../../clock.ts';
import type { AppDeps } from '../../../deps.ts';
import { BadGatewayError, ConflictError, NotFoundError } from '../../../errors.ts';
import { failureText, finishAiRun, startAiRun, usageRecorder } from '../ledger.ts';
import { chooseTextModel, type TextChoice } from '../text-model.ts';
import { collectEvidence, type Evidence } from './evidence.ts';
import { groundHighlights, groundSentences } from './grounding.ts';
import { findIdentities, narrowIdentities, type Identity } from './identity.ts';
import { checkLinks } from './links.ts';
import { createSourceTracker } from './tracker.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'research' | 'imageFetcher'>;

interface HelperContext {
  identity: Identity;
  evidence: Evidence;
  generate<Schema extends z.ZodType>(schema: Schema, schemaName: string, prompt: string): Promise<z.output<Schema>>;
}

/**
 * One editor helper as one ledger run: the person is identified (409 when the name is ambiguous
 * even with the title as a hint, 404 when no source knows it), the sources are read, then `work`
 * writes from them. Sources, tokens, cost and the outcome are recorded whatever happens.
 */
async function runGroundedHelper<T>(
  deps: Deps,
  run: { kind: AiRunKind; userId: number; name: string; hint?: string | undefined; choice: TextChoice | null },
  work: (context: HelperContext) => Promise<T>,
): Promise<T> {
  const row = await startAiRun(deps, { kind: run.kind, userId: run.userId, subject: run.name, provider: run.choice?.provider, model: run.choice?.model });
  const tracker = createSourceTracker();
  const usage = usageRecorder(deps, row.id);
  let sources: ResearchSource[] = [];
  try {
    const identities = narrowIdentities(await findIdentities(deps.research, tracker, run.name), run.hint);
    if (identities.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
    if (identities.length > 1) throw new ConflictError(ambiguousNameMessage(run.name, identities.map((identity) => identity.candidate)));
    const identity = identities[0]!;
    const evidence = await collectEvidence(deps.research, tracker, identity, currentTime(deps));
    if (evidence.sources.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
    sources = evidence.sources;
    const result = await work({
      identity,
      evidence,
      async generate(schema, schemaName, prompt) {
        if (!run.choice) throw new Error('This helper has no text model');
        const { data } = await deps.textAi.generate({ ...run.choice, system: RESEARCH_SYSTEM, prompt, schema, schemaName }, usage.record);
        return data;
      },
    });
    await usage.settled();
    await finishAiRun(deps, row, { status: 'succeeded', result, sources });
    return result;
  } catch (error) {
    await usage.settled();
    await finishAiRun(deps, row, { status: 'failed', error: failureText(error), sources });
    throw error;
  } finally {
    await addAiRunSourceCalls(deps.db, row.id, tracker.calls);
  }
}

/** The title is a hint only when the admin changed it from the generic default. */
function hintOf(title: string | undefined): string | undefined {
  return title && title !== 'Longevity Expert' ? title : undefined;
}

function knownIds(evidence: Evidence): Set<string> {
  return new Set(evidence.sources.map((source) => source.id));
}

interface FieldInput extends TextModelChoice {
  expertName: string;
  expertTitle?: string | undefined;
  categories?: string[] | undefined;
  longevityContribution?: string | undefined;
}

async function writeSentences(deps: Deps, kind: 'contribution' | 'biography', input: FieldInput, userId: number): Promise<string> {
  const choice = chooseTextModel(deps.textAi, input);
  const field = kind === 'contribution' ? 'longevityContribution' : 'biography';
  const context = kind === 'contribution' ? input.categories?.join(', ') : input.longevityContribution;
  const text = await runGroundedHelper(deps, { kind, userId, name: input.expertName, hint: hintOf(input.expertTitle), choice }, async ({ evidence, generate }) => {
    const data = await generate(groundedSentencesSchema, `expert_${field}`, fieldPrompt(field, { name: input.expertName, title: input.expertTitle ?? '', sources: evidence.sources, context }));
    return groundSentences(data.sentences, knownIds(evidence)).map((sentence) => sentence.text).join(' ');
  });
  if (!text) throw new BadGatewayError(GENERATOR_MESSAGES.nothingGrounded);
  return text;
}

export async function generateContribution(deps: Deps, input: FieldInput, userId: number): Promise<{ longevityContribution: string }> {
  return { longevityContribution: await writeSentences(deps, 'contribution', input, userId) };
}

export async function generateBiography(deps: Deps, input: FieldInput, userId: number): Promise<{ biography: string }> {
  return { biography: await writeSentences(deps, 'biography', input, userId) };
}

/** At most 3 'topic|one-sentence summary' lines; an empty list when the sources support none (the editor says so). */
export async function generateScienceHighlights(deps: Deps, input: FieldInput, userId: number): Promise<{ scienceHighlights: string[] }> {
  const choice = chooseTextModel(deps.textAi, input);
  return runGroundedHelper(deps, { kind: 'science-highlights', userId, name: input.expertName, hint: hintOf(input.expertTitle), choice }, async ({ evidence, generate }) => {
    const data = await generate(
      groundedHighlightsSchema,
      'expert_science_highlights',
      fieldPrompt('scienceHighlights', { name: input.expertName, title: input.expertTitle ?? '', sources: evidence.sources, context: input.longevityContribution }),
    );
    return { scienceHighlights: groundHighlights(data.scienceHighlights, knownIds(evidence)).map((highlight) => highlight.line) };
  });
}

export interface FoundReferences {
  /** 'title|url', each answering 2xx. */
  referenceLinks: string[];
  /** The sources read, as the expert would keep them; a source whose link answered supports the reference links. */
  sources: ExpertSource[];
  /** The identified person's Wikidata, ORCID and OpenAlex ids. */
  identifiers: ExpertIdentifiers;
}

/**
 * Reference links from the sources only, each answering 2xx, with the sources and the person's
 * identifiers for the editor to keep; no model is asked, so no key is needed.
 */
export async function findReferences(deps: Deps, input: { expertName: string; disambiguation?: string | undefined }, userId: number): Promise<FoundReferences> {
  return runGroundedHelper(deps, { kind: 'find-references', userId, name: input.expertName, hint: input.disambiguation, choice: null }, async ({ identity, evidence }) => {
    const checked = await checkLinks(deps, evidence.links);
    const linked = new Set(checked.verified.map((offer) => offer.sourceId));
    const sources = expertSourcesFromResearch(evidence.sources.map((source) => ({ ...source, supports: linked.has(source.id) ? ['referenceLinks'] : [] })));
    return { referenceLinks: checked.referenceLinks, sources, identifiers: identifiersOfCandidate(identity.candidate) };
  });
}
