import type { Db } from '../../db/client.ts';
import {
  existingIds,
  featureAtEnd,
  saveFeaturedIds,
  selectFeatured,
  unfeature,
  type FeaturedList,
  type FeaturedTable,
} from '../../db/queries/featured-order.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild'>;

/** One featured list's rules and words: experts (12, anyone) and articles (4, published only). */
export interface FeaturedEntity<T extends FeaturedTable, E extends { id: number; featured: boolean }> {
  list: FeaturedList<T>;
  toEntity(row: T['$inferSelect']): E;
  find(db: Db, id: number): Promise<E | undefined>;
  /** Why a row may not join the list (articles: not published); undefined when it may. */
  refusal?(entity: E): string | undefined;
  messages: { notFound: string; tooMany: string; unknownIds(ids: number[]): string; orderMismatch: string };
  reasons: { featured(entity: E): string; unfeatured(entity: E): string; saved: string };
}

/**
 * The Featured switch. Featuring appends to the end of the list (refused past the limit, or when
 * the entity may not be featured); unfeaturing closes the gap. Setting the state the row already
 * has changes nothing and asks for no rebuild.
 */
export async function setFeatured<T extends FeaturedTable, E extends { id: number; featured: boolean }>(
  deps: FeaturedDeps,
  entity: FeaturedEntity<T, E>,
  input: { id: number; featured: boolean },
): Promise<E> {
  const current = await entity.find(deps.db, input.id);
  if (!current) throw new NotFoundError(entity.messages.notFound);
  if (current.featured === input.featured) return current;
  if (!input.featured) {
    const row = await unfeature(deps.db, entity.list, input.id);
    if (!row) return (await entity.find(deps.db, input.id)) ?? current; // unfeatured concurrently
    const changed = entity.toEntity(row);
    await deps.rebuild.request(entity.reasons.unfeatured(changed));
    return changed;
  }
  const refusal = entity.refusal?.(current);
  if (refusal) throw new BadRequestError(refusal);
  // The guarded update re-checks eligibility and the limit in one statement, so a race cannot pass them.
  const row = await featureAtEnd(deps.db, entity.list, input.id);
  if (!row) {
    const now = await entity.find(deps.db, input.id);
    if (now?.featured) return now; // featured concurrently
    throw new ConflictError(entity.messages.tooMany);
  }
  const changed = entity.toEntity(row);
  await deps.rebuild.request(entity.reasons.featured(changed));
  return changed;
}

/** The featured list in its order. */
export async function listFeatured<T extends FeaturedTable, E extends { id: number; featured: boolean }>(db: Db, entity: FeaturedEntity<T, E>): Promise<E[]> {
  return (await selectFeatured(db, entity.list)).map((row) => entity.toEntity(row));
}

/**
 * Saves the order `ids`. 'replace' (Featured Experts' save): `ids` become exactly the list, each
 * must exist (the schema caps the length). 'reorder' (the drag-and-drop): `ids` must be exactly
 * the featured rows. An unchanged order writes nothing and asks for no rebuild.
 */
export async function saveFeaturedOrder<T extends FeaturedTable, E extends { id: number; featured: boolean }>(
  deps: FeaturedDeps,
  entity: FeaturedEntity<T, E>,
  ids: readonly number[],
  mode: 'replace' | 'reorder',
): Promise<E[]> {
  const current = await listFeatured(deps.db, entity);
  if (mode === 'replace') {
    const known = await existingIds(deps.db, entity.list.table, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw new BadRequestError(entity.messages.unknownIds(unknown));
    if (ids.length > entity.list.limit) throw new BadRequestError(entity.messages.tooMany);
  } else {
    const featured = new Set(current.map((row) => row.id));
    const exact = ids.length === featured.size && new Set(ids).size === ids.length && ids.every((id) => featured.has(id));
    if (!exact) throw new BadRequestError(entity.messages.orderMismatch);
  }
  if (current.length === ids.length && current.every((row, index) => row.id === ids[index])) return current;
  await saveFeaturedIds(deps.db, entity.list, ids, mode === 'replace');
  await deps.rebuild.request(entity.reasons.saved);
  return listFeatured(deps.db, entity);
}
