/**
 * The featured order as every screen and page reads it, written once: featured rows by
 * featuredOrder, an empty order last (as the server's `nulls last`), ties by id.
 */
export interface FeaturedItem {
  id: number;
  featured: boolean;
  featuredOrder: number | null;
}

export function byFeaturedOrder(a: FeaturedItem, b: FeaturedItem): number {
  const left = a.featuredOrder ?? Number.POSITIVE_INFINITY;
  const right = b.featuredOrder ?? Number.POSITIVE_INFINITY;
  return left === right ? a.id - b.id : left < right ? -1 : 1;
}

/** The featured items, in their order. */
export function featuredInOrder<T extends FeaturedItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.featured).sort(byFeaturedOrder);
}

/**
 * `items` with `ids` featured and numbered 1..n in that order (featured items not listed follow,
 * in their order): the screens' optimistic view of a reorder.
 */
export function withFeaturedOrder<T extends FeaturedItem>(items: readonly T[], ids: readonly number[]): T[] {
  const rest = featuredInOrder(items)
    .filter((item) => !ids.includes(item.id))
    .map((item) => item.id);
  const rank = new Map([...ids, ...rest].map((id, index) => [id, index + 1]));
  return items.map((item) => (rank.has(item.id) ? { ...item, featured: true, featuredOrder: rank.get(item.id) ?? null } : item));
}

/** `items` after the Featured switch, as the server does it: featuring appends, unfeaturing closes the gap. */
export function withFeatured<T extends FeaturedItem>(items: readonly T[], id: number, featured: boolean): T[] {
  const ids = featuredInOrder(items)
    .map((item) => item.id)
    .filter((other) => other !== id);
  const switched = items.map((item) => (item.id === id ? { ...item, featured, featuredOrder: null } : item));
  return withFeaturedOrder(switched, featured ? [...ids, id] : ids);
}
