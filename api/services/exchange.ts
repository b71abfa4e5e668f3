import {
  applyImport,
  existingSlugs,
  featuredAfterImport,
  readDirectory,
  storedArticleRecords,
  storedExpertRecords,
  type ArticleRecord,
  type ExpertRecord,
} from '../../db/queries/exchange.ts';
import { fieldChanges } from '../../domain/activity.ts';
import { reviveLivePaths } from '../../db/queries/retired-paths.ts';
import {
  articleImportExtras,
  duplicateSlugMessage,
  EXCHANGE_MESSAGES,
  EXCHANGE_TYPES,
  EXCHANGE_VERSION,
  expertImportExtras,
  FEATURED_LIMITS,
  IMPORT_LIMITS,
  tooManyFeaturedMessage,
  type ExchangeType,
  type ImportChange,
  type ExportQuery,
  type ImportQuery,
  type ImportReport,
  type ImportRowResult,
} from '../../domain/exchange.ts';
import { NO_IDENTIFIERS } from '../../domain/provenance.ts';
import { articlePath, expertPath } from '../../domain/public-paths.ts';
import { articleCreateSchema } from '../../domain/schemas/article.ts';
import { expertProfileSchema } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import type { ZodType } from 'zod';
import { BadRequestError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';
import { describeIssues } from '../validate.ts';
import { loadDuplicateIndex, personOfExpert } from './duplicates.ts';
import { fromCsv, toCsv } from './exchange-csv.ts';
import { wordDiff } from './word-diff.ts';

/**
 * Export and import of experts and articles, shared by the admin API and the command-line scripts.
 * An import is checked whole first (a dry run answers per row: new, update by slug, or the error),
 * then written in one batch, all or nothing, followed by one rebuild request.
 */

type ExchangeDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

export interface ExportFile {
  body: string;
  contentType: string;
  filename: string;
}

export async function exportDirectory(deps: Pick<AppDeps, 'db' | 'now'>, query: ExportQuery): Promise<ExportFile> {
  const directory = await readDirectory(deps.db);
  const day = currentTime(deps).toISOString().slice(0, 10);
  if (query.format === 'csv' && query.type) {
    return { body: toCsv(query.type, directory[query.type]), contentType: 'text/csv; charset=utf-8', filename: `${query.type}-${day}.csv` };
  }
  const body = JSON.stringify({ version: EXCHANGE_VERSION, exportedAt: currentTime(deps).toISOString(), ...directory }, null, 2);
  return { body, contentType: 'application/json; charset=utf-8', filename: `directory-${day}.json` };
}

/** The file's text: UTF-8 only (a byte-order mark is allowed and dropped), else a clear 400. */
export function decodeImportFile(bytes: ArrayBuffer | Uint8Array): string {
  if (bytes.byteLength > IMPORT_LIMITS.maxBytes) throw new BadRequestError(EXCHANGE_MESSAGES.tooLarge);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BadRequestError(EXCHANGE_MESSAGES.notUtf8);
  }
}

type RawRows = Record<ExchangeType, Array<Record<string, unknown>>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJsonFile(text: string): RawRows {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new BadRequestError(EXCHANGE_MESSAGES.badJson);
  }
  if (!isPlainObject(document)) throw new BadRequestError(EXCHANGE_MESSAGES.badJsonShape);
  const list = (type: ExchangeType, value: unknown) => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new BadRequestError(EXCHANGE_MESSAGES.badJsonShape);
    const wrong = value.flatMap((entry: unknown, index) => (isPlainObject(entry) ? [] : [index + 1]));
    if (wrong.length > 0) throw new BadRequestError(EXCHANGE_MESSAGES.badJsonRows(type, wrong));
    return value as Array<Record<string, unknown>>;
  };
  const rows = { experts: list('experts', document.experts), articles: list('articles', document.articles) };
  if (rows.experts.length + rows.articles.length > IMPORT_LIMITS.maxRows) throw new BadRequestError(EXCHANGE_MESSAGES.tooManyRows);
  return rows;
}

function parseFile(text: string, query: Pick<ImportQuery, 'format' | 'type'>): RawRows {
  if (query.format === 'json') return parseJsonFile(text);
  if (!query.type) throw new BadRequestError(EXCHANGE_MESSAGES.csvNeedsType);
  const rows = fromCsv(query.type, text);
  return { experts: [], articles: [], [query.type]: rows };
}

function refuseDuplicateSlugs(type: ExchangeType, rows: ReadonlyArray<Record<string, unknown>>): void {
  const seen = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (typeof row.slug !== 'string') return;
    const slug = row.slug.trim();
    seen.set(slug, [...(seen.get(slug) ?? []), index + 1]);
  });
  for (const [slug, at] of seen) if (at.length > 1) throw new BadRequestError(duplicateSlugMessage(type, slug, at));
}

