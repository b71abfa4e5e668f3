import { z } from 'zod';
import { ARTICLE_STATUSES } from './entities.ts';
import { LIMITS } from './limits.ts';
import type { FieldChange } from './activity.ts';
import type { LineChange } from './versions.ts';
import type { PossibleDuplicate } from './duplicates.ts';
import { provenanceFields } from './provenance.ts';
import { cleanName } from './schemas/clean-string.ts';
import { queryFlag } from './schemas/params.ts';
import { RESERVED_ARTICLE_SLUGS, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from './slugs.ts';

/**
 * Export and import of the directory: the file formats, their limits and messages. JSON is one
 * document with both lists; CSV is one file per list (experts or articles), one row per item.
 * In a CSV cell a list (categories, links, books, highlights, videos, tags) is one entry per line;
 * inside an entry a backslash is written `\\` and a line break `\n`, so any entry survives. A
 * cell a spreadsheet would run as a formula is written with a leading quote (see neutraliseCsvCell).
 */

export const EXCHANGE_FORMATS = ['json', 'csv'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];
export const EXCHANGE_TYPES = ['experts', 'articles'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];
export const EXCHANGE_VERSION = 1;

export const IMPORT_LIMITS = {
  /** Rows per file (experts and articles together for JSON): far above the directory's size, well below what one batch should carry. */
  maxRows: 5_000,
  /** Bytes of one uploaded file. */
  maxBytes: 20 * 1024 * 1024,
  /** A changed text's word diff: at most this many words and marks added or removed (beyond it, a rewrite: the values are shown instead). */
  diffMaxEdits: 100,
  /** Unchanged words shown on each side of a change; the rest of a long unchanged stretch is '…'. */
  diffContextWords: 8,
  /** Row numbers a message names before '… and N more'. */
  namedRows: 10,
} as const;

/**
 * Columns of each CSV file, in the order the export writes them. An import needs exactly these,
 * no unknown ones, except the optional ones (CSV_OPTIONAL_COLUMNS), which files exported before
 * they existed lack. A dotted name is a field of an object ('identifiers.orcid').
 */
export const CSV_COLUMNS = {
  experts: [
    'slug',
    'name',
    'title',
    'categories',
    'longevityContribution',
    'biography',
    'imageUrl',
    'customGptUrl',
    'youtubeEmbeds',
    'books',
    'scienceHighlights',
    'referenceLinks',
    'featured',
    'featuredOrder',
    'createdAt',
    'sources',
    'identifiers.wikidata',
    'identifiers.orcid',
    'identifiers.openalex',
    'disclosures',
    'contextNotes',
    'aiAssisted',
    'lastReviewedAt',
  ],
  articles: [
    'slug',
    'title',
    'content',
    'excerpt',
    'metaTitle',
    'metaDescription',
    'featuredImageUrl',
    'contentType',
    'expertSlug',
    'seoTags',
    'status',
    'featured',
    'featuredOrder',
    'aiGenerated',
    'publishedAt',
    'createdAt',
  ],
} as const satisfies Record<ExchangeType, readonly string[]>;

/** The provenance columns: a file without them imports, and leaves the provenance of updated experts as it is. */
export const CSV_OPTIONAL_COLUMNS: ReadonlySet<string> = new Set([
  'sources',
  'identifiers.wikidata',
  'identifiers.orcid',
  'identifiers.openalex',
  'disclosures',
  'contextNotes',
  'aiAssisted',
  'lastReviewedAt',
]);

/** The columns an import of `type` cannot do without. */
export function csvRequiredColumns(type: ExchangeType): string[] {
  return CSV_COLUMNS[type].filter((column) => !CSV_OPTIONAL_COLUMNS.has(column));
}

/** Columns holding lists (joined one entry per line), booleans and numbers; the rest is text, blank meaning none. */
export const CSV_LIST_COLUMNS: ReadonlySet<string> = new Set(['categories', 'youtubeEmbeds', 'books', 'scienceHighlights', 'referenceLinks', 'seoTags']);
/** Lists of objects: one entry per line, each entry the object as JSON. */
export const CSV_JSON_LIST_COLUMNS: ReadonlySet<string> = new Set(['sources', 'disclosures', 'contextNotes']);
export const CSV_BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(['featured', 'aiGenerated', 'aiAssisted']);
export const CSV_NUMBER_COLUMNS: ReadonlySet<string> = new Set(['featuredOrder']);

export function joinListCell(entries: readonly string[]): string {
  return entries.map((entry) => entry.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n')).join('\n');
}

export function splitListCell(cell: string): string[] {
  if (cell.trim() === '') return [];
  return cell.split(/\r?\n/).map((entry) => entry.replace(/\\(\\|n)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : '\\')));
}

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or
 * a carriage return as a formula, so such a cell is written with a single quote in front, which
 * spreadsheets show as text. A cell that really starts with a quote gets one too, so the import
 * removes exactly one leading quote from every cell and each value comes back as it was.
 */
const NEEDS_QUOTE = /^[=+\-@\t\r']/;
const QUOTE = "'";

export function neutraliseCsvCell(cell: string): string {
  return NEEDS_QUOTE.test(cell) ? `${QUOTE}${cell}` : cell;
}

export function restoreCsvCell(cell: string): string {
  return cell.startsWith(QUOTE) ? cell.slice(QUOTE.length) : cell;
}

export const EXCHANGE_MESSAGES = {
  notUtf8: 'The file is not valid UTF-8 text. Save it as UTF-8 and try again.',
  tooLarge: `The file is too large: at most ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB can be imported at once`,
  tooManyRows: `The file has too many rows: at most ${IMPORT_LIMITS.maxRows} can be imported at once`,
  empty: 'The file has no rows to import',
  badJson: 'The file is not valid JSON',
  badJsonShape: 'The JSON file must be an object with "experts" and/or "articles" lists, as the export writes it',
  /** A list holding something else than objects: which rows. */
  badJsonRows: (type: ExchangeType, rows: readonly number[]) =>
    `In the JSON file, ${type} ${rowNumbers(rows)} ${rows.length === 1 ? 'is not an object' : 'are not objects'}: each row must be an object, as the export writes it`,
  csvNeedsType: 'Say whether the CSV file holds experts or articles',
  hasErrors: (rows: ReadonlyArray<RowRef>) =>
    `${rows.length} ${rows.length === 1 ? 'row has an error' : 'rows have errors'} (${namedRows(rows)}): nothing was imported. Fix the file and try again.`,
  imported: (created: number, updated: number, unchanged = 0) => `Import complete: ${created} new, ${updated} updated${unchangedPart(unchanged)}`,
  ready: (created: number, updated: number, unchanged = 0) =>
    `Ready to import: ${created} new, ${updated} updated${unchangedPart(unchanged)}. Nothing has been written yet.`,
} as const;

/** A row of the file: its list and its 1-based number there. */
export interface RowRef {
  type: ExchangeType;
  row: number;
}

/** 'row 3', 'rows 2 and 5', 'rows 1, 2, … 10 and 4 more': how a message names rows of one list. */
export function rowNumbers(rows: readonly number[]): string {
  const shown = rows.slice(0, IMPORT_LIMITS.namedRows);
  const more = rows.length - shown.length;
  const last = more > 0 ? `${more} more` : String(shown.pop());
  return `${rows.length === 1 ? 'row' : 'rows'} ${shown.length > 0 ? `${shown.join(', ')} and ${last}` : last}`;
}

/** Rows of both lists: 'experts rows 2 and 5; articles row 3'. */
export function namedRows(rows: ReadonlyArray<RowRef>): string {
  return EXCHANGE_TYPES.flatMap((type) => {
    const numbers = rows.filter((row) => row.type === type).map((row) => row.row);
    return numbers.length > 0 ? [`${type} ${rowNumbers(numbers)}`] : [];
  }).join('; ');
}

function unchangedPart(unchanged: number): string {
  return unchanged ? `, ${unchanged} unchanged` : '';
}

export function badCsvMessage(detail: string): string {
  return `The CSV file could not be read: ${detail}`;
}

export function wrongColumnsMessage(type: ExchangeType, missing: readonly string[], unknown: readonly string[]): string {
  const parts = [];
  if (missing.length) parts.push(`missing ${missing.join(', ')}`);
  if (unknown.length) parts.push(`unknown ${unknown.join(', ')}`);
  return `The columns do not match a ${type} export (${parts.join('; ')}). Expected: ${CSV_COLUMNS[type].join(', ')}`;
}

export function duplicateSlugMessage(type: ExchangeType, slug: string, rows: readonly number[]): string {
  return `The slug "${slug}" appears more than once among the ${type} (rows ${rows.join(', ')}): each ${type === 'experts' ? 'expert' : 'article'} must appear once`;
}

/** Query of POST /api/admin/import and GET /api/admin/export. */
export const importQuerySchema = z.object({
  format: z.enum(EXCHANGE_FORMATS, { error: 'must be json or csv' }),
  type: z.enum(EXCHANGE_TYPES, { error: 'must be experts or articles' }).optional(),
  dryRun: queryFlag(true),
});
export type ImportQuery = z.output<typeof importQuerySchema>;

export const exportQuerySchema = z
  .object({
    format: z.enum(EXCHANGE_FORMATS, { error: 'must be json or csv' }),
    type: z.enum(EXCHANGE_TYPES, { error: 'must be experts or articles' }).optional(),
  })
  .refine((value) => value.format === 'json' || value.type, { error: EXCHANGE_MESSAGES.csvNeedsType });
export type ExportQuery = z.output<typeof exportQuerySchema>;

const slugField = (reserved: ReadonlySet<string>) =>
  cleanName({ error: 'is required' })
    .trim()
    .max(SLUG_MAX_LENGTH, { error: `must be at most ${SLUG_MAX_LENGTH} characters long` })
    .regex(SLUG_PATTERN, { error: 'must contain only lowercase letters, numbers and hyphens' })
    .refine((slug) => !reserved.has(slug), { error: 'is reserved for a page of the site' });

const featuredOrderField = z
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .positive()
  .max(1_000_000)
  .nullish()
  .transform((v) => v ?? null);
const dateField = z.iso
  .datetime({ error: 'must be an ISO date and time' })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));
