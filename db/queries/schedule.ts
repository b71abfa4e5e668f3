import { and, asc, eq, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ScheduleAction, ScheduledItem, ScheduleEntityType } from '../../domain/schedule.ts';
import type { Db } from '../client.ts';
import { articles, experts, users } from '../schema.ts';
import { renumber } from './featured-order.ts';
import { iso } from './rows.ts';
import { saveWithVersion, type VersionNote } from './versions.ts';

/**
 * The schedule's reads and writes. Every change is one conditional UPDATE (with its version in the
 * same batch): setting a time only where it makes sense, and a due change only while the row still
 * holds the time that was read, so two runners, or a runner and an editor, can never both apply it.
 */

export interface ScheduleSlot {
  entityType: ScheduleEntityType;
  action: ScheduleAction;
  id: number;
}

/** A due change as the runner reads it: the time it holds and who set it. */
export interface DueChange extends ScheduleSlot {
  at: Date;
  title: string;
  slug: string;
  scheduledBy: { id: number; email: string } | null;
}

/** The columns one slot lives in. */
function slotColumns(slot: Pick<ScheduleSlot, 'entityType' | 'action'>) {
  if (slot.entityType === 'expert')
    return { table: experts, at: experts.publishAt, by: experts.publishScheduledBy, id: experts.id, title: experts.name, slug: experts.slug };
  return slot.action === 'publish'
    ? { table: articles, at: articles.publishAt, by: articles.publishScheduledBy, id: articles.id, title: articles.title, slug: articles.slug }
    : { table: articles, at: articles.unpublishAt, by: articles.unpublishScheduledBy, id: articles.id, title: articles.title, slug: articles.slug };
}

const SLOTS: ReadonlyArray<Pick<ScheduleSlot, 'entityType' | 'action'>> = [
  { entityType: 'article', action: 'publish' },
  { entityType: 'article', action: 'unpublish' },
  { entityType: 'expert', action: 'publish' },
];

/** The rows of one slot whose time is set (and, with `dueBy`, due by then), with who set it. */
async function readSlot(db: Db, slot: Pick<ScheduleSlot, 'entityType' | 'action'>, dueBy?: Date): Promise<DueChange[]> {
  const columns = slotColumns(slot);
  const rows = await db
    .select({ id: columns.id, at: columns.at, title: columns.title, slug: columns.slug, byId: users.id, byEmail: users.email })
    .from(columns.table)
    .leftJoin(users, eq(users.id, columns.by))
    .where(dueBy ? lte(columns.at, dueBy) : isNotNull(columns.at))
    .orderBy(asc(columns.at), asc(columns.id));
  return rows.flatMap((row) =>
    row.at
      ? [
          {
            ...slot,
            id: row.id,
            at: row.at,
            title: row.title,
            slug: row.slug,
            scheduledBy: row.byId !== null && row.byEmail !== null ? { id: row.byId, email: row.byEmail } : null,
          },
        ]
      : [],
  );
}

/** Every pending scheduled change, soonest first: the dashboard's list. */
export async function listScheduledItems(db: Db): Promise<ScheduledItem[]> {
  const all = (await Promise.all(SLOTS.map((slot) => readSlot(db, slot)))).flat();
  all.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  return all.map(({ id, at, ...change }) => ({ ...change, entityId: id, at: iso(at) }));
}

/** Changes due by `now`, oldest first; publications before unpublications, so a long outage applies both in order. */
export async function listDueChanges(db: Db, now: Date): Promise<DueChange[]> {
  return (await Promise.all(SLOTS.map((slot) => readSlot(db, slot, now)))).flat();
}

/** When a slot may hold a time: a draft article (publish), a published or about-to-be-published one (unpublish), an unpublished expert. */
function schedulable(slot: ScheduleSlot, at: Date): SQL {
  if (slot.entityType === 'expert') return eq(experts.published, false);
  if (slot.action === 'publish')
    return and(ne(articles.status, 'published'), or(sql`${articles.unpublishAt} is null`, sql`${articles.unpublishAt} > ${at.getTime()}`))!;
  return or(eq(articles.status, 'published'), and(isNotNull(articles.publishAt), sql`${articles.publishAt} < ${at.getTime()}`))!;
}