interface Plan {
  experts: ExpertRecord[];
  articles: ArticleRecord[];
  results: ImportRowResult[];
}

/** Each row through the two schemas: an error row for the first problem, else the record `build` makes. */
function checkRows<A, B, R>(
  type: ExchangeType,
  rows: RawRows[ExchangeType],
  plan: Plan,
  schemas: [ZodType<A>, ZodType<B>],
  build: (first: A, second: B) => R,
): Array<{ row: number; record: R }> {
  const valid: Array<{ row: number; record: R }> = [];
  rows.forEach((data, index) => {
    const first = schemas[0].safeParse(data);
    const second = schemas[1].safeParse(data);
    if (first.success && second.success) {
      valid.push({ row: index + 1, record: build(first.data, second.data) });
      return;
    }
    const slug = typeof data.slug === 'string' ? data.slug.trim() : null;
    plan.results.push({ type, row: index + 1, slug, result: 'error', message: describeIssues((first.error ?? second.error)!) });
  });
  return valid;
}

/** The changes, each changed text with its word diff (from the whole values: the changes' own are shortened). */
function withWords(changes: ImportChange[], stored: object, record: object): ImportChange[] {
  const [before, after] = [stored as Record<string, unknown>, record as Record<string, unknown>];
  return changes.map((change) => {
    const [old, next] = [before[change.field], after[change.field]];
    const words = typeof old === 'string' && typeof next === 'string' ? wordDiff(old, next) : undefined;
    return words ? { ...change, words } : change;
  });
}

/** What the import compares with the stored row: everything it writes (the creation time is kept on update). */
function written<R extends { createdAt: Date | null }>(record: R): Omit<R, 'createdAt'> {
  const { createdAt: _createdAt, ...rest } = record;
  return rest;
}

/**
 * Valid rows become new, update by slug (with the fields that change), unchanged (exactly what is
 * stored: not written at all), or an error `refuse` names; answers the records to write.
 */
async function classify<R extends { slug: string; createdAt: Date | null }>(
  deps: ExchangeDeps,
  type: ExchangeType,
  valid: ReadonlyArray<{ row: number; record: R }>,
  plan: Plan,
  refuse: (record: R) => string | undefined = () => undefined,
): Promise<R[]> {
  const slugs = valid.map(({ record }) => record.slug);
  const stored: Map<string, object> = type === 'experts' ? await storedExpertRecords(deps.db, slugs) : await storedArticleRecords(deps.db, slugs);
  const accepted: R[] = [];
  for (const { row, record } of valid) {
    const message = refuse(record);
    if (message) {
      plan.results.push({ type, row, slug: record.slug, result: 'error', message });
      continue;
    }
    const current = stored.get(record.slug);
    if (!current) {
      plan.results.push({ type, row, slug: record.slug, result: 'new' });
      accepted.push(record);
      continue;
    }
    const changes = fieldChanges(current, written(record));
    if (changes.length === 0) {
      plan.results.push({ type, row, slug: record.slug, result: 'unchanged' });
      continue;
    }
    plan.results.push({ type, row, slug: record.slug, result: 'update', changes: withWords(changes, current, record) });
    accepted.push(record);
  }
  return accepted;
}

async function planExperts(deps: ExchangeDeps, rows: RawRows['experts'], plan: Plan): Promise<void> {
  const valid = checkRows('experts', rows, plan, [expertProfileSchema, expertImportExtras], (profile, extras): ExpertRecord => ({
    ...profile,
    ...extras,
    featuredOrder: extras.featured ? extras.featuredOrder : null,
  }));
  plan.experts = await classify(deps, 'experts', valid, plan);
}

async function planArticles(deps: ExchangeDeps, rows: RawRows['articles'], plan: Plan): Promise<void> {
  // The editor's schema for the text (one text rule on every way in: control characters dropped, lengths checked).
  const valid = checkRows('articles', rows, plan, [articleImportExtras, articleCreateSchema], (extras, fields): ArticleRecord => ({
    ...extras,
    title: fields.title ?? '',
    content: fields.content ?? '',
    excerpt: fields.excerpt ?? null,
    metaTitle: fields.metaTitle ?? null,
    metaDescription: fields.metaDescription ?? null,
    featuredImageUrl: fields.featuredImageUrl ?? null,
    contentType: fields.contentType ?? 'research_insight',
    seoTags: fields.seoTags ?? [],
    featuredOrder: extras.featured ? extras.featuredOrder : null,
    // A published article always has its date; one the file leaves out is published now.
    publishedAt: extras.publishedAt ?? (extras.status === 'published' ? currentTime(deps) : null),
  }));
  const wanted = valid.flatMap(({ record }) => (record.expertSlug ? [record.expertSlug] : []));
  const knownExperts = new Set([...(await existingSlugs(deps.db, 'experts', wanted)), ...plan.experts.map((expert) => expert.slug)]);
  plan.articles = await classify(deps, 'articles', valid, plan, ({ expertSlug }) =>
    expertSlug && !knownExperts.has(expertSlug) ? `expertSlug: no expert has the slug "${expertSlug}"` : undefined,
  );
}

