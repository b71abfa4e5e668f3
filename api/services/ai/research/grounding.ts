import type { CategoryKey } from '../../../../domain/categories.ts';
import { LIMITS } from '../../../../domain/limits.ts';
import type { GroundedProfile, ResearchSource } from '../../../../domain/ai/research.ts';

/** Any web address a model might slip into its prose: removed, since links come from sources only. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;

interface Cited {
  text: string;
  sourceIds: string[];
}

/** The sentence without URLs, and only the source ids that exist; undefined when nothing is left or nothing supports it. */
function ground(sentence: Cited, known: ReadonlySet<string>): Cited | undefined {
  const text = sentence.text.replace(URL_PATTERN, '').replace(/\s+/g, ' ').trim();
  const sourceIds = [...new Set(sentence.sourceIds.filter((id) => known.has(id)))];
  return text && sourceIds.length ? { text, sourceIds } : undefined;
}

export function groundSentences(sentences: readonly Cited[], known: ReadonlySet<string>): Cited[] {
  return sentences.flatMap((sentence) => ground(sentence, known) ?? []);
}

export function groundHighlights(highlights: GroundedProfile['scienceHighlights'], known: ReadonlySet<string>): { line: string; sourceIds: string[] }[] {
  return highlights
    .flatMap((highlight) => {
      const topic = ground({ text: highlight.topic.replaceAll('|', '–'), sourceIds: highlight.sourceIds }, known);
      const summary = ground({ text: highlight.summary.replaceAll('|', '–'), sourceIds: highlight.sourceIds }, known);
      return topic && summary ? [{ line: `${topic.text}|${summary.text}`, sourceIds: summary.sourceIds }] : [];
    })
    .slice(0, LIMITS.scienceHighlights);
}

export interface GroundedFields {
  title: string | null;
  categories: CategoryKey[];
  longevityContribution: string;
  biography: string;
  scienceHighlights: string[];
  /** Which profile fields each source supports. */
  supports: Map<string, Set<string>>;
}

/** Keeps only what the sources support, and notes for each source which fields cite it. */
export function groundProfile(profile: GroundedProfile, sources: readonly ResearchSource[]): GroundedFields {
  const known = new Set(sources.map((source) => source.id));
  const supports = new Map<string, Set<string>>();
  const cite = (field: string, ids: readonly string[]) => ids.forEach((id) => supports.set(id, (supports.get(id) ?? new Set()).add(field)));

  const title = ground({ text: profile.title, sourceIds: profile.titleSourceIds }, known);
  if (title) cite('title', title.sourceIds);
  const categoryIds = profile.categorySourceIds.filter((id) => known.has(id));
  const categories = categoryIds.length ? [...new Set(profile.categories)] : [];
  cite('categories', categoryIds);
  const contribution = groundSentences(profile.longevityContribution, known);
  contribution.forEach((sentence) => cite('longevityContribution', sentence.sourceIds));
  const biography = groundSentences(profile.biography, known);
  biography.forEach((sentence) => cite('biography', sentence.sourceIds));
  const highlights = groundHighlights(profile.scienceHighlights, known);
  highlights.forEach((highlight) => cite('scienceHighlights', highlight.sourceIds));

  return {
    title: title?.text ?? null,
    categories,
    longevityContribution: contribution.map((sentence) => sentence.text).join(' '),
    biography: biography.map((sentence) => sentence.text).join(' '),
    scienceHighlights: highlights.map((highlight) => highlight.line),
    supports,
  };
}
