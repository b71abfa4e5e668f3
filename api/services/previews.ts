import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, decodeHex, encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { getArticleById, getPublishedArticleBySlug, listPublishedArticlesByExpert } from '../../db/queries/articles.ts';
import { getExpertById, getPublicExpertById } from '../../db/queries/experts.ts';
import { imageCreditOf, ownerMarkOf } from '../../db/queries/site-pages.ts';
import {
  deleteDeadPreviewLinks,
  getPreviewLinkById,
  getWorkingPreviewLink,
  insertPreviewLinkWithin,
  listPreviewLinks,
  revokePreviewLinkById,
  toPreviewLink,
} from '../../db/queries/preview-links.ts';
import type { PublicUser } from '../../domain/entities.ts';
import {
  PREVIEW_LIMITS,
  PREVIEW_MESSAGES,
  previewPath,
  type CreatedPreviewLink,
  type Preview,
  type PreviewCreate,
  type PreviewEntityType,
  type PreviewLink,
} from '../../domain/previews.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { inTransaction } from './transaction.ts';
import { hmacSha256 } from './signing.ts';

/**
 * Preview links. A token is `{id}.{expiry}.{nonce}.{signature}`: a random id that finds the row, the
 * expiry (ms, base 36), 24 random bytes, and an HMAC-SHA256 of the three with the server's secret.
 * The row keeps only the token's SHA-256, so a copy of the database opens nothing. Reading checks,
 * in order and each in constant time where it compares secrets: the shape, the expiry, the
 * signature (so garbage and forgeries cost no database read), then the stored hash, revocation and
 * expiry again. Every refusal is the same 404: a caller learns nothing about why.
 */

type PreviewDeps = Pick<AppDeps, 'db' | 'now' | 'secretKey' | 'config'>;
/** What reading a link needs: also the page handler of the Cloudflare Worker, which needs no app. */
export type PreviewReadDeps = Pick<AppDeps, 'db' | 'now' | 'secretKey'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const encoder = new TextEncoder();

const random = (bytes: number) => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
const tokenHash = (token: string) => sha256(encoder.encode(token));
const signature = (secret: string, body: string) => hmacSha256(secret, `preview-link:${body}`);

function notFound(): NotFoundError {
  return new NotFoundError(PREVIEW_MESSAGES.notFound);
}

async function entityTitle(deps: Pick<AppDeps, 'db'>, entityType: PreviewEntityType, entityId: number): Promise<string | undefined> {
  if (entityType === 'article') return (await getArticleById(deps.db, entityId))?.title;
  return (await getExpertById(deps.db, entityId))?.name;
}

/** Creates a link (for `expiresInHours`, at most 7 days) and answers it with its token: the only time the token is shown. */
export async function createPreviewLink(deps: PreviewDeps, input: PreviewCreate & { actor: PublicUser }): Promise<CreatedPreviewLink> {
  const title = await entityTitle(deps, input.entityType, input.entityId);
  if (title === undefined) throw new NotFoundError(PREVIEW_MESSAGES.entityNotFound);
  const now = currentTime(deps);
  const id = random(16);
  const expiresAt = new Date(now.getTime() + Math.min(input.expiresInHours, PREVIEW_LIMITS.maxHours) * HOUR_MS);
  const body = `${id}.${expiresAt.getTime().toString(36)}.${random(24)}`;
  const token = `${body}.${encodeBase64urlNoPadding(await signature(deps.secretKey, body))}`;
  const row = await inTransaction(deps, async (deps) => {
    // Dead links are swept here, where links are written anyway.
    await deleteDeadPreviewLinks(deps.db, new Date(now.getTime() - PREVIEW_LIMITS.keepDeadDays * DAY_MS));
    const inserted = await insertPreviewLinkWithin(
      deps.db,
      {
        id,
        tokenHash: encodeHexLowerCase(tokenHash(token)),
        entityType: input.entityType,
        entityId: input.entityId,
        createdByUserId: input.actor.id,
        createdByEmail: input.actor.email,
        createdAt: now,
        expiresAt,
      },
      now,
      PREVIEW_LIMITS.activePerEntity,
    );
    if (!inserted) throw new ConflictError(PREVIEW_MESSAGES.tooMany);
    await recordActivity(deps, input.actor, {
      action: 'preview.created',
      entityType: input.entityType,
      entityId: input.entityId,
      summary: `Shared a preview of ${input.entityType === 'article' ? `"${title}"` : title} until ${expiresAt.toISOString()}`,
      after: { link: id, expiresAt: expiresAt.toISOString() },
    });
    return inserted;
  });
  const path = previewPath(token);
  return { ...toPreviewLink(row, now), token, path, url: `${deps.config.siteUrl}${path}` };
}

