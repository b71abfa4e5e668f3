import { z } from 'zod';
import { CATEGORY_KEYS, CATEGORIES } from '../categories.ts';
import type { PossibleDuplicate } from '../duplicates.ts';
import type { ResearchPortrait } from '../commons.ts';
import { LIMITS, TEXT_MAX } from '../limits.ts';
import { cleanName, cleanString } from '../schemas/clean-string.ts';
import { visibleText } from '../visible-text.ts';
import { requireFilled } from '../schemas/required.ts';
import { checkModelChoice, textModelChoiceFields } from './models.ts';

/**
 * Grounded expert research: who the name is (candidates), what the public sources say (sources
 * with ids), and what the model may write from them (sentences that each cite source ids).
 */

export const GENERATOR_MESSAGES = {
  nameRequired: 'Missing Information: Please enter an expert name.',
  noSources: 'No public source (Wikipedia, Wikidata, OpenAlex) knows this name; check the spelling or add an institution.',
  unknownCandidate: 'That person is not among the candidates for this name; search again.',
  nothingGrounded: 'The sources did not support any sentence the model wrote; nothing was saved.',
  /** The generator's lasting notice while the month's AI budget refuses runs (the server's message with the amounts follows). */
  budgetBlocked: 'No new AI runs this month.',
  raiseBudget: 'Raise AI_MONTHLY_BUDGET_USD on the server to start runs before then.',
  chosen: (who: string) => `You chose ${who}; the generation continues in a new result.`,
} as const;

export const DEFAULT_EXPERT_TITLE = 'Longevity Expert';

/** The research steps the screen shows, in order. */
export const RESEARCH_STEPS = ['identity', 'sources', 'writing', 'links'] as const;
export type ResearchStepKey = (typeof RESEARCH_STEPS)[number];
export const RESEARCH_STEP_LABELS: Record<ResearchStepKey, string> = {
  identity: 'Identifying the person',
  sources: 'Collecting sources',
  writing: 'Writing from the sources',
  links: 'Checking links',
};

export interface ResearchStep {
  key: ResearchStepKey;
  status: 'pending' | 'running' | 'done' | 'failed' | 'skipped';
  startedAt: string | null;
  finishedAt: string | null;
  detail: string | null;
}

/** One person a name may mean. `key` is 'wd:Q…' (Wikidata) or 'oa:A…' (OpenAlex). */
/** A person a name may mean, as the generator's chooser shows them. */
export interface Candidate {
  /** The run's own key for the choice ('wd:Q42', 'oa:A5012…'): sent back as candidateKey, not for display. */
  key: string;
  name: string;
  /** Wikidata's description, else what OpenAlex says of their work ('Author of 142 works, cited 15,234 times'). */
  description: string | null;
  affiliation: string | null;
  /** The person's public page: their Wikidata item, else their OpenAlex profile. */
  profileUrl: string | null;
  worksCount: number | null;
  citedByCount: number | null;
  wikidataId: string | null;
  openAlexId: string | null;
  orcid: string | null;
}

export const SOURCE_KINDS = ['wikipedia', 'wikidata', 'openalex', 'work'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A source as researchData keeps it: where a fact came from, when, and which fields it supports. */
export interface ResearchSource {
  id: string;
  kind: SourceKind;
  title: string;
  url: string;
  retrievedAt: string;
  /** The evidence the model was given, one fact a line. */
  facts: string[];
  /** Profile fields that cite this source (title, categories, longevityContribution, biography, scienceHighlights, referenceLinks). */
  supports: string[];
}

/** A source adapter that failed or was not reachable: reported, not fatal. */
export interface SkippedSource {
  source: string;
  reason: string;
}

/** The profile fields whose sentences are checked against their sources. */
export type CheckedField = 'title' | 'longevityContribution' | 'biography' | 'scienceHighlights';

/**
 * One sentence the model wrote, as checked against the sources it cites (sentence-check.ts):
 * kept in the profile only when supported. The review dialog marks each with its source ids and
 * shows, on hover, the passage of each source it rests on; an unsupported one is shown struck out
 * with the words no source contains.
 */
export interface CheckedSentence {
  field: CheckedField;
  /** As written (a science highlight as 'topic|summary'). */
  text: string;
  /** The ids it cites that exist (S1, S2…). */
  sourceIds: string[];
  /** For each cited source, the line of its evidence the sentence rests on (none when no line shares a word). */
  passages: { sourceId: string; text: string }[];
  supported: boolean;
  /** Numbers, years and names in the sentence that no cited source contains. */
  missing: string[];
  /** Why an unsupported sentence was left out when it is not (only) missing words: it cites no known source, or carried a web address. */
  reason: 'no-source' | 'web-address' | null;
}

export interface ResearchData {
  candidate: Candidate;
  sources: ResearchSource[];
  skipped: SkippedSource[];
  /** Links the sources offered that did not answer 2xx, and why ('the link …'). */
  droppedLinks: { url: string; reason: string }[];
  /** Every sentence the model wrote, supported or not (absent on runs before the check existed). */
  sentences?: CheckedSentence[];
  /** The person's Wikidata image on Wikimedia Commons: offered with its credit, or refused with the reason. */
  portrait?: ResearchPortrait;
}

const text = (max: number) =>
  cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
/** A name or title: also without invisible or direction-changing characters. */
const nameText = (max: number) =>
  cleanName()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });

/** POST /api/research/generate-expert: the spec's fields, plus the admin's choice when a name is ambiguous. */
export const generateExpertSchema = requireFilled(
  [[['expertName'], GENERATOR_MESSAGES.nameRequired]],
  z
    .object({
      expertName: nameText(TEXT_MAX.name),
      expertTitle: nameText(TEXT_MAX.title)
        .optional()
        .transform((value) => value || DEFAULT_EXPERT_TITLE),
      customContribution: text(TEXT_MAX.shortText).optional(),
      /** A candidate key from an earlier run that stopped for a choice. */
      candidateKey: z
        .string()
        .regex(/^(wd:Q\d{1,12}|oa:A\d{1,14})$/, { error: 'must be a candidate key such as wd:Q42 or oa:A5012345678' })
        .optional(),
      /** A title or institution that tells people of the same name apart. */
      disambiguation: text(TEXT_MAX.title).optional(),
      ...textModelChoiceFields,
    })
    .superRefine(checkModelChoice),
);
export type GenerateExpertInput = z.output<typeof generateExpertSchema>;

/** A grounded sentence: its text and the ids of the sources that support it. */
const groundedSentence = z.object({ text: z.string(), sourceIds: z.array(z.string()) });

/** What the model writes (strict JSON schema). No field takes a URL: links come from the sources only. */
export const groundedProfileSchema = z.object({
  title: z.string().overwrite(visibleText),
  titleSourceIds: z.array(z.string()),
  categories: z.array(z.enum(CATEGORY_KEYS)),
  categorySourceIds: z.array(z.string()),
  longevityContribution: z.array(groundedSentence),
  biography: z.array(groundedSentence),
  scienceHighlights: z.array(z.object({ topic: z.string(), summary: z.string(), sourceIds: z.array(z.string()) })),
});
export type GroundedProfile = z.output<typeof groundedProfileSchema>;

export const RESEARCH_SYSTEM =
  'You write profiles for a curated directory of longevity-science experts. You use ONLY the numbered evidence you ' +
  'are given. Every sentence you write lists the ids of the evidence items that support it (e.g. ["S1","S3"]); ' +
  'a statement no evidence item supports must be left out. Never add URLs, never guess dates, numbers or ' +
  'affiliations, and never mix in facts about other people with the same name. Answer only with the requested JSON.';

const CATEGORY_GUIDE = CATEGORIES.map((category) => `${category.key} (${category.label})`).join(', ');

/** The evidence as the model sees it: one block per source, facts one a line. */
export function evidenceText(sources: readonly Pick<ResearchSource, 'id' | 'title' | 'facts'>[]): string {
  return sources.map((source) => `[${source.id}] ${source.title}\n${source.facts.map((fact) => `- ${fact}`).join('\n')}`).join('\n\n');
}

