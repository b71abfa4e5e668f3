import { z } from 'zod';
import { idSchema } from './schemas/params.ts';

/**
 * Versions of experts and articles: every save keeps the row's content fields (what a reader or
 * an editor can change, including publication state) with who saved it, when and why. Featuring
 * and list positions are not content and are not versioned. Restoring a version is a save like
 * any other, so it adds a version of its own.
 */

export const VERSIONED_ENTITY_TYPES = ['expert', 'article'] as const;
export type VersionedEntityType = (typeof VERSIONED_ENTITY_TYPES)[number];

/**
 * Why a version was kept. 'baseline' is the state a row had before its first versioned save (rows
 * written before versions existed, or by bulk scripts), recorded just before that save.
 */
export const VERSION_REASONS = ['create', 'edit', 'approve', 'import', 'correction', 'restore', 'schedule', 'review', 'baseline', 'claim', 'proposal'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

export const VERSION_LIMITS = {
  /** Newest versions kept per entity; older ones are dropped as new ones are written. */
  keepPerEntity: 50,
  /** Above this many line pairs a text's line diff is given as whole before and after instead. */
  lineDiffCells: 1_000_000,
} as const;

export interface VersionActor {
  id: number | null;
  email: string | null;
}

export interface VersionSummary {
  number: number;
  reason: VersionReason;
  /** ISO 8601, UTC. */
  at: string;
  /** Who saved it; null for the command line, the seed or the scheduler acting for nobody. */
  actor: VersionActor | null;
  /** The version number a restore brought back. */
  restoredFrom: number | null;
  /** Fields that differ from the previous kept version (every filled field for the oldest kept one). */
  changedFields: string[];
}

export interface Version extends VersionSummary {
  /** Every versioned field, as the API shows it (times as ISO strings). */
  data: Record<string, unknown>;
}

export interface VersionHistory {
  entityType: VersionedEntityType;
  entityId: number;
  /** Newest first. */
  versions: VersionSummary[];
}

export interface LineChange {
  op: 'same' | 'add' | 'remove';
  text: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Lists: the entries only in `after`, and only in `before`. */
  added?: unknown[];
  removed?: unknown[];
  /** Texts of more than one line: the lines kept, added and removed, in order. */
  lines?: LineChange[];
}

export interface VersionDiff {
  entityType: VersionedEntityType;
  entityId: number;
  from: number;
  /** A version number, or 'current': the entity as it is now. */
  to: number | 'current';
  changes: FieldChange[];
}

export const VERSION_MESSAGES = {
  notFound: 'Version not found',
  entityNotFound: 'Nothing with this id has versions',
  restoreGone: 'This item no longer exists, so a version of it cannot be restored',
  unchanged: 'This version matches the current one: nothing to restore',
  restored: (number: number) => `Version ${number} restored`,
  noLongerValid: (problem: string) => `This version no longer passes today's rules (${problem}); edit the current one instead`,
} as const;

const entityTypeField = z.enum(VERSIONED_ENTITY_TYPES, { error: 'must be expert or article' });

/** /api/admin/versions/{entityType}/{id} */
export const versionEntityParams = z.object({ entityType: entityTypeField, id: idSchema });
/** /api/admin/versions/{entityType}/{id}/{number} */
export const versionParams = versionEntityParams.extend({ number: idSchema });
/** GET …/diff?from=3&to=5 (to defaults to the current state). */
export const versionDiffQuery = z.object({
  from: idSchema,
  to: z.union([z.literal('current'), idSchema], { error: "must be a version number or 'current'" }).default('current'),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** The fields of `after` that differ from `before`; with no `before`, every filled field. */
export function changedFieldNames(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  if (!before) return Object.keys(after).filter((field) => !isBlank(after[field]));
  return fieldsOf(before, after).filter((field) => !same(before[field], after[field]));
}

/** Fields in the newer snapshot's order, then any only the older one has (a column since dropped). */
function fieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(after), ...Object.keys(before)])];
}

/** Field by field, what changed from `before` to `after`. */
export function diffSnapshots(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fieldsOf(before, after)) {
    const [a, b] = [before[field] ?? null, after[field] ?? null];
    if (same(a, b)) continue;
    const change: FieldChange = { field, before: a, after: b };
    if (Array.isArray(a) || Array.isArray(b)) {
      const [oldList, newList] = [Array.isArray(a) ? a : [], Array.isArray(b) ? b : []];
      change.added = newList.filter((entry) => !oldList.some((old) => same(old, entry)));
      change.removed = oldList.filter((entry) => !newList.some((next) => same(next, entry)));
    } else if (typeof a === 'string' && typeof b === 'string' && (a.includes('\n') || b.includes('\n'))) {
      change.lines = lineDiff(a, b);
    }
    changes.push(change);
  }
  return changes;
}

/**
 * The lines of `b` against those of `a`: a longest-common-subsequence diff of the part between
 * the shared first and last lines. Past VERSION_LIMITS.lineDiffCells, that part is shown as
 * removed then added, so a huge rewrite costs bounded time and memory.
 */
export function lineDiff(a: string, b: string): LineChange[] {
  const x = a.split('\n');
  const y = b.split('\n');
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const head = x.slice(0, start).map((text): LineChange => ({ op: 'same', text }));
  const tail = x.slice(endX).map((text): LineChange => ({ op: 'same', text }));
  const midX = x.slice(start, endX);
  const midY = y.slice(start, endY);
  return [...head, ...middleDiff(midX, midY), ...tail];
}

function middleDiff(x: string[], y: string[]): LineChange[] {
  const removeAll = x.map((text): LineChange => ({ op: 'remove', text }));
  const addAll = y.map((text): LineChange => ({ op: 'add', text }));
  if (x.length === 0 || y.length === 0 || (x.length + 1) * (y.length + 1) > VERSION_LIMITS.lineDiffCells) return [...removeAll, ...addAll];
  // lengths[i][j]: the longest common subsequence of x[i..] and y[j..], one flat array.
  const width = y.length + 1;
  const lengths = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lengths[i * width + j] = x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out.push({ op: 'same', text: x[i++]! });
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) out.push({ op: 'remove', text: x[i++]! });
    else out.push({ op: 'add', text: y[j++]! });
  }
  while (i < x.length) out.push({ op: 'remove', text: x[i++]! });
  while (j < y.length) out.push({ op: 'add', text: y[j++]! });
  return out;
}

/** How the History section names a version's reason. */
export const VERSION_REASON_LABELS: Record<VersionReason, string> = {
  create: 'Created',
  edit: 'Edited',
  approve: 'Approved',
  import: 'Imported',
  correction: 'Correction accepted',
  restore: 'Restored',
  schedule: 'Schedule',
  review: 'Reviewed',
  baseline: 'Before versions were kept',
  claim: 'Claim approved',
  proposal: 'Proposed by the expert',
};

/** Field names the History section spells out; any other camelCase name is split into words. */
export const VERSION_FIELD_LABELS: Record<string, string> = {
  longevityContribution: 'Longevity contribution',
  referenceLinks: 'Reference links',
  scienceHighlights: 'Science highlights',
  youtubeEmbeds: 'YouTube embeds',
  imageUrl: 'Profile image',
  customGptUrl: 'Custom GPT URL',
  slug: 'URL slug',
  metaTitle: 'Meta title (SEO)',
  metaDescription: 'Meta description (SEO)',
  featuredImageUrl: 'Featured image',
  contentType: 'Content type',
  expertId: 'Expert',
  seoTags: 'SEO tags',
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  publishedAt: 'Published date',
};
