/**
 * Build-time only: what an expert's profile page shows, derived from the stored expert with the
 * shared domain rules, and its schema.org data.
 */
import { parseBooks, type Book } from '../../domain/books.ts';
import { formatDay } from '../../domain/dates.ts';
import type { ArticleSummary, Expert } from '../../domain/entities.ts';
import { parseHighlights, type Highlight } from '../../domain/highlights.ts';
import { LIMITS } from '../../domain/limits.ts';
import { parseReferenceLinks, profileLinks, type DescribedLink } from '../../domain/links.ts';
import { DISCLOSURE_KIND_LABELS, identifierUrls, type Disclosure } from '../../domain/provenance.ts';
import { PROVENANCE_TEXTS } from '../../domain/provenance-display.ts';
import { firstName, truncate } from '../../domain/text.ts';
import { youtubeVideoIds } from '../../domain/youtube.ts';
import { safeImageUrl, safeLinkUrl, siteOf } from '../../domain/safe-url.ts';
import { breadcrumbList, type JsonLd } from './seo.ts';
import { absoluteUrl } from '../../publishing/render/settings.ts';

export interface ExpertProfileView {
  path: string;
  description: string;
  imageUrl: string | null;
  firstName: string;
  askAiUrl: string | undefined;
  perplexityUrl: string;
  officialWebsite: string | undefined;
  /** Reference links other than the official website, labelled by domain/links.ts. */
  links: DescribedLink[];
  /** Usable YouTube video ids, at most LIMITS.profileVideos. */
  videoIds: string[];
  articles: ArticleSummary[];
  books: Book[];
  highlights: Highlight[];
  biography: string[];
  provenance: ProvenanceView;
  jsonLd: JsonLd[];
}

/** A source as the numbered list shows it: its title linked, the site it is on, the day it was read. */
export interface SourceView {
  title: string;
  url: string;
  site: string;
  retrievedAt: string;
  retrieved: string;
}

/** A sourced sentence (a commercial interest, a line of context); the source link only when it is a web address. */
export interface SourcedSentenceView {
  label: string | undefined;
  text: string;
  sourceUrl: string | undefined;
  sourceSite: string | undefined;
}

export interface ProvenanceView {
  sources: SourceView[];
  /** 'Last reviewed by the editors on {day}', or undefined when never reviewed. */
  reviewed: string | undefined;
  reviewedAt: string | undefined;
  /** Said when AI drafted the profile. */
  aiNote: string | undefined;
  disclosures: SourcedSentenceView[];
  context: SourcedSentenceView[];
}

function sourcedSentence(text: string, url: string, label?: string): SourcedSentenceView {
  const sourceUrl = safeLinkUrl(url);
  return { label, text, sourceUrl, sourceSite: sourceUrl ? siteOf(sourceUrl) : undefined };
}

/** Commercial interests as the profile and an article's box show them. */
export function disclosureViews(disclosures: readonly Disclosure[]): SourcedSentenceView[] {
  return disclosures.map((disclosure) => sourcedSentence(disclosure.text, disclosure.sourceUrl, DISCLOSURE_KIND_LABELS[disclosure.kind] ?? DISCLOSURE_KIND_LABELS.other));
}

export function provenanceView(expert: Expert): ProvenanceView {
  const sources = expert.sources.flatMap((source): SourceView[] => {
    const url = safeLinkUrl(source.url);
    return url ? [{ title: source.title, url, site: siteOf(url), retrievedAt: source.retrievedAt, retrieved: formatDay(`${source.retrievedAt}T00:00:00Z`, source.retrievedAt) }] : [];
  });
  const reviewedDay = expert.lastReviewedAt ? formatDay(expert.lastReviewedAt, '') : '';
  return {
    sources,
    reviewed: reviewedDay ? PROVENANCE_TEXTS.reviewed(reviewedDay) : undefined,
    reviewedAt: reviewedDay ? (expert.lastReviewedAt ?? undefined) : undefined,
    aiNote: expert.aiAssisted ? (sources.length > 0 ? PROVENANCE_TEXTS.aiDrafted : PROVENANCE_TEXTS.aiDraftedWithoutSources) : undefined,
    disclosures: disclosureViews(expert.disclosures),
    context: expert.contextNotes.map((note) => sourcedSentence(note.text, note.sourceUrl)),
  };
}

export function perplexitySearchUrl(name: string): string {
  return `https://www.perplexity.ai/search?q=${encodeURIComponent(`${name} longevity expert research`)}`;
}

/**
 * The Person: `sameAs` names the registries that identify the person (Wikidata, ORCID,
 * OpenAlex), then the profile's other links; `dateModified` is the profile's last change.
 */
function personJsonLd(expert: Expert, view: Omit<ExpertProfileView, 'jsonLd'>, sameAs: string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: expert.name,
    jobTitle: expert.title,
    description: view.description,
    url: absoluteUrl(view.path),
    ...(view.imageUrl ? { image: absoluteUrl(view.imageUrl) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(expert.updatedAt ? { dateModified: expert.updatedAt } : {}),
  };
}

export function expertProfileView(expert: Expert, articles: ArticleSummary[]): ExpertProfileView {
  const referenceLinks = parseReferenceLinks(expert.referenceLinks);
  const { official, others } = profileLinks(expert.referenceLinks, expert.name);
  const view = {
    path: `/${expert.slug}`,
    description: truncate(expert.longevityContribution.trim() || `${expert.name}, ${expert.title}`, LIMITS.metaDescriptionLength),
    imageUrl: safeImageUrl(expert.imageUrl),
    firstName: firstName(expert.name),
    askAiUrl: safeLinkUrl(expert.customGptUrl),
    perplexityUrl: perplexitySearchUrl(expert.name),
    officialWebsite: official?.url,
    links: others,
    videoIds: youtubeVideoIds(expert.youtubeEmbeds, LIMITS.profileVideos),
    articles,
    books: parseBooks(expert.books, expert.name),
    highlights: parseHighlights(expert.scienceHighlights).slice(0, LIMITS.profileHighlights),
    biography: expert.biography
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    provenance: provenanceView(expert),
  };
  const jsonLd = [
    personJsonLd(expert, view, [...new Set([...identifierUrls(expert.identifiers), ...referenceLinks.map((link) => link.url)])]),
    breadcrumbList([
      { name: 'Directory', path: '/directory' },
      { name: expert.name, path: view.path },
    ]),
  ];
  return { ...view, jsonLd };
}
