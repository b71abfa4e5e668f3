import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CategoryKey } from '../domain/categories.ts';
import type { ClaimMethod, ClaimStatus, ProfileOwnershipVerification } from '../domain/claims.ts';
import type { ContentType } from '../domain/content-types.ts';
import type { CorrectionEntityType, CorrectionStatus } from '../domain/corrections.ts';
import type { ArticleStatus, Role, SubmissionStatus } from '../domain/entities.ts';
import type { DraftReviewEntityType, DraftReviewState } from '../domain/reviews.ts';
import type { ProposalField, ProposalStatus, ProposedChanges } from '../domain/expert-proposals.ts';
import type { LinkStatus } from '../domain/link-monitor.ts';
import type { ImageCredit } from '../domain/image-credit.ts';
import type { ContextNote, Disclosure, ExpertIdentifiers, ExpertSource } from '../domain/provenance.ts';
import type { PreviewEntityType } from '../domain/previews.ts';
import type { SecondFactorMethod } from '../domain/second-factor.ts';
import type { UndoKind } from '../domain/undo.ts';
import type { VersionedEntityType, VersionReason } from '../domain/versions.ts';

/**
 * Every entity of both specification documents. Columns are the snake_case twins of the spec's
 * field names; lists are JSON text; times are milliseconds since the epoch.
 */

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
const jsonList = <T = string>(name: string) =>
  text(name, { mode: 'json' })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);

