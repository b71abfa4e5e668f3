import { formatDateTime } from '../../../domain/dates.ts';

/**
 * Times as the editor enters and reads them: in the browser's own time zone (the editor's), sent
 * to the API as ISO 8601 with that zone's offset, which stores UTC.
 */

/** The editor's zone name, e.g. 'Europe/Berlin'. */
export function editorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '+01:00' for a zone one hour east of UTC at `date`. */
export function offsetText(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** 'Europe/Berlin (UTC+01:00)': the zone and its offset at `date` (now by default; summer time moves it). */
export function zoneLabel(date = new Date()): string {
  return `${editorZone()} (UTC${offsetText(date)})`;
}

/** A datetime-local input's value ('2026-12-01T09:00') for a stored UTC time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local time as ISO 8601 with the zone's offset ('2026-12-01T09:00:00+01:00'); undefined when empty or malformed. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  // A date-time without an offset is read in the browser's zone (a time skipped by summer time moves forward).
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${toLocalInput(date.toISOString())}:${pad(date.getSeconds())}${offsetText(date)}`;
}

/** A stored UTC time as the editor reads it, with the zone's offset at that moment. */
export function formatInZone(iso: string): string {
  return `${formatDateTime(iso)} (UTC${offsetText(new Date(iso))})`;
}
