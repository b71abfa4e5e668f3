/**
 * Dates as the specification's constants table shows them: en-US, year, short month, day, hour
 * and minute ('Feb 10, 2026, 9:00 AM'). The one formatter for every screen.
 */
const OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** In the reader's own time zone (screens rendered in the browser). */
const LOCAL = new Intl.DateTimeFormat('en-US', OPTIONS);
/** Pages built on a server name the zone, so the same moment reads the same wherever they were built. */
const UTC = new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone: 'UTC', timeZoneName: 'short' });

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day without its hour ('Nov 25, 2026'), in UTC: review and retrieval dates are days, not moments. */
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function formatDay(value: Date | string | number | null | undefined, fallback = 'Unknown'): string {
  const date = toDate(value);
  return date ? DAY.format(date) : fallback;
}

export function formatDateTime(value: Date | string | number | null | undefined, fallback = 'Unknown', zone: 'local' | 'UTC' = 'local'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return (zone === 'UTC' ? UTC : LOCAL).format(date);
}

/** Older data stored the literal text 'now()' as a submission time: the spec shows it as 'Recently'. */
export function isNowLiteral(value: string): boolean {
  return value.trim().toLowerCase() === 'now()';
}

/** When a submission was sent, as every screen shows it. */
export function submittedLabel(submittedAt: string): string {
  return isNowLiteral(submittedAt) ? 'Recently' : formatDateTime(submittedAt, 'Unknown');
}
