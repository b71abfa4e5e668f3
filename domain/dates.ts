/** Dates as the specification shows them: en-US, year, short month, day, hour and minute. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const DATE_ONLY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDateTime(value: Date | string | number | null | undefined, fallback = 'Unknown'): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : fallback;
}

/** Day only, in UTC so that a page built on any server shows the same day. */
export function formatDate(value: Date | string | number | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? DATE_ONLY.format(date) : fallback;
}
