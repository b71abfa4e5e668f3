import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { articles, experts } from '../db/schema.ts';
import { byFeaturedOrder, featuredInOrder, withFeatured, withFeaturedOrder } from '../domain/featured-order.ts';
import { LIMITS } from '../domain/limits.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The featured-order rules written once (api/services/featured-order.ts) hold for both lists:
 * experts (12) and articles (4), alone and when changes arrive at the same time.
 */
const t = await createTestApp();
const admin = await signUpAdmin(t);

const ENTITIES = [
  {
    name: 'experts',
    table: experts,
    limit: LIMITS.featuredExperts,
    make: async () => (await makeExpert(t.db)).id,
    feature: (id: number, featured: boolean) => t.request('PATCH', `/api/experts/${id}/featured`, { body: { featured }, cookie: admin.cookie }),
    reorder: (ids: number[]) => t.request('PUT', '/api/experts/featured', { body: { expertIds: ids }, cookie: admin.cookie }),
  },
  {
    name: 'articles',
    table: articles,
    limit: LIMITS.featuredArticles,
    make: async () => (await makeArticle(t.db)).id,
    feature: (id: number, featured: boolean) => t.request('PATCH', `/api/admin/articles/${id}/featured`, { body: { featured }, cookie: admin.cookie }),
    reorder: (ids: number[]) => t.request('PATCH', '/api/admin/articles/featured/reorder', { body: { articleIds: ids }, cookie: admin.cookie }),
  },
] as const;

describe.each(ENTITIES)('featured $name', (entity) => {
  beforeEach(async () => {
    await t.db.update(experts).set({ featured: false, featuredOrder: null });
    await t.db.update(articles).set({ featured: false, featuredOrder: null });
  });

  /** [id, featuredOrder] of the featured rows, in order, straight from the table. */
  async function featured(): Promise<Array<[number, number | null]>> {
    const rows = await t.db.select({ id: entity.table.id, order: entity.table.featuredOrder }).from(entity.table).where(eq(entity.table.featured, true));
    return rows.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((row) => [row.id, row.order]);
  }

  async function expectGapless(): Promise<number[]> {
    const list = await featured();
    expect(list.map(([, order]) => order)).toEqual(list.map((_, index) => index + 1));
    return list.map(([id]) => id);
  }

  async function featureSome(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = await entity.make();
      expect((await entity.feature(id, true)).status).toBe(200);
      ids.push(id);
    }
    return ids;
  }

  it('features at the end, unfeatures closing the gap, and refuses one past the limit', async () => {
    const ids = await featureSome(entity.limit);
    expect(await expectGapless()).toEqual(ids);
    const extra = await entity.make();
    expect((await entity.feature(extra, true)).status).toBe(409);
    expect((await entity.feature(ids[1]!, false)).status).toBe(200);
    expect(await expectGapless()).toEqual(ids.filter((id) => id !== ids[1]));
    expect((await entity.feature(extra, true)).status).toBe(200);
    expect((await expectGapless()).at(-1)).toBe(extra);
  });

  it('reorders to exactly the order given', async () => {
    const ids = await featureSome(3);
    const reversed = [...ids].reverse();
    expect((await entity.reorder(reversed)).status).toBe(200);
    expect(await expectGapless()).toEqual(reversed);
  });

  it('many concurrent features never pass the limit and keep the orders unique and gapless', async () => {
    const candidates = await Promise.all(Array.from({ length: entity.limit + 3 }, () => entity.make()));
    const answers = await Promise.all(candidates.map((id) => entity.feature(id, true)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(entity.limit);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    expect(await expectGapless()).toHaveLength(entity.limit);
  });

  it('two concurrent reorders leave one of the two orders, numbered 1..n', async () => {
    const ids = await featureSome(3);
    const first = [ids[2]!, ids[0]!, ids[1]!];
    const second = [ids[1]!, ids[2]!, ids[0]!];
    const answers = await Promise.all([entity.reorder(first), entity.reorder(second)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect([first, second]).toContainEqual(await expectGapless());
  });

  it('a reorder racing an unfeature and a feature keeps the orders unique and gapless', async () => {
    const ids = await featureSome(3);
    const newcomer = await entity.make();
    await Promise.all([entity.reorder([...ids].reverse()), entity.feature(ids[1]!, false), entity.feature(newcomer, true)]);
    const list = await expectGapless();
    expect(new Set(list).size).toBe(list.length);
    // Articles' reorder moves only the featured ones, so both switches stand; the experts' save
    // replaces the whole list, so whichever came last wins: the invariants above hold either way.
    if (entity.name === 'articles') {
      expect(list).toContain(newcomer);
      expect(list).not.toContain(ids[1]);
    }
  });
});

describe('the client comparator (domain/featured-order.ts)', () => {
  const item = (id: number, featuredOrder: number | null, featured = true) => ({ id, featured, featuredOrder });

  it('puts empty orders last, then orders ties by id', () => {
    expect([item(3, null), item(2, 2), item(1, null), item(4, 1)].sort(byFeaturedOrder).map((i) => i.id)).toEqual([4, 2, 1, 3]);
    expect(featuredInOrder([item(1, 1, false), item(2, 2), item(3, 1)]).map((i) => i.id)).toEqual([3, 2]);
  });

  it('features at the end and closes gaps as the server does', () => {
    const list = [item(1, 1), item(2, 2), item(3, 3), item(4, null, false)];
    expect(featuredInOrder(withFeatured(list, 2, false)).map((i) => [i.id, i.featuredOrder])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(featuredInOrder(withFeatured(list, 4, true)).map((i) => [i.id, i.featuredOrder])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(featuredInOrder(withFeaturedOrder(list, [3, 1, 2])).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});
