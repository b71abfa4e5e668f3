/** Conversions shared by the query modules. */

/**
 * ISO text of a stored time, or '' when the stored value is unreadable (a row written by hand or by
 * older code): the screens show '' as 'Unknown', so one odd row never fails a whole list.
 */
export function iso(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function isoOrNull(date: Date | null): string | null {
  return date ? iso(date) : null;
}