export const experts = sqliteTable(
  'experts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    categories: jsonList<CategoryKey>('categories'),
    longevityContribution: text('longevity_contribution').notNull(),
    biography: text('biography').notNull().default(''),
    imageUrl: text('image_url'),
    customGptUrl: text('custom_gpt_url'),
    youtubeEmbeds: jsonList('youtube_embeds'),
    books: jsonList('books'),
    scienceHighlights: jsonList('science_highlights'),
    referenceLinks: jsonList('reference_links'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    featuredOrder: integer('featured_order'),
    /** Provenance (domain/provenance.ts): shown on the public profile. */
    sources: jsonList<ExpertSource>('sources'),
    identifiers: text('identifiers', { mode: 'json' })
      .$type<ExpertIdentifiers>()
      .notNull()
      .default(sql`'{"wikidata":null,"orcid":null,"openalex":null}'`),
    disclosures: jsonList<Disclosure>('disclosures'),
    contextNotes: jsonList<ContextNote>('context_notes'),
    aiAssisted: integer('ai_assisted', { mode: 'boolean' }).notNull().default(false),
    lastReviewedAt: integer('last_reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Scheduling (db/queries/visibility.ts is the one rule): an unpublished expert is not public;
     * with publishAt set, the scheduler publishes it then. publishScheduledBy is the user id of who
     * set it: no foreign key, because SQLite cannot add a column with ON DELETE SET NULL to an
     * existing table, and a plain reference would refuse deleting that user; ids are never reused
     * (AUTOINCREMENT), so a deleted user's id simply finds nobody.
     */
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
    publishScheduledBy: integer('publish_scheduled_by'),
    /** Who created the expert (a contributor edits only their own drafts); no foreign key, as publishScheduledBy. */
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('experts_slug_unique').on(t.slug),
    index('experts_featured_order_idx').on(t.featured, t.featuredOrder),
    index('experts_name_idx').on(t.name),
    index('experts_publish_at_idx').on(t.publishAt),
    // The directory's order (by name without case, then id): lists page through it without sorting.
    index('experts_name_nocase_idx').on(sql`${t.name} collate nocase`, t.id),
    // The content fingerprint and the duplicate index's stamp read change times from this index, not the table.
    index('experts_updated_idx').on(t.updatedAt),
    index('experts_created_by_idx').on(t.createdBy),
  ],
);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role').$type<Role>().notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** People (issue 35): the last time a session was started, and when an admin deactivated the account (null: active). */
    lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }),
    deactivatedAt: integer('deactivated_at', { mode: 'timestamp_ms' }),
    /** This person's monthly AI budget in USD, overriding their role's (ai_role_budgets); null: the role's. */
    aiMonthlyBudgetUsd: real('ai_monthly_budget_usd'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featuredImageUrl: text('featured_image_url'),
    contentType: text('content_type').$type<ContentType>().notNull().default('research_insight'),
    expertId: integer('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    seoTags: jsonList('seo_tags'),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    featuredOrder: integer('featured_order'),
    aiGenerated: integer('ai_generated', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    updatedAt: updatedAt(),
    /**
     * Scheduling: a draft is published at publishAt, a published article archived at unpublishAt;
     * each names the user id of who set it (no foreign key: see experts.publishScheduledBy).
     */
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
    publishScheduledBy: integer('publish_scheduled_by'),
    unpublishAt: integer('unpublish_at', { mode: 'timestamp_ms' }),
    unpublishScheduledBy: integer('unpublish_scheduled_by'),
    /** Who created the article (a contributor edits only their own drafts); no foreign key, as publishScheduledBy. */
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_status_published_idx').on(t.status, t.publishedAt),
    index('articles_featured_order_idx').on(t.featured, t.featuredOrder),
    // A profile's articles, newest first: without the status and date here SQLite walks every
    // published article by date instead (0.6 s at 100,000).
    index('articles_expert_idx').on(t.expertId, t.status, t.publishedAt),
    index('articles_updated_idx').on(t.updatedAt),
    index('articles_created_idx').on(t.createdAt),
    index('articles_publish_at_idx').on(t.publishAt),
    index('articles_unpublish_at_idx').on(t.unpublishAt),
    index('articles_created_by_idx').on(t.createdBy),
  ],
);

export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    categories: jsonList<CategoryKey>('categories'),
    longevityContribution: text('longevity_contribution').notNull(),
    biography: text('biography').notNull().default(''),
    referenceLinks: jsonList('reference_links'),
    books: jsonList('books'),
    scienceHighlights: jsonList('science_highlights'),
    imageUrl: text('image_url'),
    youtubeEmbeds: jsonList('youtube_embeds'),
    customGptUrl: text('custom_gpt_url'),
    status: text('status').$type<SubmissionStatus>().notNull().default('pending'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewNotes: text('review_notes'),
    submitterName: text('submitter_name').notNull(),
    submitterEmail: text('submitter_email').notNull(),
    submitterReason: text('submitter_reason'),
    submitterUserId: integer('submitter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    expertId: integer('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    /** Written by the AI generator: it carries its sources in researchData and goes through the normal review. */
    aiGenerated: integer('ai_generated', { mode: 'boolean' }).notNull().default(false),
    researchData: text('research_data', { mode: 'json' }).$type<unknown>(),
    /** Whether the submitter may read reviewNotes on their own submissions page. */
    reviewNotesShared: integer('review_notes_shared', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('submissions_submitter_idx').on(t.submitterUserId, t.submittedAt),
    index('submissions_status_idx').on(t.status, t.submittedAt),
    index('submissions_submitted_idx').on(t.submittedAt),
    index('submissions_reviewed_idx').on(t.reviewedAt),
  ],
);

/** Lucia-guide sessions: the id is public, only the SHA-256 of the secret is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** For 'Your sessions': the browser that opened it, where it was last used from, and when (at most a minute old). */
    userAgent: text('user_agent'),
    address: text('address'),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    /** How the sign-in proved its second factor; null when it gave the password alone. */
    secondFactor: text('second_factor').$type<SecondFactorMethod>(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * An account's authenticator app (TOTP). The secret is encrypted with a key derived from
 * SECRET_KEY (api/services/secret-box.ts); `confirmedAt` is null while enrolment waits for a
 * first code; `lastUsedStep` is the time step of the last accepted code, so no code works twice.
 */
export const totpCredentials = sqliteTable('totp_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  createdAt: createdAt(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  lastUsedStep: integer('last_used_step'),
});

/** Single-use recovery codes, stored as their SHA-256 only; a used one keeps its row with `usedAt`. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys): the public key and the signature counter the authenticator last reported. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonList('transports'),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * Open WebAuthn ceremonies: the challenge sent to the browser, found by the SHA-256 of the
 * random value in that browser's cookie, deleted when answered (single use) or expired.
 */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    keyHash: text('key_hash').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'authenticate'>().notNull(),
    /** register: the account adding a passkey; authenticate: the account of a pending sign-in, or null (a passkey alone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in between its password step and its second step: not a session (it opens nothing but
 * the second step), stored as the SHA-256 of the token in the browser's cookie, deleted when used.
 */
export const pendingSignIns = sqliteTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId), index('pending_sign_ins_expires_idx').on(t.expiresAt)],
);

