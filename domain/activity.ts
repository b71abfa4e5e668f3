import { z } from 'zod';

/**
 * The activity log's vocabulary: every admin action that is recorded, the entity types it touches,
 * and the list screen's filters. AI runs come from the AI run ledger and read as `ai.run`.
 * The service that performs an action records it (recordActivity in api/services/activity.ts),
 * never a route; tests/activity-coverage.test.ts fails for an admin write that records nothing.
 */
export const ACTIVITY_ACTIONS = [
  'submission.approved',
  'submission.rejected',
  'submission.edited',
  'submission.generated',
  'submission.portrait_accepted',
  'expert.created',
  'expert.edited',
  'expert.deleted',
  'expert.featured',
  'expert.unfeatured',
  'expert.reordered',
  'expert.reviewed',
  'article.created',
  'article.edited',
  'article.published',
  'article.deleted',
  'article.featured',
  'article.unfeatured',
  'article.reordered',
  'user.role_changed',
  'user.deleted',
  'user.second_factor_added',
  'user.second_factor_removed',
  'user.recovery_code_used',
  'user.recovery_codes_renewed',
  'user.password_changed',
  /** A new password from an e-mailed link (no session: the link proves the person); every session ends. */
  'user.password_reset',
  'user.session_ended',
  'user.sessions_ended',
  'user.invited',
  'user.invitation_revoked',
  'user.invitation_accepted',
  'user.deactivated',
  'user.reactivated',
  'user.ai_budget_changed',
  'ai.role_budget_changed',
  'expert.review_requested',
  'expert.returned',
  'article.review_requested',
  'article.returned',
  'image.stored',
  'image.uploaded',
  'image.generated',
  'image.edited',
  'image.deleted',
  'image.cleanup',
  'library.project_created',
  'library.content_saved',
  'library.content_deleted',
  'library.image_saved',
  'library.image_deleted',
  'library.image_attached',
  'library.image_detached',
  'library.content_restored',
  'library.image_restored',
  'site.rebuild_requested',
  'image.credited',
  'import.run',
  'ai.run',
  'ai.models_refreshed',
  'expert.scheduled',
  'expert.rescheduled',
  'expert.schedule_cancelled',
  'expert.published',
  'article.scheduled',
  'article.rescheduled',
  'article.schedule_cancelled',
  'article.unpublished',
  'expert.restored',
  'article.restored',
  'preview.created',
  'preview.revoked',
  'correction.accepted',
  'correction.rejected',
  'expert.death-acknowledged',
  'links.checked',
  // Claiming a profile (issue 36 §1): filed (waiting), verified at once by ORCID, decided by an
  // editor; an owner removed; an ORCID iD linked to an account.
  'claim.filed',
  'claim.verified',
  'claim.approved',
  'claim.rejected',
  'expert.owner_removed',
  'user.orcid_linked',
  // The owner's own page (issue 36 §2): the profile confirmed current.
  'expert.confirmed',
  'expert.reminders_off',
  'proposal.filed',
  'proposal.accepted',
  'proposal.rejected',
  'correction.asked_by_owner',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ENTITY_TYPES = [
  'submission',
  'expert',
  'article',
  'user',
  'invitation',
  'ai_budget',
  'image',
  'library_project',
  'library_content',
  'library_image',
  'site',
  'import',
  'ai_run',
  'ai_catalogue',
  'correction',
  'claim',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/** The action that AI runs from the ledger are listed under. */
export const AI_RUN_ACTION = 'ai.run' satisfies ActivityAction;

export const ACTIVITY_PAGE_SIZE = 50;
/** The dashboard's "latest activity" panel. */
export const ACTIVITY_LATEST = 10;
/** Longest text kept for one field in a before/after summary: the log shows what changed, not whole articles. */
export const ACTIVITY_VALUE_MAX = 200;

export interface ActivityEntry {
  /** `log-12` or `ai-3`: entries come from two tables. */
  key: string;
  at: string;
  actorUserId: number | null;
  actorEmail: string | null;
  /** The actor's role when they acted; for AI runs, their role now. */
  actorRole: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = z
  .string()
  .regex(DAY, { error: 'must be a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'must be a real date' })
  .optional();

/** GET /api/admin/activity: filters (all optional) and the page. Dates are whole UTC days, both ends included. */
export const activityQuerySchema = z
  .object({
    action: z.enum(ACTIVITY_ACTIONS, { error: 'is not a known action' }).optional(),
    actorUserId: z.coerce.number({ error: 'must be a user id' }).int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Entries by this person or about their account (role changes, deactivation, budget, sessions) or the invitation they accepted. */
    personId: z.coerce.number({ error: 'must be a user id' }).int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    entityType: z.enum(ACTIVITY_ENTITY_TYPES, { error: 'is not a known entity type' }).optional(),
    from: dayField,
    to: dayField,
    page: z.coerce.number({ error: 'must be a page number' }).int().positive().max(1_000_000).default(1),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: 'The start date must be before the end date' });

export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** One field that differs: its value before and after, each shortened (see ACTIVITY_VALUE_MAX). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields of `after` whose values differ from `before`'s, compared as JSON (so dates compare
 * by their instant and lists by their entries). A field `after` leaves undefined is not a change
 * (it keeps what is stored), nor is `updatedAt`. The one rule for 'what changed': the activity
 * log's before/after and the import's per-row differences.
 */
export function fieldChanges(before: object, after: object): FieldChange[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b)
    .filter((field) => field !== 'updatedAt' && b[field] !== undefined && JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: shorten(a[field]), after: shorten(b[field]) }));
}

/** The fields whose values differ, each side shortened, so an entry says what changed in a few lines. */
export function changedFields(before: object, after: object): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const change of fieldChanges(before, after)) {
    changed.before[change.field] = change.before;
    changed.after[change.field] = change.after;
  }
  return changed;
}

function shorten(value: unknown): unknown {
  if (typeof value === 'string' && value.length > ACTIVITY_VALUE_MAX) return `${value.slice(0, ACTIVITY_VALUE_MAX)}…`;
  if (Array.isArray(value) && JSON.stringify(value).length > ACTIVITY_VALUE_MAX) return `${value.length} entries`;
  return value;
}
