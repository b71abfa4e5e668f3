import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import {
  badCsvMessage,
  CSV_BOOLEAN_COLUMNS,
  CSV_COLUMNS,
  CSV_JSON_LIST_COLUMNS,
  CSV_LIST_COLUMNS,
  CSV_NUMBER_COLUMNS,
  CSV_OPTIONAL_COLUMNS,
  EXCHANGE_MESSAGES,
  IMPORT_LIMITS,
  joinListCell,
  neutraliseCsvCell,
  restoreCsvCell,
  splitListCell,
  wrongColumnsMessage,
  type ExchangeType,
} from '../../domain/exchange.ts';
import { BadRequestError } from '../errors.ts';

/*
 * CSV through csv-parse and csv-stringify (their browser builds carry no Node built-ins, so the
 * API stays runnable on Cloudflare). Cells are text; the domain's conventions say how lists,
 * booleans, numbers and blanks are written.
 */

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return joinListCell(value.map((entry) => (typeof entry === 'object' && entry !== null ? JSON.stringify(entry) : String(entry))));
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** A record's value for a column; 'identifiers.orcid' reads a field of an object. */
function valueAt(record: object, column: string): unknown {
  return column
    .split('.')
    .reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), record);
}

/** One row per record, with the header line of the type's columns. */
export function toCsv(type: ExchangeType, records: ReadonlyArray<object>): string {
  const columns = CSV_COLUMNS[type];
  const rows = records.map((record) => columns.map((column) => neutraliseCsvCell(cellOf(valueAt(record, column)))));
  return stringify([[...columns], ...rows]);
}

/** An entry of a JSON list cell: the object, or the text when it is not JSON (for the schema to name). */
function jsonEntry(entry: string): unknown {
  try {
    return JSON.parse(entry) as unknown;
  } catch {
    return entry;
  }
}

/** A cell as the schemas expect it; a value that is not what its column holds is left as text, for the schema to name. */
function valueOf(column: string, cell: string): unknown {
  if (CSV_JSON_LIST_COLUMNS.has(column)) return splitListCell(cell).map(jsonEntry);
  if (CSV_LIST_COLUMNS.has(column)) return splitListCell(cell);
  if (cell.trim() === '') return CSV_BOOLEAN_COLUMNS.has(column) ? undefined : null;
  if (CSV_BOOLEAN_COLUMNS.has(column) && /^(true|false)$/i.test(cell.trim())) return cell.trim().toLowerCase() === 'true';
  if (CSV_NUMBER_COLUMNS.has(column) && /^\d+$/.test(cell.trim())) return Number(cell.trim());
  return cell;
}

/** The data rows as objects keyed by column; 400 when the text is not CSV or its header is not the type's columns. */
export function fromCsv(type: ExchangeType, text: string): Array<Record<string, unknown>> {
  let rows: string[][];
  try {
    // Stops reading one row past the limit, so a huge file is refused without parsing all of it.
    rows = parse(text, { skip_empty_lines: true, relax_column_count: false, to: IMPORT_LIMITS.maxRows + 2 });
  } catch (error) {
    throw new BadRequestError(badCsvMessage(error instanceof Error ? error.message : String(error)));
  }
  const [header, ...data] = rows;
  if (!header) throw new BadRequestError(EXCHANGE_MESSAGES.empty);
  const expected: readonly string[] = CSV_COLUMNS[type];
  const names = header.map((name) => name.trim());
  const missing = expected.filter((column) => !names.includes(column) && !CSV_OPTIONAL_COLUMNS.has(column));
  const unknown = names.filter((name) => !expected.includes(name));
  if (missing.length || unknown.length || new Set(names).size !== names.length) throw new BadRequestError(wrongColumnsMessage(type, missing, unknown));
  if (data.length > IMPORT_LIMITS.maxRows) throw new BadRequestError(EXCHANGE_MESSAGES.tooManyRows);
  return data.map((cells) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, index) => setAt(row, name, valueOf(name, restoreCsvCell(cells[index] ?? ''))));
    return row;
  });
}

/** Sets a row's value for a column; 'identifiers.orcid' sets a field of an object. */
function setAt(row: Record<string, unknown>, column: string, value: unknown): void {
  const [key = column, field] = column.split('.');
  if (field === undefined) {
    row[key] = value;
    return;
  }
  const object = (row[key] ??= {}) as Record<string, unknown>;
  object[field] = value;
}