/** A new expert of the file who may already be listed, or waiting for review, under another slug. */
async function flagDuplicates(deps: ExchangeDeps, plan: Plan): Promise<void> {
  const fresh = plan.results.filter((row) => row.type === 'experts' && row.result === 'new');
  if (fresh.length === 0) return;
  const index = await loadDuplicateIndex(deps);
  const bySlug = new Map(plan.experts.map((expert) => [expert.slug, expert]));
  for (const row of fresh) {
    const record = row.slug === null ? undefined : bySlug.get(row.slug);
    if (!record) continue;
    const found = index.match(personOfExpert({ ...record, identifiers: record.identifiers ?? NO_IDENTIFIERS }));
    if (found.length > 0) row.possibleDuplicates = found;
  }
}

/** Refused whole when the import would feature more than the list holds, naming the file's rows that feature one. */
async function refuseTooManyFeatured(deps: ExchangeDeps, plan: Plan, raw: RawRows): Promise<void> {
  for (const type of EXCHANGE_TYPES) {
    const count = await featuredAfterImport(deps.db, type, plan[type]);
    if (count <= FEATURED_LIMITS[type]) continue;
    const rows = raw[type].flatMap((row, index) => (row.featured === true ? [index + 1] : []));
    throw new BadRequestError(tooManyFeaturedMessage(type, count, rows));
  }
}

/**
 * Checks the file and answers what each row would do; unless `dryRun`, then writes it. A file
 * with any row in error is refused whole on confirmation, so nothing is ever half imported.
 */
export async function importDirectory(deps: ExchangeDeps, input: { text: string; query: ImportQuery; actor: Actor }): Promise<ImportReport> {
  const raw = parseFile(input.text, input.query);
  if (raw.experts.length + raw.articles.length === 0) throw new BadRequestError(EXCHANGE_MESSAGES.empty);
  refuseDuplicateSlugs('experts', raw.experts);
  refuseDuplicateSlugs('articles', raw.articles);
  const plan: Plan = { experts: [], articles: [], results: [] };
  await planExperts(deps, raw.experts, plan);
  await planArticles(deps, raw.articles, plan);
  await refuseTooManyFeatured(deps, plan, raw);
  await flagDuplicates(deps, plan);

  // In file order: experts first (as planned), each list by row.
  plan.results.sort((a, b) => Number(a.type === 'articles') - Number(b.type === 'articles') || a.row - b.row);
  const counts: ImportReport['counts'] = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of plan.results) counts[row.result] += 1;
  const report = { dryRun: input.query.dryRun, counts, rows: plan.results };
  if (counts.error > 0) {
    const message = EXCHANGE_MESSAGES.hasErrors(plan.results.filter((row) => row.result === 'error'));
    if (!input.query.dryRun) throw new BadRequestError(message);
    return { ...report, message };
  }
  if (input.query.dryRun) return { ...report, message: EXCHANGE_MESSAGES.ready(counts.new, counts.update, counts.unchanged) };

  const message = EXCHANGE_MESSAGES.imported(counts.new, counts.update, counts.unchanged);
  // The rows, their live paths and the entry are one transaction: all of the file or nothing.
  await inTransaction(deps, async (deps) => {
    // Unchanged rows are not in the plan: they keep their versions and ask for no rebuild.
    if (plan.experts.length + plan.articles.length > 0) {
      await applyImport(deps.db, plan.experts, plan.articles, { reason: 'import', actor: input.actor, at: currentTime(deps) });
      const livePaths = [
        ...plan.experts.map((expert) => expertPath(expert.slug)),
        ...plan.articles.filter((article) => article.status === 'published').map((article) => articlePath(article.slug)),
      ];
      await reviveLivePaths(deps.db, livePaths);
      await deps.rebuild.request(`import: ${counts.new} new, ${counts.update} updated`);
    }
    // A dry run changes nothing and is not recorded; the command line's import has no actor.
    await recordActivity(deps, input.actor, { action: 'import.run', entityType: 'import', summary: message, after: counts });
  });
  return { ...report, message };
}