/** Reset tokens are stored as their SHA-256 only; a row is deleted when used. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/** Captcha tokens already answered: a nonce here can never be used again. */
export const captchaNonces = sqliteTable(
  'captcha_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('captcha_nonces_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters keyed by action and client address or account. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: integer('reset_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

export const libraryProjects = sqliteTable('library_projects', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

export const libraryContent = sqliteTable(
  'library_content',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id').references(() => libraryProjects.id, { onDelete: 'set null' }),
    ideaId: text('idea_id'),
    expertId: integer('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    platform: text('platform').notNull().default('article'),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
    aiProvider: text('ai_provider'),
    aiModel: text('ai_model'),
    seoTags: jsonList('seo_tags'),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    /** The Idempotency-Key of the publish that made the article: a repeat of that request answers its success again. */
    publishKey: text('publish_key'),
    createdAt: createdAt(),
  },
  (t) => [index('library_content_expert_idx').on(t.expertId), index('library_content_created_idx').on(t.createdAt)],
);

export const libraryImages = sqliteTable(
  'library_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id').references(() => libraryProjects.id, { onDelete: 'set null' }),
    contentId: integer('content_id').references(() => libraryContent.id, { onDelete: 'set null' }),
    imageUrl: text('image_url').notNull(),
    imagePrompt: text('image_prompt'),
    provider: text('provider'),
    model: text('model'),
    size: text('size'),
    imageIndex: integer('image_index'),
    createdAt: createdAt(),
  },
  (t) => [index('library_images_content_idx').on(t.contentId), index('library_images_created_idx').on(t.createdAt)],
);

/** Permanently stored image bytes (uploads folder or S3), with where they came from. */
export const storedImages = sqliteTable(
  'stored_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    filename: text('filename').notNull(),
    originalUrl: text('original_url'),
    storedUrl: text('stored_url').notNull(),
    imagePrompt: text('image_prompt'),
    provider: text('provider').notNull().default('openai'),
    model: text('model').notNull().default('dall-e-3'),
    size: text('size').notNull().default('1024x1024'),
    fileSize: integer('file_size').notNull().default(0),
    contentType: text('content_type'),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    /** Who made the image and its licence (domain/image-credit.ts); shown wherever the image is. */
    credit: text('credit', { mode: 'json' }).$type<ImageCredit>(),
  },
  (t) => [
    uniqueIndex('stored_images_filename_unique').on(t.filename),
    index('stored_images_source_idx').on(t.sourceType, t.sourceId),
    index('stored_images_created_idx').on(t.createdAt),
    index('stored_images_expires_idx').on(t.expiresAt),
  ],
);

/** One row (id 1): the publishing pipeline's state, shown on the dashboard. */
export const buildStatus = sqliteTable('build_status', {
  id: integer('id').primaryKey(),
  state: text('state').$type<'idle' | 'queued' | 'building'>().notNull().default('idle'),
  queued: integer('queued', { mode: 'boolean' }).notNull().default(false),
  currentReason: text('current_reason'),
  startedAt: integer('started_at', { mode: 'timestamp_ms' }),
  lastSuccessAt: integer('last_success_at', { mode: 'timestamp_ms' }),
  lastDurationMs: integer('last_duration_ms'),
  lastPageCount: integer('last_page_count'),
  lastBuildId: text('last_build_id'),
  lastFingerprint: text('last_fingerprint'),
  lastError: text('last_error'),
  lastErrorAt: integer('last_error_at', { mode: 'timestamp_ms' }),
  /**
   * Counts every change to what the public sees (each rebuild request adds one). A build records
   * the generation it read its data at; while the live one is older, pages are rendered on demand.
   */
  generation: integer('generation').notNull().default(0),
});

/**
 * How often each public page was viewed (approximately: servers count in memory and add their
 * counts now and then). The site build puts the most visited pages in the static set first.
 */