export async function listEntityPreviewLinks(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { entityType: PreviewEntityType; entityId: number },
): Promise<PreviewLink[]> {
  const now = currentTime(deps);
  return (await listPreviewLinks(deps.db, input.entityType, input.entityId)).map((row) => toPreviewLink(row, now));
}

/** Revokes a link at once; revoking one already revoked changes nothing. */
export async function revokePreviewLink(deps: Pick<AppDeps, 'db' | 'now'>, input: { id: string; actor: PublicUser }): Promise<PreviewLink> {
  return inTransaction(deps, async (deps) => {
    const now = currentTime(deps);
    const revoked = await revokePreviewLinkById(deps.db, input.id, now);
    if (!revoked) {
      const existing = await getPreviewLinkById(deps.db, input.id);
      if (!existing) throw new NotFoundError(PREVIEW_MESSAGES.linkNotFound);
      return toPreviewLink(existing, now);
    }
    const title = (await entityTitle(deps, revoked.entityType, revoked.entityId)) ?? `${revoked.entityType} ${revoked.entityId}`;
    await recordActivity(deps, input.actor, {
      action: 'preview.revoked',
      entityType: revoked.entityType,
      entityId: revoked.entityId,
      summary: `Revoked a preview link of ${revoked.entityType === 'article' ? `"${title}"` : title}`,
      before: { link: revoked.id, expiresAt: revoked.expiresAt.toISOString() },
    });
    return toPreviewLink(revoked, now);
  });
}

/** The link a token stands for, if it still works; undefined for anything else. */
async function workingLink(deps: PreviewReadDeps, token: string, now: Date) {
  const [id = '', expiry = '', nonce = '', signed = ''] = token.split('.');
  const expiresAt = Number.parseInt(expiry, 36);
  if (!id || !nonce || !Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return undefined;
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(signed);
  } catch {
    return undefined;
  }
  if (!constantTimeEqual(given, await signature(deps.secretKey, `${id}.${expiry}.${nonce}`))) return undefined;
  const row = await getWorkingPreviewLink(deps.db, id, now);
  if (!row || !constantTimeEqual(tokenHash(token), decodeHex(row.tokenHash))) return undefined;
  return row;
}

/**
 * What a preview link opens: the article (any status) with its expert, or the expert (published or
 * not) with their public articles, exactly as stored now, with the image credit its page shows.
 * 404 for any token that does not work. The page at /preview/{token} renders it (domain/previews.ts
 * pageDataOf, publishing/serve/preview-page.ts).
 */
export async function readPreview(deps: PreviewReadDeps, token: string): Promise<Preview> {
  const now = currentTime(deps);
  const link = await workingLink(deps, token, now);
  if (!link) throw notFound();
  const expiresAt = link.expiresAt.toISOString();
  if (link.entityType === 'article') {
    const article = await getArticleById(deps.db, link.entityId);
    if (!article) throw notFound();
    const [expert, pictureCredit, live] = await Promise.all([
      article.expertId === null ? undefined : getExpertById(deps.db, article.expertId),
      imageCreditOf(deps.db, article.featuredImageUrl),
      getPublishedArticleBySlug(deps.db, article.slug, now),
    ]);
    return { entityType: 'article', expiresAt, article, expert: expert ?? null, pictureCredit, published: live?.id === article.id };
  }
  const expert = await getExpertById(deps.db, link.entityId);
  if (!expert) throw notFound();
  const [articles, portraitCredit, owner, live] = await Promise.all([
    listPublishedArticlesByExpert(deps.db, expert.id, now),
    imageCreditOf(deps.db, expert.imageUrl),
    ownerMarkOf(deps.db, expert.id),
    getPublicExpertById(deps.db, expert.id, now),
  ]);
  return { entityType: 'expert', expiresAt, expert, articles, portraitCredit, owner, published: live !== undefined };
}

/**
 * readPreview for the page servers (the /preview/{token} page on Node and in the Worker): undefined
 * for any refused token, which they answer with the site's 404 page, one answer for all.
 */
export function previewReader(deps: PreviewReadDeps): (token: string) => Promise<Preview | undefined> {
  return (token) =>
    readPreview(deps, token).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
}
