import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PreviewEntityType, PreviewLink } from '../../domain/previews.ts';
import type { Db } from '../client.ts';
import { previewLinks } from '../schema.ts';
import { iso, isoOrNull } from './rows.ts';

type PreviewLinkRow = typeof previewLinks.$inferSelect;
export type NewPreviewLink = Omit<typeof previewLinks.$inferInsert, 'revokedAt'>;

export function toPreviewLink(row: PreviewLinkRow, now: Date): PreviewLink {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: isoOrNull(row.revokedAt),
    createdBy: row.createdByUserId === null && row.createdByEmail === null ? null : { id: row.createdByUserId, email: row.createdByEmail },
    state: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  };
}

/**
 * Inserts the link unless its entity already has `limit` working links, in one statement, so
 * concurrent requests cannot pass the limit. Undefined when refused.
 */
export async function insertPreviewLinkWithin(db: Db, values: NewPreviewLink, now: Date, limit: number): Promise<PreviewLinkRow | undefined> {
  const working = sql`(select count(*) from ${previewLinks} where ${previewLinks.entityType} = ${values.entityType}
    and ${previewLinks.entityId} = ${values.entityId} and ${previewLinks.revokedAt} is null and ${previewLinks.expiresAt} > ${now.getTime()})`;
  const [row] = await db.all<{ id: string }>(sql`insert into ${previewLinks}
    (id, token_hash, entity_type, entity_id, created_by_user_id, created_by_email, created_at, expires_at)
    select ${values.id}, ${values.tokenHash}, ${values.entityType}, ${values.entityId}, ${values.createdByUserId ?? null},
      ${values.createdByEmail ?? null}, ${(values.createdAt ?? now).getTime()}, ${values.expiresAt.getTime()}
    where ${working} < ${limit}
    returning id`);
  return row ? getPreviewLinkById(db, row.id) : undefined;
}

export async function getPreviewLinkById(db: Db, id: string): Promise<PreviewLinkRow | undefined> {
  const [row] = await db.select().from(previewLinks).where(eq(previewLinks.id, id)).limit(1);
  return row;
}

/** The links of one entity, newest first. */
export async function listPreviewLinks(db: Db, entityType: PreviewEntityType, entityId: number): Promise<PreviewLinkRow[]> {
  return db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.entityType, entityType), eq(previewLinks.entityId, entityId)))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
}

/** Revokes a working link; undefined when it is unknown or already revoked. */
export async function revokePreviewLinkById(db: Db, id: string, now: Date): Promise<PreviewLinkRow | undefined> {
  const [row] = await db
    .update(previewLinks)
    .set({ revokedAt: now })
    .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt)))
    .returning();
  return row;
}

/** Forgets links dead (expired or revoked) since before `before`. */
export async function deleteDeadPreviewLinks(db: Db, before: Date): Promise<void> {
  await db.delete(previewLinks).where(or(lt(previewLinks.expiresAt, before), lt(previewLinks.revokedAt, before)));
}

/** A link that still works at `now`, by id. */
export async function getWorkingPreviewLink(db: Db, id: string, now: Date): Promise<PreviewLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .limit(1);
  return row;
}