export function profilePrompt(input: { name: string; title: string; sources: readonly ResearchSource[] }): string {
  return [
    `Expert: ${input.name} (suggested title: ${input.title}).`,
    `Write: a professional title (short, e.g. "Professor of Genetics, Harvard Medical School"); categories chosen only from: ${CATEGORY_GUIDE};`,
    'longevityContribution: 2 to 4 sentences on their contribution to longevity science;',
    'biography: 3 to 6 sentences (career, positions, recognition);',
    `scienceHighlights: at most ${LIMITS.scienceHighlights}, each a short topic and a one-sentence summary of a finding or work.`,
    'Each sentence and highlight cites the ids of its evidence.',
    '',
    'Evidence:',
    evidenceText(input.sources),
  ].join('\n');
}

/** The editor's single-field helpers ground in the same evidence, one field each. */
export const groundedSentencesSchema = z.object({ sentences: z.array(groundedSentence) });
export const groundedHighlightsSchema = z.object({
  scienceHighlights: z.array(z.object({ topic: z.string(), summary: z.string(), sourceIds: z.array(z.string()) })),
});

export function fieldPrompt(
  field: 'longevityContribution' | 'biography' | 'scienceHighlights',
  input: { name: string; title: string; sources: readonly ResearchSource[]; context?: string | undefined },
): string {
  const task = {
    longevityContribution: 'Write their longevity contribution: 2 to 4 sentences, each with its evidence ids.',
    biography: 'Write their biography: 3 to 6 sentences (career, positions, recognition), each with its evidence ids.',
    scienceHighlights: `Write at most ${LIMITS.scienceHighlights} science highlights: a short topic and a one-sentence summary each, with evidence ids.`,
  }[field];
  return [`Expert: ${input.name} (${input.title}).`, input.context ? `Known so far: ${input.context}` : '', task, '', 'Evidence:', evidenceText(input.sources)]
    .filter(Boolean)
    .join('\n');
}

/** Bodies of the editor's AI helpers (spec section 7). */
export const contributionRequestSchema = requireFilled(
  [[['expertName'], GENERATOR_MESSAGES.nameRequired]],
  z
    .object({
      expertName: nameText(TEXT_MAX.name),
      expertTitle: nameText(TEXT_MAX.title).optional(),
      categories: z.array(z.string().max(60)).max(20).optional(),
      ...textModelChoiceFields,
    })
    .superRefine(checkModelChoice),
);
export const biographyRequestSchema = requireFilled(
  [[['expertName'], GENERATOR_MESSAGES.nameRequired]],
  z
    .object({
      expertName: nameText(TEXT_MAX.name),
      expertTitle: nameText(TEXT_MAX.title).optional(),
      longevityContribution: text(TEXT_MAX.longText).optional(),
      ...textModelChoiceFields,
    })
    .superRefine(checkModelChoice),
);
export const findReferencesSchema = requireFilled(
  [[['expertName'], GENERATOR_MESSAGES.nameRequired]],
  z.object({ expertName: nameText(TEXT_MAX.name), disambiguation: text(TEXT_MAX.title).optional() }),
);

export function ambiguousNameMessage(name: string, candidates: readonly Candidate[]): string {
  const who = candidates
    .slice(0, 4)
    .map((candidate) => [candidate.name, candidate.description ?? candidate.affiliation].filter(Boolean).join(', '))
    .join('; ');
  return `Several people are called ${name} (${who}). Add their title or institution, or choose one in the AI Generator.`;
}

/** What the generator screen polls: the run, its steps, and, once done, the profile or the candidates. */
export interface ExpertRunView {
  runId: number;
  status: 'running' | 'succeeded' | 'failed' | 'needs_choice';
  subject: string | null;
  steps: ResearchStep[];
  startedAt: string;
  durationMs: number | null;
  costUsd: number;
  /** A call's price was unknown: costUsd counts it at the dearest catalogue price ('cost unknown'). */
  costUnknown: boolean;
  providerCalls: number;
  sourceCalls: number;
  error: string | null;
  candidates?: Candidate[];
  /** The spec's reply fields once the profile is written (plus categories, highlights and the pending submission's id). */
  expertName?: string;
  expertTitle?: string;
  categories?: string[];
  longevityContribution?: string;
  biography?: string;
  referenceLinks?: string[];
  scienceHighlights?: string[];
  youtubeEmbeds?: string[];
  researchData?: ResearchData;
  submissionId?: number;
  /** Experts and pending submissions the generated person may already be (domain/duplicates.ts). */
  possibleDuplicates?: PossibleDuplicate[];
}
