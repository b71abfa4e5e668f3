import { and, asc, eq, inArray, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { LinkStatus } from '../../domain/link-monitor.ts';
import type { ContextNote, Disclosure, ExpertIdentifiers, ExpertSource } from '../../domain/provenance.ts';
import type { Db } from '../client.ts';
import { experts, linkChecks, wikidataChecks } from '../schema.ts';

/** What the link monitor reads of each expert: the URLs the page shows, the Wikidata item, the review date. */
export interface MonitoredExpert {
  id: number;
  name: string;
  slug: string;
  referenceLinks: string[];
  sources: ExpertSource[];
  disclosures: Disclosure[];
  contextNotes: ContextNote[];
  identifiers: ExpertIdentifiers;
  lastReviewedAt: Date | null;
}

export function listMonitoredExperts(db: Db): Promise<MonitoredExpert[]> {
  return db
    .select({
      id: experts.id,
      name: experts.name,
      slug: experts.slug,
      referenceLinks: experts.referenceLinks,
      sources: experts.sources,
      disclosures: experts.disclosures,
      contextNotes: experts.contextNotes,
      identifiers: experts.identifiers,
      lastReviewedAt: experts.lastReviewedAt,
    })
    .from(experts)
    .orderBy(asc(experts.id));
}

export type LinkCheckRow = typeof linkChecks.$inferSelect;

export interface LinkCheckResult {
  url: string;
  status: LinkStatus;
  httpStatus: number | null;
  finalUrl: string | null;
  reason: string | null;
}

/** Every stored check, by URL. */
export async function listLinkChecks(db: Db): Promise<Map<string, LinkCheckRow>> {
  const rows = await db.select().from(linkChecks);
  return new Map(rows.map((row) => [row.url, row]));
}

export async function listLinkChecksWithStatus(db: Db, statuses: readonly LinkStatus[]): Promise<LinkCheckRow[]> {
  return db
    .select()
    .from(linkChecks)
    .where(inArray(linkChecks.status, [...statuses]))
    .orderBy(asc(linkChecks.failingSince), asc(linkChecks.url));
}

/** A link that works forgets when it started failing; one that keeps failing keeps the first day. */
const WORKING: readonly LinkStatus[] = ['ok', 'unverifiable'];

/** Stores one check, replacing the URL's last one. */
export async function saveLinkCheck(db: Db, result: LinkCheckResult, checkedAt: Date): Promise<void> {
  const failingSince = WORKING.includes(result.status) ? null : checkedAt;
  await db
    .insert(linkChecks)
    .values({ ...result, checkedAt, failingSince })
    .onConflictDoUpdate({
      target: linkChecks.url,
      set: {
        ...result,
        checkedAt,
        failingSince: failingSince === null ? null : sql`coalesce(${linkChecks.failingSince}, ${checkedAt.getTime()})`,
      },
    });
}

/** Forgets checks of URLs no expert shows any more. */
export async function deleteLinkChecks(db: Db, urls: readonly string[]): Promise<void> {
  for (let start = 0; start < urls.length; start += 500) {
    await db.delete(linkChecks).where(inArray(linkChecks.url, urls.slice(start, start + 500)));
  }
}

export async function lastLinkCheckAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(linkChecks.checkedAt) }).from(linkChecks);
  return row?.at ?? null;
}

/** Experts not reviewed since `before` (or never), the longest unreviewed first, with how many there are in all. */
export async function listStaleReviews(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ rows: Array<{ id: number; name: string; slug: string; lastReviewedAt: Date | null }>; total: number }> {
  const stale = or(isNull(experts.lastReviewedAt), lt(experts.lastReviewedAt, before));
  const [rows, total] = await Promise.all([
    db
      .select({ id: experts.id, name: experts.name, slug: experts.slug, lastReviewedAt: experts.lastReviewedAt })
      .from(experts)
      .where(stale)
      .orderBy(sql`${experts.lastReviewedAt} is not null`, asc(experts.lastReviewedAt), asc(experts.id))
      .limit(limit),
    db.$count(experts, stale),
  ]);
  return { rows, total };
}

export type WikidataCheckRow = typeof wikidataChecks.$inferSelect;

export async function listWikidataChecks(db: Db): Promise<Map<number, WikidataCheckRow>> {
  const rows = await db.select().from(wikidataChecks);
  return new Map(rows.map((row) => [row.expertId, row]));
}

/** Stores what Wikidata records of an expert; an editor's acknowledgement is kept. */
export async function saveWikidataCheck(db: Db, check: { expertId: number; wikidataId: string; dateOfDeath: string | null; checkedAt: Date }): Promise<void> {
  await db
    .insert(wikidataChecks)
    .values(check)
    .onConflictDoUpdate({ target: wikidataChecks.expertId, set: { wikidataId: check.wikidataId, dateOfDeath: check.dateOfDeath, checkedAt: check.checkedAt } });
}

/**
 * Experts for whom Wikidata records a date of death that no editor has acknowledged, read for the
 * Wikidata item the expert still names (an item changed since is not reported).
 */
export async function listReportedDeaths(db: Db, limit: number) {
  const unacknowledged = and(
    isNotNull(wikidataChecks.dateOfDeath),
    or(isNull(wikidataChecks.acknowledgedDateOfDeath), sql`${wikidataChecks.acknowledgedDateOfDeath} <> ${wikidataChecks.dateOfDeath}`),
    sql`${wikidataChecks.wikidataId} = json_extract(${experts.identifiers}, '$.wikidata')`,
  );
  const query = db
    .select({
      id: experts.id,
      name: experts.name,
      slug: experts.slug,
      wikidataId: wikidataChecks.wikidataId,
      dateOfDeath: wikidataChecks.dateOfDeath,
      checkedAt: wikidataChecks.checkedAt,
    })
    .from(wikidataChecks)
    .innerJoin(experts, eq(experts.id, wikidataChecks.expertId))
    .where(unacknowledged);
  const [rows, [count]] = await Promise.all([
    query.orderBy(asc(experts.name)).limit(limit),
    db
      .select({ n: sql<number>`count(*)` })
      .from(wikidataChecks)
      .innerJoin(experts, eq(experts.id, wikidataChecks.expertId))
      .where(unacknowledged),
  ]);
  return { rows: rows.map((row) => ({ ...row, dateOfDeath: row.dateOfDeath ?? '' })), total: count?.n ?? 0 };
}

/** Records that an editor has seen the reported date of death; undefined when none is reported. */
export async function acknowledgeReportedDeath(db: Db, expertId: number): Promise<WikidataCheckRow | undefined> {
  const [row] = await db
    .update(wikidataChecks)
    .set({ acknowledgedDateOfDeath: sql`${wikidataChecks.dateOfDeath}` })
    .where(and(eq(wikidataChecks.expertId, expertId), isNotNull(wikidataChecks.dateOfDeath)))
    .returning();
  return row;
}
