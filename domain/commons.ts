import { z } from 'zod';
import { CREDIT_MAX, imageCreditSchema, type ImageCredit } from './image-credit.ts';
import { isHttpUrl } from './links.ts';

/**
 * Portraits from Wikimedia Commons: which licences let the directory show a person's Wikidata
 * image (P18), and the credit it must carry. Commons describes each file's licence and author in
 * `extmetadata` (HTML strings, from the file page's templates); these rules read that.
 *
 * Offered only under a free licence that allows commercial use and changes (we crop and resize):
 * public domain, CC0, CC BY, CC BY-SA. Refused: anything non-commercial (NC) or no-derivatives
 * (ND), files Commons marks non-free (fair use), and anything not recognised.
 */

export const COMMONS_SOURCE_NAME = 'Wikimedia Commons';

/**
 * Wikimedia serves thumbnails only at its standard widths (20, 40, 60, 120, 250, 330, 500, 960,
 * 1280, 1920, 3840 px; mediawiki.org "Common thumbnail sizes" and phabricator T414805, checked
 * 2026-11-25). 1280 is the smallest that covers every size the site makes (1200 px wide).
 */
export const COMMONS_THUMB_WIDTH = 1280;

/** The extmetadata fields the rules read. */
export const COMMONS_METADATA_FIELDS = [
  'License',
  'LicenseShortName',
  'LicenseUrl',
  'UsageTerms',
  'Artist',
  'Attribution',
  'AttributionRequired',
  'NonFree',
] as const;
export type CommonsMetadata = Partial<Record<(typeof COMMONS_METADATA_FIELDS)[number], string>>;

export type FreeLicenceKind = 'public-domain' | 'cc0' | 'cc-by' | 'cc-by-sa';

export type LicenceVerdict =
  { free: true; kind: FreeLicenceKind; licence: string; licenceUrl: string | null; attributionRequired: boolean } | { free: false; reason: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Commons' HTML values as plain text: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A protocol-relative or http(s) address as an absolute https/http URL, else null. */
function webUrl(value: string | undefined): string | null {
  const text = value ? htmlToText(value) : '';
  const absolute = text.startsWith('//') ? `https:${text}` : text;
  return absolute && isHttpUrl(absolute) ? absolute : null;
}

const VERSION = /(\d+(?:\.\d+)?)/;

/** Whether the file's licence lets the site show it, and as what. */
export function judgeCommonsLicence(meta: CommonsMetadata): LicenceVerdict {
  const code = htmlToText(meta.License ?? '').toLowerCase();
  const shortName = htmlToText(meta.LicenseShortName ?? '');
  const short = shortName.toLowerCase();
  const terms = htmlToText(meta.UsageTerms ?? '').toLowerCase();
  const named = shortName || code || 'no licence given';
  const all = `${code} ${short} ${terms}`;

  if (/^(true|1|yes)$/i.test(htmlToText(meta.NonFree ?? ''))) return { free: false, reason: `${named}: Commons marks this file as non-free` };
  if (/fair[ -]use|non-free/.test(all)) return { free: false, reason: `${named}: used under fair use, not a free licence` };
  if (/(^|[\s-])nc([\s-]|$)|non-?commercial/.test(all)) return { free: false, reason: `${named}: the licence does not allow commercial use` };
  if (/(^|[\s-])nd([\s-]|$)|no-?deriv/.test(all)) return { free: false, reason: `${named}: the licence does not allow changes (the site crops and resizes)` };

  const licenceUrl = webUrl(meta.LicenseUrl);
  const required = (fallback: boolean) => {
    const value = htmlToText(meta.AttributionRequired ?? '').toLowerCase();
    return value === 'true' ? true : value === 'false' ? false : fallback;
  };
  if (/^cc-by-sa-\d/.test(code) || /^cc by-sa \d/.test(short)) {
    return {
      free: true,
      kind: 'cc-by-sa',
      licence: shortName || `CC BY-SA ${VERSION.exec(code)?.[1] ?? ''}`.trim(),
      licenceUrl,
      attributionRequired: required(true),
    };
  }
  if (/^cc-by-\d/.test(code) || /^cc by \d/.test(short)) {
    return {
      free: true,
      kind: 'cc-by',
      licence: shortName || `CC BY ${VERSION.exec(code)?.[1] ?? ''}`.trim(),
      licenceUrl,
      attributionRequired: required(true),
    };
  }
  if (code === 'cc0' || code === 'cc-zero' || /^cc0\b/.test(short) || /^cc zero\b/.test(short)) {
    return { free: true, kind: 'cc0', licence: 'CC0', licenceUrl, attributionRequired: required(false) };
  }
  if (code === 'pd' || code.startsWith('pd-') || code === 'cc-pd-mark' || code === 'cc-pdm' || /^public domain\b/.test(short) || /^pd\b/.test(short)) {
    return { free: true, kind: 'public-domain', licence: 'Public domain', licenceUrl, attributionRequired: required(false) };
  }
  return { free: false, reason: `${named}: not a licence the directory can use (public domain, CC0, CC BY or CC BY-SA)` };
}

/** What Commons says about one file, as the research adapter reads it. */
export interface CommonsFile {
  title: string;
  pageUrl: string;
  /** The standard-width thumbnail (or the original when it is smaller). */
  imageUrl: string;
  width: number | null;
  height: number | null;
  metadata: CommonsMetadata;
}

export const researchPortraitSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('offered'),
    fileTitle: z.string(),
    pageUrl: z.string(),
    imageUrl: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    credit: imageCreditSchema,
  }),
  z.object({ status: z.literal('refused'), fileTitle: z.string(), pageUrl: z.string().nullable(), reason: z.string() }),
]);

/** The research's portrait finding, kept in researchData: offered with its credit, or refused with the reason. */
export type ResearchPortrait = z.output<typeof researchPortraitSchema>;

/**
 * The portrait finding for a Commons file: offered with the credit the page must show
 * ('Photo: {author}, {licence}, via Wikimedia Commons'), or refused with the reason. The author is
 * the file's Artist, else the attribution its author asks for; an attribution licence without any
 * named author is refused, since the credit it requires cannot be given.
 */
export function portraitFromCommons(file: CommonsFile): ResearchPortrait {
  const verdict = judgeCommonsLicence(file.metadata);
  const refused = (reason: string): ResearchPortrait => ({
    status: 'refused',
    fileTitle: file.title,
    pageUrl: isHttpUrl(file.pageUrl) ? file.pageUrl : null,
    reason,
  });
  if (!verdict.free) return refused(verdict.reason);
  if (!isHttpUrl(file.imageUrl) || !isHttpUrl(file.pageUrl)) return refused('Commons answered without a usable file address');
  const named = htmlToText(file.metadata.Artist ?? '') || htmlToText(file.metadata.Attribution ?? '');
  if (!named && (verdict.kind === 'cc-by' || verdict.kind === 'cc-by-sa')) return refused(`${verdict.licence}: the file names no author to credit`);
  const credit: ImageCredit = {
    author: cut(named || 'Unknown author', CREDIT_MAX.author),
    licence: cut(verdict.licence, CREDIT_MAX.licence),
    licenceUrl: verdict.licenceUrl,
    sourceName: COMMONS_SOURCE_NAME,
    sourceUrl: file.pageUrl,
    attributionRequired: verdict.attributionRequired,
  };
  return { status: 'offered', fileTitle: file.title, pageUrl: file.pageUrl, imageUrl: file.imageUrl, width: file.width, height: file.height, credit };
}
