/**
 * Build-time only: what an expert's profile page shows, derived from the stored expert with the
 * shared domain rules, and its schema.org data.
 */
import { parseBooks, type Book } from '../../domain/books.ts';
import type { ArticleSummary, Expert } from '../../domain/entities.ts';
import { parseHighlights, type Highlight } from '../../domain/highlights.ts';
import { LIMITS } from '../../domain/limits.ts';
import { parseReferenceLinks, profileLinks, type DescribedLink } from '../../domain/links.ts';
import { firstName, truncate } from '../../domain/text.ts';
import { youtubeVideoIds } from '../../domain/youtube.ts';
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';
import { breadcrumbList, type JsonLd } from './seo.ts';
import { absoluteUrl } from './settings.ts';

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
  jsonLd: JsonLd[];
}

export function perplexitySearchUrl(name: string): string {
  return `https://www.perplexity.ai/search?q=${encodeURIComponent(`${name} longevity expert research`)}`;
}

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
  };
  const jsonLd = [
    personJsonLd(
      expert,
      view,
      referenceLinks.map((link) => link.url),
    ),
    breadcrumbList([
      { name: 'Directory', path: '/directory' },
      { name: expert.name, path: view.path },
    ]),
  ];
  return { ...view, jsonLd };
}
