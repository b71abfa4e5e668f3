import type { CategoryKey } from '../../../../domain/categories.ts';
import { LIMITS } from '../../../../domain/limits.ts';
import type { CheckedField, CheckedSentence, GroundedProfile, ResearchSource } from '../../../../domain/ai/research.ts';
import { checkSentence, passagesFor, sourceText, type SourceText } from '../../../../domain/ai/sentence-check.ts';

/**
 * A web address a model might slip into its prose: links come from sources only, so such a
 * sentence is left out whole (never kept with the address cut out of it). With a scheme or 'www.',
 * or a bare host on a common top-level domain ('adalab.org', 'doi.org/10.1038/…').
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|int|info|io|ai|bio|health)\b(?:\/\S*)?/i;

interface Cited {
  text: string;
  sourceIds: string[];
}

/** The sources a sentence may cite, each with its text prepared once. */
export class SentenceChecker {
  private readonly byId: Map<string, { source: ResearchSource; lines: string[]; text: SourceText }>;

  constructor(sources: readonly ResearchSource[]) {
    this.byId = new Map(
      sources.map((source) => {
        const lines = [source.title, ...source.facts];
        return [source.id, { source, lines, text: sourceText(lines) }];
      }),
    );
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * Checks one sentence: it must cite a known source, carry no web address, and every number,
   * year and name in it must occur in the text of the sources it cites.
   */
  check(field: CheckedField, sentence: Cited): CheckedSentence {
    const text = sentence.text.replace(/\s+/g, ' ').trim();
    const sourceIds = [...new Set(sentence.sourceIds.filter((id) => this.byId.has(id)))];
    const cited = sourceIds.flatMap((id) => this.byId.get(id) ?? []);
    const passages = cited.flatMap(({ source, lines }) => passagesFor(text, lines).map((line) => ({ sourceId: source.id, text: line.slice(0, 400) })));
    const { missing } = checkSentence(
      text,
      cited.map((entry) => entry.text),
    );
    const reason = URL_PATTERN.test(text) ? 'web-address' : sourceIds.length === 0 ? 'no-source' : null;
    return { field, text, sourceIds, passages, supported: reason === null && missing.length === 0 && text !== '', missing, reason };
  }
}

/** Every sentence checked; the supported ones are what the field keeps. */
export function checkSentences(checker: SentenceChecker, field: CheckedField, sentences: readonly Cited[]): CheckedSentence[] {
  return sentences.map((sentence) => checker.check(field, sentence));
}

export function supportedText(checked: readonly CheckedSentence[]): string {
  return checked
    .filter((sentence) => sentence.supported)
    .map((sentence) => sentence.text)
    .join(' ');
}

/** Highlights as 'topic|summary', checked as one sentence (the topic's names count too); at most LIMITS.scienceHighlights kept. */
export function checkHighlights(checker: SentenceChecker, highlights: GroundedProfile['scienceHighlights']): { checked: CheckedSentence[]; lines: string[] } {
  const checked = highlights.map((highlight) => {
    const topic = highlight.topic.replaceAll('|', '–').replace(/\s+/g, ' ').trim();
    const summary = highlight.summary.replaceAll('|', '–').replace(/\s+/g, ' ').trim();
    const result = checker.check('scienceHighlights', { text: `${topic}. ${summary}`, sourceIds: highlight.sourceIds });
    return { ...result, text: `${topic}|${summary}`, supported: result.supported && topic !== '' && summary !== '' };
  });
  return {
    checked,
    lines: checked
      .filter((sentence) => sentence.supported)
      .map((sentence) => sentence.text)
      .slice(0, LIMITS.scienceHighlights),
  };
}

export interface GroundedFields {
  title: string | null;
  categories: CategoryKey[];
  longevityContribution: string;
  biography: string;
  scienceHighlights: string[];
  /** Every sentence the model wrote, checked (the review dialog's evidence). */
  sentences: CheckedSentence[];
  /** Which profile fields each source supports. */
  supports: Map<string, Set<string>>;
}

/** Keeps only what the sources support, and notes for each source which fields cite it. */
export function groundProfile(profile: GroundedProfile, sources: readonly ResearchSource[]): GroundedFields {
  const checker = new SentenceChecker(sources);
  const supports = new Map<string, Set<string>>();
  const cite = (field: string, ids: readonly string[]) => ids.forEach((id) => supports.set(id, (supports.get(id) ?? new Set()).add(field)));

  const title = checker.check('title', { text: profile.title, sourceIds: profile.titleSourceIds });
  const categoryIds = profile.categorySourceIds.filter((id) => checker.has(id));
  const categories = categoryIds.length ? [...new Set(profile.categories)] : [];
  cite('categories', categoryIds);
  const contribution = checkSentences(checker, 'longevityContribution', profile.longevityContribution);
  const biography = checkSentences(checker, 'biography', profile.biography);
  const highlights = checkHighlights(checker, profile.scienceHighlights);
  const sentences = [title, ...contribution, ...biography, ...highlights.checked];
  for (const sentence of sentences) if (sentence.supported) cite(sentence.field, sentence.sourceIds);

  return {
    title: title.supported ? title.text : null,
    categories,
    longevityContribution: supportedText(contribution),
    biography: supportedText(biography),
    scienceHighlights: highlights.lines,
    sentences,
    supports,
  };
}
