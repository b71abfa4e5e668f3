import { z } from 'zod';
import type { ProfileOwnerMark } from './claims.ts';
import type { Article, ArticleSummary, Expert } from './entities.ts';
import type { ImageCredit } from './image-credit.ts';
import { idSchema } from './schemas/params.ts';
import type { ArticlePageData, ExpertPageData } from './site-pages.ts';

/**
 * Private preview links: an editor shares a draft article or an expert not yet public at
 * /preview/{token} for a while (at most 7 days). The token is random and signed with the
 * server's secret; only its hash is stored, so links can be listed and revoked but never read
 * back. A refused token (unknown, altered, expired, revoked) answers a plain 404.
 */

export const PREVIEW_ENTITY_TYPES = ['article', 'expert'] as const;
export type PreviewEntityType = (typeof PREVIEW_ENTITY_TYPES)[number];

export const PREVIEW_LIMITS = {
  /** The longest a link may live, and what it gets unless a shorter time is asked for. */
  maxHours: 7 * 24,
  defaultHours: 7 * 24,
  /** Links per entity still working at once: enough to share with every colleague, bounded. */
  activePerEntity: 20,
  /** Dead links stay listed (for the record) this long, then they are swept. */
  keepDeadDays: 30,
} as const;

/** Where a preview is read: the site's page, and the API call behind it. */
export const previewPath = (token: string) => `/preview/${token}`;

export const PREVIEW_MESSAGES = {
  notFound: 'Preview not found',
  entityNotFound: 'Nothing to preview: no such item',
  tooMany: `At most ${PREVIEW_LIMITS.activePerEntity} preview links can be active for one item; revoke one first`,
  linkNotFound: 'Preview link not found',
  revoked: 'Preview link revoked',
} as const;

const entityTypeField = z.enum(PREVIEW_ENTITY_TYPES, { error: 'must be article or expert' });

/** POST /api/admin/previews */
export const previewCreateSchema = z.object({
  entityType: entityTypeField,
  entityId: z
    .number({ error: 'must be a positive whole number' })
    .int({ error: 'must be a positive whole number' })
    .positive({ error: 'must be a positive whole number' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'must be a positive whole number' }),
  expiresInHours: z
    .number({ error: 'must be a whole number of hours' })
    .int({ error: 'must be a whole number of hours' })
    .min(1, { error: 'must be at least 1 hour' })
    .max(PREVIEW_LIMITS.maxHours, { error: `must be at most ${PREVIEW_LIMITS.maxHours} hours (7 days)` })
    .default(PREVIEW_LIMITS.defaultHours),
});
export type PreviewCreate = z.output<typeof previewCreateSchema>;

/** GET /api/admin/previews?entityType=article&entityId=12 */
export const previewListQuery = z.object({ entityType: entityTypeField, entityId: idSchema });

/** GET /api/previews/{token}: shape-checked before any work (a token is four base64url parts). */
export const previewTokenParams = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){3}$/),
});

export const previewLinkParams = z.object({
  id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A link as the admin lists it: never its token. */
export interface PreviewLink {
  id: string;
  entityType: PreviewEntityType;
  entityId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: { id: number | null; email: string | null } | null;
  state: 'active' | 'expired' | 'revoked';
}

/** The answer to creating a link: the only time its token is shown. */
export interface CreatedPreviewLink extends PreviewLink {
  token: string;
  /** Site-relative address to share: /preview/{token}. */
  path: string;
  /** The same on the configured SITE_URL. */
  url: string;
}

/**
 * What a valid token opens: the item as stored now, whatever its publication state, with what its
 * public page shows beside it (the picture's or portrait's recorded credit).
 */
export type Preview = (
  | { entityType: 'article'; expiresAt: string; article: Article; expert: Expert | null; pictureCredit: ImageCredit | null }
  | { entityType: 'expert'; expiresAt: string; expert: Expert; articles: ArticleSummary[]; portraitCredit: ImageCredit | null; owner: ProfileOwnerMark | null }
) & {
  /** Whether the public sees the item now (db/queries/visibility.ts), which the page's banner says. */
  published: boolean;
};

/**
 * The banner over a preview page (site/components/preview-banner.astro), so a preview is never
 * taken for the live page. Written into the HTML: it shows without JavaScript.
 */
export function previewBanner(published: boolean): { title: string; text: string } {
  return published
    ? { title: 'Preview — published', text: 'This is a private preview link. The page is published: readers see the same at its public address.' }
    : {
        title: 'Preview — not published',
        text: 'This is a private preview link. Readers cannot see this page yet, and it is not listed on the site or in search engines.',
      };
}

/**
 * The page data a preview is rendered from (publishing/render/entry.ts with `noindex`): the article or
 * profile page itself, so /preview/{token} is the page the item will have, on Node and at the edge.
 */
export function pageDataOf(preview: Preview): ArticlePageData | ExpertPageData {
  if (preview.entityType === 'article') {
    return { kind: 'article', article: preview.article, expert: preview.expert, pictureCredit: preview.pictureCredit };
  }
  return { kind: 'expert', expert: preview.expert, articles: preview.articles, portraitCredit: preview.portraitCredit, owner: preview.owner };
}

/** The editors' Preview section (site/admin/previews). */
export const PREVIEW_TEXTS = {
  /** 'Valid for' choices in days, within PREVIEW_LIMITS.maxHours. */
  dayChoices: [1, 2, 3, 4, 5, 6, 7] as const,
  shownOnce: 'Copy this link now: it is shown only once. Anyone with it can see the preview until it expires or is revoked.',
  copied: 'Preview link copied to clipboard',
  none: 'No active preview links.',
  create: 'Create preview link',
  creating: 'Creating...',
} as const;
