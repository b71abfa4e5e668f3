import type { ContentType } from './content-types.ts';
import type { ExpertProfileInput } from './schemas/expert.ts';
import type { ExpertProvenance } from './provenance.ts';
import type { ImageCredit } from './image-credit.ts';

/** Shapes the API answers with and the site renders. Dates are ISO 8601 strings. */

/**
 * What an expert's profile holds: what a submission carries, the editor edits and a profile shows.
 * Its fields are the admin editor's schema's output, so a field added there is a field here.
 */
export type ExpertProfile = ExpertProfileInput;

/** A published expert: the profile, and its provenance (sources, identifiers, disclosures, review date). */
export interface Expert extends ExpertProfile, ExpertProvenance {
  id: number;
  slug: string;
  featured: boolean;
  featuredOrder: number | null;
  createdAt: string;
  updatedAt: string;
  /** False while the expert waits for publication (domain/schedule.ts): not on the public site. */
  published: boolean;
  /** When the scheduler publishes an unpublished expert; null when not scheduled. */
  publishAt: string | null;
}

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface Article {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImageUrl: string | null;
  contentType: ContentType;
  expertId: number | null;
  seoTags: string[];
  status: ArticleStatus;
  featured: boolean;
  featuredOrder: number | null;
  aiGenerated: boolean;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
  /** When the scheduler publishes this draft, and archives this published article (domain/schedule.ts). */
  publishAt: string | null;
  unpublishAt: string | null;
}

/** Article lists leave out the body; the article call returns it. */
export type ArticleSummary = Omit<Article, 'content'>;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface Submission extends ExpertProfile {
  id: number;
  status: SubmissionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  reviewNotes: string | null;
  /** Whether the submitter sees reviewNotes on their My Submissions page. */
  reviewNotesShared: boolean;
  submitterName: string;
  submitterEmail: string;
  submitterReason: string | null;
  expertId: number | null;
  /** Written by the AI generator; researchData then holds its sources (see domain/ai/research.ts). */
  aiGenerated: boolean;
  researchData: unknown;
}

/**
 * A submission as its submitter sees it on My Submissions: the decision, the live profile's slug
 * when approved, and the reviewer's note only when the reviewer chose to share it.
 */
export interface MySubmission {
  id: number;
  name: string;
  title: string;
  status: SubmissionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  sharedNote: string | null;
  expertSlug: string | null;
}

/**
 * Roles, lowest to highest (domain/permissions.ts gives each its permissions). The `expert` role of
 * issue 36 joins here with its own row in ROLE_PERMISSIONS and ROLE_RANK.
 */
export const ROLES = ['user', 'contributor', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API shows them: never a password hash or token. */
export interface PublicUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  createdAt: string;
}

/** What the dashboard shows about publishing. Times are ISO strings. */
export interface PublishStatus {
  state: 'idle' | 'queued' | 'building';
  queued: boolean;
  currentReason: string | null;
  startedAt: string | null;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastPageCount: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

/**
 * Where a permanently stored image came from: the spec's four source types, plus 'upload' for
 * images an administrator uploads in an editor.
 */
/** Where a stored image came from; 'expert_owner': a profile's owner uploaded it for a proposal (its sourceId is the expert's id). */
export const IMAGE_SOURCE_TYPES = ['content_promotion', 'content_library', 'article', 'expert_profile', 'upload', 'expert_owner'] as const;
export type ImageSourceType = (typeof IMAGE_SOURCE_TYPES)[number];

/** Image bytes kept in our storage (folder or bucket), so an expiring provider URL becomes permanent. */
export interface StoredImage {
  id: number;
  /** The storage key: a random file name with the image's extension. */
  filename: string;
  originalUrl: string | null;
  storedUrl: string;
  imagePrompt: string | null;
  provider: string;
  model: string;
  size: string;
  fileSize: number;
  contentType: string | null;
  sourceType: ImageSourceType | null;
  sourceId: string | null;
  createdAt: string;
  /** When cleanup may remove the image if nothing uses it; null keeps it until deleted by hand. */
  expiresAt: string | null;
  /** Author and licence, shown under the image on public pages; null when none is recorded. */
  credit: ImageCredit | null;
}
