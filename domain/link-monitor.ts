import { z } from 'zod';
import { parseReferenceLinks } from './links.ts';
import type { ContextNote, Disclosure, ExpertSource } from './provenance.ts';
import { queryFlag } from './schemas/params.ts';

/**
 * The link monitor's vocabulary: what a check of a URL concluded, the limits it runs under, and
 * what the editors' 'Needs attention' list holds. Nothing here changes a public page: the monitor
 * only reports.
 */

/**
 * ok: answered 2xx (perhaps after a redirect within its own site).
 * moved: answered 2xx at another address (another host, or another path reached through a
 *   permanent redirect): the link works, but should probably be updated.
 * broken: answered 4xx or 5xx, no answer in time, no such host, or redirects without end.
 * unverifiable: the site refuses automated checks (401, 403, 429): a reader may well get the page.
 * private: the address is private, local or reserved: never contacted (and no reader reaches it).
 */
export const LINK_STATUSES = ['ok', 'moved', 'broken', 'unverifiable', 'private'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** The statuses the editors are asked to look at. */
export const ATTENTION_LINK_STATUSES: readonly LinkStatus[] = ['broken', 'moved', 'private'];

export const LINK_MONITOR = {
  /** Requests in flight at once, over all hosts. */
  concurrency: 8,
  /** Requests in flight at once to one host (a redirect's next hop counts for its own host). */
  perHost: 2,
  /** How long one request may take. */
  requestTimeoutMs: 10_000,
  /** Redirects followed before a link counts as looping. */
  maxRedirects: 5,
  /** A link checked more recently than this is not checked again by a scheduled run. */
  recheckAfterMs: 20 * 60 * 60 * 1000,
  /** How often the Node server runs the monitor. */
  intervalMs: 24 * 60 * 60 * 1000,
  /** Wikidata items asked for in one request (the API's own limit is 50). */
  wikidataBatch: 50,
  /** A profile not reviewed for this many months needs attention. */
  reviewStaleMonths: 12,
  /** Entries per list of the 'Needs attention' answer. */
  listLimit: 500,
} as const;

const PERMANENT_REDIRECTS = new Set([301, 308]);
const REFUSES_ROBOTS = new Set([401, 403, 429]);

export interface CheckedHop {
  url: string;
  status: number;
}

function sameHost(a: URL, b: URL): boolean {
  const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
  return host(a) === host(b);
}

/** Same page: host (without www.), path without a trailing slash, query. The scheme may change (http to https). */
function samePage(a: URL, b: URL): boolean {
  const path = (url: URL) => url.pathname.replace(/\/+$/, '');
  return sameHost(a, b) && path(a) === path(b) && a.search === b.search;
}

/**
 * What a chain of answers means: `hops` are the answers in order, the last one final (not a
 * redirect). A temporary redirect within the site (a login or language page) is still 'ok'.
 */
export function linkVerdict(start: string, hops: readonly CheckedHop[]): { status: LinkStatus; httpStatus: number | null; finalUrl: string | null } {
  const last = hops.at(-1);
  if (!last) return { status: 'broken', httpStatus: null, finalUrl: null };
  if (REFUSES_ROBOTS.has(last.status)) return { status: 'unverifiable', httpStatus: last.status, finalUrl: null };
  if (last.status < 200 || last.status >= 300) return { status: 'broken', httpStatus: last.status, finalUrl: null };
  const from = new URL(start);
  const to = new URL(last.url);
  if (samePage(from, to)) return { status: 'ok', httpStatus: last.status, finalUrl: null };
  const permanent = hops.slice(0, -1).some((hop) => PERMANENT_REDIRECTS.has(hop.status));
  const moved = !sameHost(from, to) || permanent;
  return { status: moved ? 'moved' : 'ok', httpStatus: last.status, finalUrl: moved ? last.url : null };
}

/** Where an expert shows a URL. */
export type LinkPlace = 'referenceLinks' | 'sources' | 'disclosures' | 'contextNotes';

/** Every URL an expert's page shows, with the places it shows it. */
export function urlsOfExpert(expert: {
  referenceLinks: readonly string[];
  sources: readonly Pick<ExpertSource, 'url'>[];
  disclosures: readonly Pick<Disclosure, 'sourceUrl'>[];
  contextNotes: readonly Pick<ContextNote, 'sourceUrl'>[];
}): Map<string, LinkPlace[]> {
  const places = new Map<string, LinkPlace[]>();
  const add = (url: string, place: LinkPlace) => {
    const list = places.get(url) ?? [];
    if (!list.includes(place)) list.push(place);
    places.set(url, list);
  };
  for (const link of parseReferenceLinks(expert.referenceLinks)) add(link.url, 'referenceLinks');
  for (const source of expert.sources) add(source.url, 'sources');
  for (const disclosure of expert.disclosures) add(disclosure.sourceUrl, 'disclosures');
  for (const note of expert.contextNotes) add(note.sourceUrl, 'contextNotes');
  return places;
}

/** A date of death as Wikidata's time value gives it ('+2024-08-01T00:00:00Z', precision 11 = day, 10 = month, 9 = year). */
export function wikidataDate(time: string, precision: number): string | null {
  const match = /^[+-](\d{4,})-(\d{2})-(\d{2})T/.exec(time);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  if (precision >= 11) return `${year}-${month}-${day}`;
  if (precision === 10) return `${year}-${month}`;
  return year;
}

export interface AttentionExpert {
  id: number;
  name: string;
  slug: string;
}

export interface AttentionLink {
  url: string;
  status: LinkStatus;
  httpStatus: number | null;
  finalUrl: string | null;
  reason: string | null;
  checkedAt: string;
  failingSince: string | null;
  /** The experts who show it, and where. */
  experts: Array<AttentionExpert & { places: LinkPlace[] }>;
}

export interface StaleReview extends AttentionExpert {
  /** null: never reviewed. */
  lastReviewedAt: string | null;
}

export interface ReportedDeath extends AttentionExpert {
  wikidataId: string;
  dateOfDeath: string;
  checkedAt: string;
}

/** GET /api/admin/needs-attention. Lists are capped at LINK_MONITOR.listLimit; the totals count them all. */
export interface NeedsAttention {
  links: AttentionLink[];
  staleReviews: StaleReview[];
  deaths: ReportedDeath[];
  totals: { links: number; staleReviews: number; deaths: number };
  /** When the monitor last checked a link, or null when it never ran. */
  lastCheckedAt: string | null;
}

/** What one run of the monitor did. */
export interface LinkCheckRun {
  checked: number;
  /** Links still due after this run (a batch on Cloudflare leaves some for the next call). */
  remaining: number;
  byStatus: Record<LinkStatus, number>;
  /** Experts whose Wikidata item was read. */
  wikidataChecked: number;
  wikidataError: string | null;
}

export const LINK_MONITOR_MESSAGES = {
  checkStarted: 'Link check started',
  privateAddress: 'points to a private or local network address, so it was not contacted',
  timedOut: 'did not answer in time',
  tooManyRedirects: 'redirects too many times (a redirect loop)',
  badRedirect: 'answered with a redirect to an invalid address',
  unreachable: 'could not be reached',
  deathAcknowledged: 'Noted: the profile was checked against the reported date of death',
  noReportedDeath: 'Wikidata records no date of death for this expert',
} as const;

/** POST /api/admin/link-checks: ?wait=true answers with the run's counts instead of 202 at once. */
export const linkCheckQuery = z.object({ wait: queryFlag() });
