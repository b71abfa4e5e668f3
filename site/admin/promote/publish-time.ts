/**
 * Step 4's 'Schedule' time: the editor picks a wall-clock time in their own time zone (a
 * datetime-local field), and the server gets ISO 8601 with that zone's offset, which it requires.
 */

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** The editor's time zone as the browser knows it ('Europe/London'). */
export function editorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A date as a datetime-local value in the browser's zone ('2026-12-01T09:00'). */
function localInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value read in the browser's zone, as ISO with its offset
 * ('2026-12-01T09:00:00+01:00'); undefined when empty or not a time. A time that does not exist
 * locally (skipped by a clock change) is moved as the browser moves it, and the offset is that
 * of the moved time, so the ISO names the instant the editor will see.
 */
export function localInputToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  if (Number.isNaN(date.getTime())) return undefined;
  const offset = -date.getTimezoneOffset();
  return `${localInputOf(date)}:00${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO time (as saved in the wizard's state) back as a datetime-local value in the browser's zone. */
export function isoToLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localInputOf(date);
}

/** How a scheduled time reads back to the editor: '1 Dec 2026, 09:00 GMT'. */
export function formatInZone(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZoneName: 'short' });
}