export const pageVisits = sqliteTable('page_visits', {
  path: text('path').primaryKey(),
  visits: integer('visits').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The AI run ledger: one row per call to a text or image provider, or per research pipeline run.
 * A long run (the expert generator) updates `steps` as it goes so the screen can poll its progress,
 * and keeps its final reply in `result`.
 */
export const aiRuns = sqliteTable(
  'ai_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider'),
    model: text('model'),
    status: text('status').$type<'running' | 'succeeded' | 'failed' | 'needs_choice'>().notNull().default('running'),
    subject: text('subject'),
    startedAt: integer('started_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    durationMs: integer('duration_ms'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    costUsd: real('cost_usd').notNull().default(0),
    /** True when a call's price was unknown: its cost is counted at the dearest catalogue price of its kind. */
    costUnknown: integer('cost_unknown', { mode: 'boolean' }).notNull().default(false),
    /** The run's estimated maximum cost, held against the monthly budget until the run settles (then 0). */
    reservedUsd: real('reserved_usd').notNull().default(0),
    providerCalls: integer('provider_calls').notNull().default(0),
    sourceCalls: integer('source_calls').notNull().default(0),
    sources: text('sources', { mode: 'json' })
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'`),
    steps: text('steps', { mode: 'json' })
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'`),
    result: text('result', { mode: 'json' }).$type<unknown>(),
    error: text('error'),
  },
  (t) => [index('ai_runs_started_idx').on(t.startedAt), index('ai_runs_kind_idx').on(t.kind, t.startedAt)],
);

/**
 * Each AI provider's model catalogue as last read from it: the models (JSON, see
 * domain/ai/catalogue.ts), when they were read, and the last failed attempt, so a provider that is
 * down is not asked on every request and its stored list keeps serving with its age shown.
 */
export const aiCatalogues = sqliteTable('ai_catalogues', {
  provider: text('provider').primaryKey(),
  models: text('models', { mode: 'json' })
    .$type<unknown[]>()
    .notNull()
    .default(sql`'[]'`),
  fetchedAt: integer('fetched_at', { mode: 'timestamp_ms' }),
  attemptedAt: integer('attempted_at', { mode: 'timestamp_ms' }),
  error: text('error'),
});

/** Every admin action, append-only: who did what to which entity, with a short before/after summary. */
export const activityLog = sqliteTable(
  'activity_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record survives the actor's deletion. */
    actorEmail: text('actor_email'),
    /** The actor's role when they acted (roles change; the entry keeps what allowed the action). */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    before: text('before', { mode: 'json' }).$type<unknown>(),
    after: text('after', { mode: 'json' }).$type<unknown>(),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_action_idx').on(t.action, t.at),
    index('activity_log_actor_idx').on(t.actorUserId, t.at),
    index('activity_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * Public paths that no longer hold what they used to: an old slug that redirects permanently to
 * `targetPath`, or (targetPath null) a deleted expert or article that answers 410 Gone.
 */
export const retiredPaths = sqliteTable(
  'retired_paths',
  {
    path: text('path').primaryKey(),
    targetPath: text('target_path'),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    createdAt: createdAt(),
  },
  (t) => [index('retired_paths_target_idx').on(t.targetPath), index('retired_paths_entity_idx').on(t.entityType, t.entityId)],
);

/**
 * Every save of an expert or article (domain/versions.ts): the row's content fields as JSON, who
 * saved it, when and why. Numbered 1.. per entity; the newest VERSION_LIMITS.keepPerEntity are kept.
 */
export const entityVersions = sqliteTable(
  'entity_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entityType: text('entity_type').$type<VersionedEntityType>().notNull(),
    entityId: integer('entity_id').notNull(),
    number: integer('number').notNull(),
    reason: text('reason').$type<VersionReason>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the record survives the actor's deletion. */
    actorEmail: text('actor_email'),
    /** The version number a restore brought back. */
    restoredFrom: integer('restored_from'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('entity_versions_entity_number_unique').on(t.entityType, t.entityId, t.number)],
);

/**
 * Private preview links (domain/previews.ts): only the SHA-256 of a link's token is stored; a link
 * stops working when it expires or is revoked.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    entityType: text('entity_type').$type<PreviewEntityType>().notNull(),
    entityId: integer('entity_id').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('preview_links_entity_idx').on(t.entityType, t.entityId, t.createdAt), index('preview_links_expires_idx').on(t.expiresAt)],
);

/**
 * Readers' corrections (domain/corrections.ts): which page and part, the proposed text, who sent
 * it (an account, or an e-mail address without one) and the editors' decision. The page is kept
 * by one of two references, set to null when it is deleted; `subject` keeps its name or title.
 */
export const corrections = sqliteTable(
  'corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entityType: text('entity_type').$type<CorrectionEntityType>().notNull(),
    expertId: integer('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    part: text('part').notNull(),
    quote: text('quote'),
    proposedText: text('proposed_text').notNull(),
    sourceUrl: text('source_url'),
    note: text('note'),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewNote: text('review_note'),
    senderEmail: text('sender_email').notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What accepting changed: the part's value before and after. */
    applied: text('applied', { mode: 'json' }).$type<{ before: unknown; after: unknown }>(),
    /** Sent by the profile's owner from /my-profile ('Ask for a change', issue 36 §2). */
    fromOwner: integer('from_owner', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('corrections_status_idx').on(t.status, t.submittedAt),
    index('corrections_sender_idx').on(t.senderUserId, t.submittedAt),
    index('corrections_expert_idx').on(t.expertId),
    index('corrections_article_idx').on(t.articleId),
  ],
);

/**
 * The link monitor's last answer for each URL an expert shows (reference links, sources,
 * disclosure and context sources): one row per URL, replaced at each check.
 */
export const linkChecks = sqliteTable(
  'link_checks',
  {
    url: text('url').primaryKey(),
    status: text('status').$type<LinkStatus>().notNull(),
    httpStatus: integer('http_status'),
    /** Where a moved link now answers. */
    finalUrl: text('final_url'),
    reason: text('reason'),
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the link started failing (kept while it keeps failing), else null. */
    failingSince: integer('failing_since', { mode: 'timestamp_ms' }),
  },
  (t) => [index('link_checks_status_idx').on(t.status), index('link_checks_checked_idx').on(t.checkedAt)],
);

/**
 * What Wikidata records of an expert's life, read by the monitor: a date of death (P570) the
 * editors have not acknowledged yet puts the profile on the 'Needs attention' list.
 */
export const wikidataChecks = sqliteTable('wikidata_checks', {
  expertId: integer('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  wikidataId: text('wikidata_id').notNull(),
  /** P570 as Wikidata gives it, to its precision ('2024-08-01', '2024'), or null. */
  dateOfDeath: text('date_of_death'),
  checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
  /** The date of death an editor has seen and dealt with; a different one shows again. */
  acknowledgedDateOfDeath: text('acknowledged_date_of_death'),
});

/**
 * What a delete removed, kept for its undo window (domain/undo.ts): the rows as they were and the
 * links the delete cut, as JSON. Only the SHA-256 of the undo token is stored; the row names the
 * admin who deleted (only they may undo), and usedAt marks an undo done (so a second one is 410).
 * Rows past their window are purged lazily, by the next delete or undo.
 */
export const undoSnapshots = sqliteTable(
  'undo_snapshots',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UndoKind>().notNull(),
    summary: text('summary').notNull(),
    data: text('data', { mode: 'json' }).$type<unknown>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('undo_snapshots_expires_idx').on(t.expiresAt), index('undo_snapshots_user_idx').on(t.userId)],
);

/**
 * The promotion wizard's saved state, one per admin (domain/wizard-state.ts): which step, the
 * chosen expert, ideas, the library items it wrote, image choices; so the wizard reopens where
 * the editor left off, on any device. Nobody else reads it.
 */
export const wizardStates = sqliteTable('wizard_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Invitations to the team (issue 35): the e-mail and role an account will get, only the SHA-256 of
 * the link's token, valid INVITATION_LIFETIME_MS; acceptedAt marks it used (a link works once).
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the list still names who invited after that account is deleted. */
    invitedByEmail: text('invited_by_email'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invitations_token_unique').on(t.tokenHash), index('invitations_email_idx').on(t.email)],
);

/** The monthly AI budget of each role, in USD (issue 35); a role without a row has no limit of its own. */
export const aiRoleBudgets = sqliteTable('ai_role_budgets', {
  role: text('role').$type<Role>().primaryKey(),
  monthlyUsd: real('monthly_usd').notNull(),
});

/**
 * A draft in review (domain/reviews.ts): its contributor marked it ready, or an editor sent it back
 * with a note the contributor reads on the draft. One row per expert or article; publishing or
 * scheduling it through the review removes the row, and the queue lists only items still drafts.
 */
export const draftReviews = sqliteTable(
  'draft_reviews',
  {
    entityType: text('entity_type').$type<DraftReviewEntityType>().notNull(),
    entityId: integer('entity_id').notNull(),
    state: text('state').$type<DraftReviewState>().notNull(),
    note: text('note'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] }), index('draft_reviews_state_idx').on(t.state, t.requestedAt)],
);

/**
 * Who owns an expert's profile: the person it describes, once their claim is verified (issue 36).
 * One owner per profile (the expert is the key); an owner reads and proposes changes only for the
 * profiles they own. The ORCID iD is the one the claim proved, when it went through ORCID.
 */
export const expertOwners = sqliteTable(
  'expert_owners',
  {
    expertId: integer('expert_id')
      .primaryKey()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifiedVia: text('verified_via').$type<ProfileOwnershipVerification>().notNull(),
    orcidId: text('orcid_id'),
    /** The editor who approved a claim that waited in the queue; null when it matched at once. */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the owner last said the profile is still accurate (the public page shows the date). */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When the last six-monthly reminder was sent, and whether the owner turned them off. */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
    remindersOff: integer('reminders_off', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('expert_owners_user_idx').on(t.userId)],
);

/**
 * An account's ORCID iD (issue 36), proven by signing in with ORCID: one iD per account and one
 * account per iD, so the iD signs that account in from then on. `name` is the name ORCID returned
 * the last time.
 */
export const orcidAccounts = sqliteTable(
  'orcid_accounts',
  {
    orcidId: text('orcid_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('orcid_accounts_user_unique').on(t.userId)],
);

/**
 * A started ORCID sign-in: the SHA-256 of its `state`, which the browser also holds in a cookie.
 * Deleted by the callback that uses it (single use), whatever the outcome.
 */
export const orcidStates = sqliteTable(
  'orcid_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** The profile being claimed, when the sign-in started on its claim page. */
    claimExpertId: integer('claim_expert_id').references(() => experts.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('orcid_states_expires_idx').on(t.expiresAt)],
);

/**
 * A first sign-in with an ORCID iD no account has: the person gives an e-mail address to finish
 * it (a random token in a cookie, stored as its SHA-256, used once).
 */
export const orcidSignUps = sqliteTable(
  'orcid_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    orcidId: text('orcid_id').notNull(),
    name: text('name'),
    claimExpertId: integer('claim_expert_id').references(() => experts.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('orcid_sign_ups_expires_idx').on(t.expiresAt)],
);

/**
 * Claims to profiles (issue 36): verified at once (an ORCID iD equal to the profile's, stored as
 * approved with no reviewer) or waiting in the Claims queue. A person has at most one claim
 * waiting per profile.
 */
export const profileClaims = sqliteTable(
  'profile_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<ClaimMethod>().notNull(),
    /** ORCID claims: the iD ORCID proved and the name it returned. */
    orcidId: text('orcid_id'),
    orcidName: text('orcid_name'),
    /** E-mail claims: the institutional address that received the code. */
    email: text('email'),
    status: text('status').$type<ClaimStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected (the claimant reads it). */
    reason: text('reason'),
  },
  (t) => [
    index('profile_claims_status_idx').on(t.status, t.createdAt),
    index('profile_claims_expert_idx').on(t.expertId),
    uniqueIndex('profile_claims_one_pending')
      .on(t.expertId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A code mailed to an institutional address for a claim (issue 36): its HMAC only, valid 15
 * minutes, a few tries. One live code per person and profile; asking again replaces it.
 */
export const claimEmailCodes = sqliteTable(
  'claim_email_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] })],
);

/**
 * Changes an owner proposed to their profile (issue 36 §2): only the changed fields (JSON, read
 * back through domain/expert-proposals.ts), waiting for an editor who accepts all or some of them
 * (a version authored by the owner) or rejects them with a reason. One waiting per profile.
 */
export const expertProposals = sqliteTable(
  'expert_proposals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: text('changes', { mode: 'json' }).$type<ProposedChanges>().notNull(),
    note: text('note'),
    status: text('status').$type<ProposalStatus>().notNull().default('pending'),
    acceptedFields: text('accepted_fields', { mode: 'json' })
      .$type<ProposalField[]>()
      .notNull()
      .default(sql`'[]'`),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('expert_proposals_status_idx').on(t.status, t.createdAt),
    index('expert_proposals_expert_idx').on(t.expertId),
    uniqueIndex('expert_proposals_one_pending')
      .on(t.expertId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Who reads a profile (issue 36 §2): per expert and UTC day, the profile's views and its
 * appearances in directory searches, counted from the pages' beacons without cookies and without
 * storing addresses or browsers; what looks like a robot is not counted.
 */
export const profileReads = sqliteTable(
  'profile_reads',
  {
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', UTC. */
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    searchAppearances: integer('search_appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expertId, t.day] })],
);
