import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CategoryKey } from '../domain/categories.ts';
import type { ContentType } from '../domain/content-types.ts';
import type { ArticleStatus, Role, SubmissionStatus } from '../domain/entities.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('experts_slug_unique').on(t.slug),
    index('experts_featured_order_idx').on(t.featured, t.featuredOrder),
    index('experts_name_idx').on(t.name),
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
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_status_published_idx').on(t.status, t.publishedAt),
    index('articles_featured_order_idx').on(t.featured, t.featuredOrder),
    index('articles_expert_idx').on(t.expertId),
    index('articles_created_idx').on(t.createdAt),
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
  },
  (t) => [
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
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
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
});
