import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slugs.ts';

/**
 * Who reads a profile (issue 36 §2): the profile's views, and its appearances in directory
 * searches, per day, counted from the pages' beacons without cookies and without storing anyone's
 * address or browser. What a server can tell is a robot is not counted. No I/O.
 */

export const READS_LIMITS = {
  /** Profiles one beacon may name: a directory page's worth. */
  slugsPerBeacon: LIMITS.directoryPageSize,
  /** The owner's chart: the last 30 days, and the last 12 months. */
  days: 30,
  months: 12,
} as const;

export const READ_KINDS = ['view', 'search'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

/** POST /api/reads: a profile viewed, or the profiles a directory search showed. */
export const readsBeaconSchema = z.object({
  kind: z.enum(READ_KINDS, { error: 'must be view or search' }),
  slugs: z
    .array(z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'must be profile addresses' }), { error: 'must be a list of profile addresses' })
    .min(1, { error: 'must name a profile' })
    .max(READS_LIMITS.slugsPerBeacon, { error: `must name at most ${READS_LIMITS.slugsPerBeacon} profiles` }),
});

/**
 * User agents that announce a robot, a crawler, a link preview, a monitor or an automated browser.
 * Robots that pretend to be browsers are counted: a server cannot tell them apart without tracking
 * people, which this count does not do.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|python-requests|curl\/|wget|httpclient|monitor|uptime|scrapy|java\//i;

/** Whether a request should not count: a robot's user agent (or none), or a prefetch the reader may never see. */
export function isUncountedRead(headers: { userAgent: string | undefined; purpose: string | undefined }): boolean {
  if (!headers.userAgent || ROBOT.test(headers.userAgent)) return true;
  return /prefetch|prerender/i.test(headers.purpose ?? '');
}

export interface ReadsPoint {
  /** 'YYYY-MM-DD' for a day, 'YYYY-MM' for a month. */
  period: string;
  views: number;
  searchAppearances: number;
}

export interface ProfileReaders {
  days: ReadsPoint[];
  months: ReadsPoint[];
}

/** The last `count` UTC days up to `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The last `count` UTC months up to `now`'s, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
}