/**
 * An optional time (a scheduled publication, a review date): absent leaves an existing row's as it
 * is, null (or blank) clears it.
 */
const optionalDateField = z.iso
  .datetime({ offset: true, error: 'must be an ISO date and time' })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value ? new Date(value) : null));

/**
 * What an expert row carries besides the profile (which the editor's schema checks), provenance
 * included: each provenance field absent from the file is left as stored.
 */
export const expertImportExtras = z.object({
  slug: slugField(RESERVED_SLUGS),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
  featuredOrder: featuredOrderField,
  createdAt: dateField,
  published: z.boolean({ error: 'must be true or false' }).optional(),
  publishAt: optionalDateField,
  sources: provenanceFields.sources.optional(),
  identifiers: provenanceFields.identifiers.optional(),
  disclosures: provenanceFields.disclosures.optional(),
  contextNotes: provenanceFields.contextNotes.optional(),
  aiAssisted: z.boolean({ error: 'must be true or false' }).optional(),
  lastReviewedAt: optionalDateField,
});

/**
 * What an article row carries besides the editable fields. Title, content and the other text
 * the editor edits are checked (and cleaned) by the editor's own schema, never here.
 */
export const articleImportExtras = z
  .object({
    slug: slugField(RESERVED_ARTICLE_SLUGS),
    status: z.enum(ARTICLE_STATUSES, { error: `must be one of ${ARTICLE_STATUSES.join(', ')}` }).default('draft'),
    expertSlug: cleanName()
      .trim()
      .nullish()
      .transform((value) => value || null),
    featured: z.boolean({ error: 'must be true or false' }).default(false),
    featuredOrder: featuredOrderField,
    aiGenerated: z.boolean({ error: 'must be true or false' }).default(false),
    publishedAt: dateField,
    createdAt: dateField,
    publishAt: optionalDateField,
    unpublishAt: optionalDateField,
  })
  .refine((value) => !value.featured || value.status === 'published', { error: 'only a published article can be featured', path: ['featured'] });