/** Sets (or moves) a slot's time; undefined when the entity is unknown or the slot does not apply to it. */
export async function setScheduleTime(
  db: Db,
  slot: ScheduleSlot,
  at: Date,
  scheduledBy: number,
  note: VersionNote,
): Promise<{ title: string; slug: string; previous: Date | null } | undefined> {
  const columns = slotColumns(slot);
  const [before] = await db.select({ at: columns.at }).from(columns.table).where(eq(columns.id, slot.id));
  const values = slot.action === 'publish' ? { publishAt: at, publishScheduledBy: scheduledBy } : { unpublishAt: at, unpublishScheduledBy: scheduledBy };
  const update = db
    .update(columns.table)
    .set(values)
    .where(and(eq(columns.id, slot.id), schedulable(slot, at)))
    .returning({ title: columns.title, slug: columns.slug });
  const [row] = await saveWithVersion(db, { table: columns.table, where: eq(columns.id, slot.id) }, note, update);
  return row ? { ...row, previous: before?.at ?? null } : undefined;
}

/**
 * Clears a slot's time; undefined when nothing was scheduled there. Cancelling a draft's
 * publication also clears its unpublication: there would be nothing to take down.
 */
export async function clearScheduleTime(db: Db, slot: ScheduleSlot, note: VersionNote): Promise<{ title: string; previous: Date } | undefined> {
  const columns = slotColumns(slot);
  const [before] = await db.select({ at: columns.at }).from(columns.table).where(eq(columns.id, slot.id));
  const values: Record<string, unknown> =
    slot.action === 'publish' ? { publishAt: null, publishScheduledBy: null } : { unpublishAt: null, unpublishScheduledBy: null };
  if (slot.entityType === 'article' && slot.action === 'publish') {
    values.unpublishAt = sql`case when ${articles.status} = 'published' then ${articles.unpublishAt} end`;
    values.unpublishScheduledBy = sql`case when ${articles.status} = 'published' then ${articles.unpublishScheduledBy} end`;
  }
  const update = db
    .update(columns.table)
    .set(values)
    .where(and(eq(columns.id, slot.id), isNotNull(columns.at)))
    .returning({ title: columns.title });
  const [row] = await saveWithVersion(db, { table: columns.table, where: eq(columns.id, slot.id) }, note, update);
  return row && before?.at ? { title: row.title, previous: before.at } : undefined;
}

/** The state change a slot makes, as column values; `at` is when it happens (a scheduled publication's date). */
function transition(slot: ScheduleSlot, at: Date | SQL): Record<string, unknown> {
  if (slot.entityType === 'expert') return { published: true, publishAt: null, publishScheduledBy: null };
  if (slot.action === 'publish')
    return {
      status: 'published',
      publishedAt: sql`coalesce(${articles.publishedAt}, ${at instanceof Date ? at.getTime() : at})`,
      publishAt: null,
      publishScheduledBy: null,
    };
  // Leaving the site also leaves the featured list (only published articles are featured).
  return { status: 'archived', unpublishAt: null, unpublishScheduledBy: null, featured: false, featuredOrder: null };
}

/** Whether the slot's change is still to be made: the entity is not already in the state it leads to. */
function pending(slot: ScheduleSlot): SQL {
  if (slot.entityType === 'expert') return eq(experts.published, false);
  return slot.action === 'publish' ? ne(articles.status, 'published') : eq(articles.status, 'published');
}

/**
 * Makes a slot's change. `due`: only while the slot still holds that time (the runner, so only one
 * of several racing runners wins); 'now': an editor's 'publish now' whatever the time. Answers the
 * entity's title and slug when this call made the change, else undefined.
 */
export async function applyScheduledChange(
  db: Db,
  slot: ScheduleSlot,
  when: { due: Date } | 'now',
  note: VersionNote,
): Promise<{ title: string; slug: string } | undefined> {
  const columns = slotColumns(slot);
  const condition = when === 'now' ? pending(slot) : eq(columns.at, when.due);
  // A due unpublication of an article someone already took down by hand only clears its time.
  const change = when !== 'now' && slot.entityType === 'article' && slot.action === 'unpublish' ? sql`${articles.status} = 'published'` : undefined;
  const values =
    change === undefined
      ? transition(slot, when === 'now' ? note.at : when.due)
      : {
          ...transition(slot, note.at),
          status: sql`case when ${change} then 'archived' else ${articles.status} end`,
          featured: sql`case when ${change} then 0 else ${articles.featured} end`,
          featuredOrder: sql`case when ${change} then null else ${articles.featuredOrder} end`,
        };
  const update = db
    .update(columns.table)
    .set(values)
    .where(and(eq(columns.id, slot.id), condition))
    .returning({ title: columns.title, slug: columns.slug });
  const after: BatchItem<'sqlite'>[] = slot.entityType === 'article' && slot.action === 'unpublish' ? [renumber(db, articles)] : [];
  const [row] = await saveWithVersion(db, { table: columns.table, where: eq(columns.id, slot.id) }, note, update, after);
  return row;
}
