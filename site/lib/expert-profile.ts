/**
 * Build-time only: what an expert's profile page shows, derived from the stored expert with the
 * shared domain rules, and its schema.org data.
 */
import { parseBooks, type Book } from '../../domain/books.ts';
import { OWNER_TEXTS, type ProfileOwnerMark } from '../../domain/claims.ts';
import { formatDay } from '../../domain/dates.ts';
import type { ArticleSummary, Expert } from '../../domain/entities.ts';
import { parseHighlights, type Highlight } from '../../domain/highlights.ts';
import type { EntryChoices } from '../../domain/corrections.ts';
import { LIMITS } from '../../domain/limits.ts';
import { profileLinks, type DescribedLink } from '../../domain/links.ts';
import { DISCLOSURE_KIND_LABELS, identifierLinks, type Disclosure, type IdentifierLink } from '../../domain/provenance.ts';
import { PROVENANCE_TEXTS } from '../../domain/provenance-display.ts';
import { firstName, truncate } from '../../domain/text.ts';
import { youtubeVideoIds } from '../../domain/youtube.ts';
import { safeImageUrl, safeLinkUrl, siteOf } from '../../domain/safe-url.ts';
import { personJsonLd } from './person-json-ld.ts';
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
  /** The commercial interests, context notes and sources a correction may name, as the page shows them. */
  correctionEntries: EntryChoices;
  jsonLd: JsonLd[];
}

/** A source as the numbered list shows it: its title linked, the site it is on, the day it was read. */
export interface SourceView {
  /** The stored address, which names the source in a correction. */
  key: string;
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
  /** Wikidata, ORCID and OpenAlex, linked to the registries' pages. */
  identifiers: IdentifierLink[];
  /** 'Last reviewed by the editors on {day}', or undefined when never reviewed. */
  reviewed: string | undefined;
  reviewedAt: string | undefined;
  /** Said when AI drafted the profile. */
  aiNote: string | undefined;
  /** 'Verified by the expert via ORCID' when the owner's claim was; 'Confirmed current by the expert on {day}' once they confirmed it. */
  ownerVerified: string | undefined;
  ownerConfirmed: string | undefined;
  ownerConfirmedAt: string | undefined;
  disclosures: SourcedSentenceView[];
  context: SourcedSentenceView[];
}

function sourcedSentence(text: string, url: string, label?: string): SourcedSentenceView {
  const sourceUrl = safeLinkUrl(url);
  return { label, text, sourceUrl, sourceSite: sourceUrl ? siteOf(sourceUrl) : undefined };
}

/** Commercial interests as the profile and an article's box show them. */
export function disclosureViews(disclosures: readonly Disclosure[]): SourcedSentenceView[] {
  return disclosures.map((disclosure) =>
    sourcedSentence(disclosure.text, disclosure.sourceUrl, DISCLOSURE_KIND_LABELS[disclosure.kind] ?? DISCLOSURE_KIND_LABELS.other),
  );
}

export function provenanceView(expert: Expert, owner: ProfileOwnerMark | null): ProvenanceView {
  const sources = expert.sources.flatMap((source): SourceView[] => {
    const url = safeLinkUrl(source.url);
    return url
      ? [
          {
            key: source.url,
            title: source.title,
            url,
            site: siteOf(url),
            retrievedAt: source.retrievedAt,
            retrieved: formatDay(`${source.retrievedAt}T00:00:00Z`, source.retrievedAt),
          },
        ]
      : [];
  });
  const reviewedDay = expert.lastReviewedAt ? formatDay(expert.lastReviewedAt, '') : '';
  const confirmedDay = owner?.confirmedAt ? formatDay(owner.confirmedAt, '') : '';
  return {
    sources,
    identifiers: identifierLinks(expert.identifiers),
    reviewed: reviewedDay ? PROVENANCE_TEXTS.reviewed(reviewedDay) : undefined,
    reviewedAt: reviewedDay ? (expert.lastReviewedAt ?? undefined) : undefined,
    aiNote: expert.aiAssisted ? (sources.length > 0 ? PROVENANCE_TEXTS.aiDrafted : PROVENANCE_TEXTS.aiDraftedWithoutSources) : undefined,
    ownerVerified: owner?.verifiedVia === 'orcid' ? OWNER_TEXTS.verifiedViaOrcid : undefined,
    ownerConfirmed: confirmedDay ? OWNER_TEXTS.confirmedCurrent(confirmedDay) : undefined,
    ownerConfirmedAt: confirmedDay ? (owner?.confirmedAt ?? undefined) : undefined,
    disclosures: disclosureViews(expert.disclosures),
    context: expert.contextNotes.map((note) => sourcedSentence(note.text, note.sourceUrl)),
  };
}

export function perplexitySearchUrl(name: string): string {
  return `https://www.perplexity.ai/search?q=${encodeURIComponent(`${name} longevity expert research`)}`;
}

/**
 * The page as Google's ProfilePage reads it: the page's own dates (`dateCreated`, `dateModified`:
 * the profile's creation and last change) and the Person it is about as its `mainEntity`.
 */
function profilePageJsonLd(expert: Expert, view: Pick<ExpertProfileView, 'path' | 'description' | 'imageUrl'>): JsonLd {
  const url = absoluteUrl(view.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: expert.createdAt,
    dateModified: expert.updatedAt,
    mainEntity: {
      ...personJsonLd(expert),
      description: view.description,
      ...(view.imageUrl ? { image: absoluteUrl(view.imageUrl) } : {}),
    },
  };
}

/** Long sentences are shortened in the form's list (the key still names the whole entry). */
function choiceLabel(text: string): string {
  const short = truncate(text, 100);
  return short === text ? text : `${short}…`;
}

/** What a correction may name, as the page shows it: sources numbered as in the list. */
function correctionEntries(expert: Expert, provenance: ProvenanceView): EntryChoices {
  const sentence = (entry: { text: string }) => ({ key: entry.text, label: choiceLabel(entry.text) });
  return {
    disclosures: expert.disclosures.map(sentence),
    contextNotes: expert.contextNotes.map(sentence),
    sources: provenance.sources.map((source, index) => ({ key: source.key, label: choiceLabel(`${index + 1}. ${source.title}`) })),
  };
}

export function expertProfileView(expert: Expert, articles: ArticleSummary[], owner: ProfileOwnerMark | null): ExpertProfileView {
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
    provenance: provenanceView(expert, owner),
  };
  const jsonLd = [
    profilePageJsonLd(expert, view),
    breadcrumbList([
      { name: 'Directory', path: '/directory' },
      { name: expert.name, path: view.path },
    ]),
  ];
  return { ...view, correctionEntries: correctionEntries(expert, view.provenance), jsonLd };
}