export const FEATURED_LIMITS = { experts: LIMITS.featuredExperts, articles: LIMITS.featuredArticles } as const satisfies Record<ExchangeType, number>;

/** `rows`: the file's rows that feature one, named so the editor knows where to look. */
export function tooManyFeaturedMessage(type: ExchangeType, count: number, rows: readonly number[]): string {
  const where = rows.length > 0 ? `. The file features ${type} in ${rowNumbers(rows)}` : '';
  return `The import would feature ${count} ${type}; at most ${FEATURED_LIMITS[type]} can be featured${where}`;
}

/**
 * A field an update would change. Both values are shortened (as in the activity log); a changed
 * text also carries `words`: its word diff, the words kept (cut to those around each change),
 * removed and added, in order, so a change deep inside a long text shows.
 */
export type ImportChange = FieldChange & { words?: LineChange[] };

/** One row of a dry run (or of a confirmed import). */
export interface ImportRowResult {
  type: ExchangeType;
  /** 1-based: the data row of a CSV (header excluded) or the index in a JSON list. */
  row: number;
  slug: string | null;
  /** 'unchanged': the row is exactly what is stored; a confirmed import leaves it alone (no version, no rebuild). */
  result: ImportRowResultKind;
  message?: string;
  /** On an 'update' row: each field the import would change, with the stored value and the file's. */
  changes?: ImportChange[];
  /** A new expert who may already be in the directory or waiting for review (domain/duplicates.ts). */
  possibleDuplicates?: PossibleDuplicate[];
}

export const IMPORT_ROW_RESULTS = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportRowResultKind = (typeof IMPORT_ROW_RESULTS)[number];

export interface ImportReport {
  dryRun: boolean;
  message: string;
  counts: Record<ImportRowResultKind, number>;
  rows: ImportRowResult[];
}

/** The import screen's words for a dry run: each result's label, and how a change is shown. */
export const IMPORT_TEXTS = {
  resultLabels: { new: 'New', update: 'Update', unchanged: 'Unchanged', error: 'Error' } satisfies Record<ImportRowResultKind, string>,
  /** A changed value longer than this is cut to it, the whole value one click away. */
  valuePreview: 60,
  empty: '(empty)',
  /** Said before a word diff's removed and added words (struck through and underlined on the screen). */
  removed: 'removed:',
  added: 'added:',
} as const;
