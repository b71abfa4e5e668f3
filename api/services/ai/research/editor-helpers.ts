import { addAiRunSourceCalls } from '../../../../db/queries/ai-runs.ts';
import type { z } from 'zod';
import type { TextModelChoice } from '../../../../domain/ai/models.ts';
import { estimateTokens, MAX_OUTPUT_TOKENS, RESEARCH_PROMPT_TOKENS, type AiRunKind } from '../../../../domain/ai/runs.ts';
import {
  GENERATOR_MESSAGES,
  RESEARCH_SYSTEM,
  ambiguousNameMessage,
  fieldPrompt,
  groundedHighlightsSchema,
  groundedSentencesSchema,
  type CheckedSentence,
  type ResearchSource,
} from '../../../../domain/ai/research.ts';
import type { ExpertIdentifiers, ExpertSource } from '../../../../domain/provenance.ts';
import { expertSourcesFromResearch, identifiersOfCandidate } from '../../../../domain/research-provenance.ts';
import { currentTime } from '../../../clock.ts';
import type { AppDeps } from '../../../deps.ts';
import { BadGatewayError, ConflictError, NotFoundError } from '../../../errors.ts';
import { failureText, finishAiRun, startAiRun, textReservation, usageRecorder } from '../ledger.ts';
import { chooseTextModel, type TextChoice } from '../model-choice.ts';
import { collectEvidence, type Evidence } from './evidence.ts';
import { checkHighlights, checkSentences, SentenceChecker, supportedText } from './grounding.ts';
import { findIdentities, narrowIdentities, type Identity } from './identity.ts';
import { checkLinks } from './links.ts';
import { createSourceTracker } from './tracker.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'research' | 'imageFetcher'>;

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
  const reserveUsd = run.choice ? textReservation(run.choice, run.kind, estimateTokens(RESEARCH_SYSTEM) + RESEARCH_PROMPT_TOKENS) : 0;
  const row = await startAiRun(deps, {
    kind: run.kind,
    userId: run.userId,
    subject: run.name,
    provider: run.choice?.provider,
    model: run.choice?.model,
    reserveUsd,
  });
  const tracker = createSourceTracker();
  const usage = usageRecorder(deps, row.id, run.choice?.ceiling ?? { inputPerMTokUsd: 0, outputPerMTokUsd: 0 });
  let sources: ResearchSource[] = [];
  try {
    const identities = narrowIdentities(await findIdentities(deps.research, tracker, run.name), run.hint);
    if (identities.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
    if (identities.length > 1)
      throw new ConflictError(
        ambiguousNameMessage(
          run.name,
          identities.map((identity) => identity.candidate),
        ),
      );
    const identity = identities[0]!;
    const evidence = await collectEvidence(deps.research, tracker, identity, currentTime(deps));
    if (evidence.sources.length === 0) throw new NotFoundError(GENERATOR_MESSAGES.noSources);
    sources = evidence.sources;
    const result = await work({
      identity,
      evidence,
      async generate(schema, schemaName, prompt) {
        if (!run.choice) throw new Error('This helper has no text model');
        const { provider, model, price } = run.choice;
        const request = { provider, model, price, system: RESEARCH_SYSTEM, prompt, schema, schemaName, maxOutputTokens: MAX_OUTPUT_TOKENS[run.kind] };
        const { data } = await deps.textAi.generate(request, usage.record);
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

interface FieldInput extends TextModelChoice {
  expertName: string;
  expertTitle?: string | undefined;
  categories?: string[] | undefined;
  longevityContribution?: string | undefined;
}

/**
 * Sentences for one field, each checked against the sources it cites (numbers, years and names
 * must be in them): the supported ones make the text; all of them come back in `sentences`, the
 * unsupported ones with the words no source contains. 502 when none is supported.
 */
async function writeSentences(
  deps: Deps,
  kind: 'contribution' | 'biography',
  input: FieldInput,
  userId: number,
): Promise<{ text: string; sentences: CheckedSentence[] }> {
  const choice = await chooseTextModel(deps, input);
  const field = kind === 'contribution' ? 'longevityContribution' : 'biography';
  const context = kind === 'contribution' ? input.categories?.join(', ') : input.longevityContribution;
  const written = await runGroundedHelper(
    deps,
    { kind, userId, name: input.expertName, hint: hintOf(input.expertTitle), choice },
    async ({ evidence, generate }) => {
      const data = await generate(
        groundedSentencesSchema,
        `expert_${field}`,
        fieldPrompt(field, { name: input.expertName, title: input.expertTitle ?? '', sources: evidence.sources, context }),
      );
      const sentences = checkSentences(new SentenceChecker(evidence.sources), field, data.sentences);
      return { text: supportedText(sentences), sentences };
    },
  );
  if (!written.text) throw new BadGatewayError(GENERATOR_MESSAGES.nothingGrounded);
  return written;
}

export async function generateContribution(
  deps: Deps,
  input: FieldInput,
  userId: number,
): Promise<{ longevityContribution: string; sentences: CheckedSentence[] }> {
  const { text, sentences } = await writeSentences(deps, 'contribution', input, userId);
  return { longevityContribution: text, sentences };
}

export async function generateBiography(deps: Deps, input: FieldInput, userId: number): Promise<{ biography: string; sentences: CheckedSentence[] }> {
  const { text, sentences } = await writeSentences(deps, 'biography', input, userId);
  return { biography: text, sentences };
}

/** At most 3 'topic|one-sentence summary' lines, each checked like a sentence; an empty list when the sources support none (the editor says so). */
export async function generateScienceHighlights(
  deps: Deps,
  input: FieldInput,
  userId: number,
): Promise<{ scienceHighlights: string[]; sentences: CheckedSentence[] }> {
  const choice = await chooseTextModel(deps, input);
  return runGroundedHelper(
    deps,
    { kind: 'science-highlights', userId, name: input.expertName, hint: hintOf(input.expertTitle), choice },
    async ({ evidence, generate }) => {
      const data = await generate(
        groundedHighlightsSchema,
        'expert_science_highlights',
        fieldPrompt('scienceHighlights', {
          name: input.expertName,
          title: input.expertTitle ?? '',
          sources: evidence.sources,
          context: input.longevityContribution,
        }),
      );
      const { checked, lines } = checkHighlights(new SentenceChecker(evidence.sources), data.scienceHighlights);
      return { scienceHighlights: lines, sentences: checked };
    },
  );
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
  return runGroundedHelper(
    deps,
    { kind: 'find-references', userId, name: input.expertName, hint: input.disambiguation, choice: null },
    async ({ identity, evidence }) => {
      const checked = await checkLinks(deps, evidence.links);
      const linked = new Set(checked.verified.map((offer) => offer.sourceId));
      const sources = expertSourcesFromResearch(evidence.sources.map((source) => ({ ...source, supports: linked.has(source.id) ? ['referenceLinks'] : [] })));
      return { referenceLinks: checked.referenceLinks, sources, identifiers: identifiersOfCandidate(identity.candidate) };
    },
  );
}
