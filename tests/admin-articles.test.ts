import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEATURED_ARTICLES } from '../api/services/featured-articles.ts';
import { listAllArticles, updateArticle } from '../db/queries/articles.ts';
import { featureAtEnd } from '../db/queries/featured-order.ts';
import { articles } from '../db/schema.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { LIMITS, TEXT_MAX } from '../domain/limits.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { expectRefused, snapshot } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock(Date.UTC(2026, 2, 1));
const t = await createTestApp({}, { now: clock.now });
const admin = (await signUpAdmin(t)).cookie;
const user = (await signUp(t)).cookie;
const expert: Expert = await makeExpert(t.db, { name: 'Article Author' });

function call(method: string, path: string, body?: unknown) {
  return t.request(method, path, { body, cookie: admin });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('admin only', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/articles'],
    ['PATCH', '/api/admin/articles/1', { title: 'x' }],
    ['DELETE', '/api/admin/articles/1'],
    ['PATCH', '/api/admin/articles/1/featured', { featured: true }],
    ['PATCH', '/api/admin/articles/featured/reorder', { articleIds: [] }],
    ['POST', '/api/admin/generate-seo-title', { content: 'Body' }],
    ['POST', '/api/admin/generate-seo-tags', { content: 'Body', title: 'T' }],
    ['POST', '/api/admin/generate-excerpt', { content: 'Body', title: 'T' }],
  ];

  it.each(calls)('%s %s answers 401 signed out and 403 to a user', async (method, path, body) => {
    await expectAdminOnly(t, (cookie) => t.request(method, path, { body, cookie }), user);
  });
});

describe('GET /api/admin/articles', () => {
  it('lists every status, newest first, with the body', async () => {
    const old = await makeArticle(t.db, { status: 'archived', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    const draft = await makeArticle(t.db, { status: 'draft', createdAt: new Date(Date.UTC(2030, 0, 1)) });
    const published = await makeArticle(t.db, { createdAt: new Date(Date.UTC(2029, 0, 1)) });
    const res = await call('GET', '/api/admin/articles');
    expect(res.status).toBe(200);
    const list = await json<Article[]>(res);
    const ids = list.map((article) => article.id);
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(published.id));
    expect(ids.indexOf(published.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids.at(-1)).toBe(old.id);
    expect(list.find((article) => article.id === draft.id)).toMatchObject({ status: 'draft', content: draft.content });
    expect(list.find((article) => article.id === old.id)?.status).toBe('archived');
  });
});

describe('PATCH /api/admin/articles/{id}', () => {
  it('saves every editable field, normalising type and tags, and asks for a rebuild of a published article', async () => {
    const article = await makeArticle(t.db);
    const reasons = t.rebuild.reasons.length;
    const res = await call('PATCH', `/api/admin/articles/${article.id}`, {
      title: '  A Better Title ',
      slug: 'a-better-title',
      content: '# New body\n\nText.',
      excerpt: 'Short.',
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      contentType: 'expertise-tip',
      featuredImageUrl: '/uploads/images/abc-123.png',
      expertId: expert.id,
      seoTags: [' Ageing ', 'ageing', '', 'NAD+', 'AGEING'],
      featured: true,
      aiGenerated: true,
    });
    expect(res.status).toBe(200);
    const saved = await json<Article>(res);
    expect(saved).toMatchObject({
      title: 'A Better Title',
      slug: 'a-better-title',
      content: '# New body\n\nText.',
      excerpt: 'Short.',
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      contentType: 'longevity_tip',
      featuredImageUrl: '/uploads/images/abc-123.png',
      expertId: expert.id,
      seoTags: ['Ageing', 'NAD+'],
      featured: false,
      aiGenerated: false,
      status: 'published',
    });
    expect((await listAllArticles(t.db)).find((row) => row.id === article.id)).toEqual(saved);
    expect(t.rebuild.reasons.slice(reasons)).toEqual([`article ${article.id} edited`]);
  });

  it.each([
    ['research-insight', 'research_insight'],
    ['longevity_tip', 'longevity_tip'],
    ['expertise-tip', 'longevity_tip'],
  ])('stores content type %s as %s', async (given, stored) => {
    const article = await makeArticle(t.db, { status: 'draft' });
    const res = await call('PATCH', `/api/admin/articles/${article.id}`, { contentType: given });
    expect((await json<Article>(res)).contentType).toBe(stored);
  });

  it('clears the featured image and the expert with null, and an https image URL is kept', async () => {
    const article = await makeArticle(t.db, { expertId: expert.id, featuredImageUrl: '/uploads/images/x.png' });
    const cleared = await json<Article>(await call('PATCH', `/api/admin/articles/${article.id}`, { featuredImageUrl: '', expertId: null }));
    expect(cleared).toMatchObject({ featuredImageUrl: null, expertId: null });
    const url = 'https://images.example.org/a.png';
    expect((await json<Article>(await call('PATCH', `/api/admin/articles/${article.id}`, { featuredImageUrl: url }))).featuredImageUrl).toBe(url);
  });

  it('keeps its own slug without a conflict', async () => {
    const article = await makeArticle(t.db);
    const res = await call('PATCH', `/api/admin/articles/${article.id}`, { slug: article.slug, title: 'Same slug' });
    expect(res.status).toBe(200);
  });

  it('does not ask for a rebuild when a draft stays a draft', async () => {
    const article = await makeArticle(t.db, { status: 'draft' });
    const reasons = t.rebuild.reasons.length;
    expect((await call('PATCH', `/api/admin/articles/${article.id}`, { title: 'Still a draft' })).status).toBe(200);
    expect(t.rebuild.reasons.length).toBe(reasons);
  });

  it('sets publishedAt when first published and never resets it', async () => {
    const article = await makeArticle(t.db, { status: 'draft' });
    const reasons = t.rebuild.reasons.length;
    const path = `/api/admin/articles/${article.id}`;
    const published = await json<Article>(await call('PATCH', path, { status: 'published' }));
    expect(published.publishedAt).toBe(clock.now().toISOString());
    const firstPublished = published.publishedAt;

    clock.advance(60_000);
    expect((await json<Article>(await call('PATCH', path, { title: 'Edited later' }))).publishedAt).toBe(firstPublished);
    const archived = await json<Article>(await call('PATCH', path, { status: 'archived' }));
    expect(archived).toMatchObject({ status: 'archived', publishedAt: firstPublished });
    clock.advance(60_000);
    expect((await json<Article>(await call('PATCH', path, { status: 'published' }))).publishedAt).toBe(firstPublished);
    expect(t.rebuild.reasons.slice(reasons)).toEqual([
      `article ${article.id} published`,
      `article ${article.id} edited`,
      `article ${article.id} unpublished`,
      `article ${article.id} published`,
    ]);
  });

  it('answers the article unchanged for an empty body', async () => {
    const article = await makeArticle(t.db);
    const before = await snapshot(t);
    const res = await call('PATCH', `/api/admin/articles/${article.id}`, {});
    expect(await snapshot(t)).toEqual(before);
    expect(await json<Article>(res)).toEqual((await listAllArticles(t.db)).find((row) => row.id === article.id));
  });

  describe('refuses bad input and changes nothing', () => {
    const taken = 'slug-already-taken';
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      ['a blank title', { title: '   ' }, 400, 'Title and content are required'],
      ['a null title', { title: null }, 400, 'Title and content are required'],
      ['an empty content', { content: '' }, 400, 'Title and content are required'],
      ['a blank content', { content: ' \n ', title: 'Fine' }, 400, 'Title and content are required'],
      ['an uppercase slug', { slug: 'Bad-Slug' }, 400, 'Only lowercase letters, numbers, and hyphens allowed'],
      ['a slug with spaces', { slug: 'bad slug' }, 400, 'Only lowercase letters, numbers, and hyphens allowed'],
      ['an empty slug', { slug: '' }, 400, 'Only lowercase letters, numbers, and hyphens allowed'],
      ['a slug with an underscore', { slug: 'bad_slug' }, 400, 'Only lowercase letters, numbers, and hyphens allowed'],
      ['the reserved slug 404', { slug: '404' }, 400, 'That URL slug is reserved by the site'],
      ['a duplicate slug', { slug: taken }, 409, 'That URL slug is already used by another article'],
      ['an unknown expert', { expertId: 987654 }, 400, 'Unknown expert'],
      ['an expert id as text', { expertId: '3' }, 400, /expertId/],
      ['an unknown status', { status: 'deleted' }, 400, /status/],
      ['an unknown content type', { contentType: 'recipe' }, 400, /content type/],
      ['a javascript: image', { featuredImageUrl: 'javascript:alert(1)' }, 400, /featuredImageUrl/],
      ['an image path outside storage', { featuredImageUrl: '/uploads/images/../secret.png' }, 400, /featuredImageUrl/],
      ['a tag over 60 characters', { seoTags: ['x'.repeat(TEXT_MAX.tag + 1)] }, 400, /seoTags/],
      ['more than 30 tags', { seoTags: Array.from({ length: TEXT_MAX.tags + 1 }, (_, i) => `tag ${i}`) }, 400, /at most 30 tags/],
      ['tags that are not a list', { seoTags: 'a, b' }, 400, /seoTags/],
    ];

    beforeAll(async () => {
      await makeArticle(t.db, { slug: taken });
    });

    it.each(cases)('%s', async (_label, body, status, message) => {
      const article = await makeArticle(t.db);
      await expectRefused(t, () => call('PATCH', `/api/admin/articles/${article.id}`, body), status, message);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await expectRefused(t, () => call('PATCH', '/api/admin/articles/987654', { title: 'x' }), 404, 'Article not found');
      await expectRefused(t, () => call('PATCH', '/api/admin/articles/abc', { title: 'x' }), 400, /positive whole number/);
    });
  });

  it('a slug clash found only by the unique index (a concurrent edit) is still a conflict', async () => {
    const first = await makeArticle(t.db);
    const second = await makeArticle(t.db);
    expect(await updateArticle(t.db, second, { slug: first.slug }, { reason: 'edit', actor: null, at: new Date() })).toBeUndefined();
  });
});

describe('featuring', () => {
  beforeEach(async () => {
    await t.db.update(articles).set({ featured: false, featuredOrder: null });
  });

  async function featured(): Promise<Array<[number, number | null]>> {
    const rows = await listAllArticles(t.db);
    return rows
      .filter((row) => row.featured)
      .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
      .map((row) => [row.id, row.featuredOrder]);
  }

  async function feature(id: number, on = true) {
    return call('PATCH', `/api/admin/articles/${id}/featured`, { featured: on });
  }

  async function fourFeatured() {
    const list = await Promise.all(Array.from({ length: LIMITS.featuredArticles }, () => makeArticle(t.db)));
    for (const article of list) expect((await feature(article.id)).status).toBe(200);
    return list;
  }

  it('appends each newly featured article at the end and asks for a rebuild', async () => {
    const reasons = t.rebuild.reasons.length;
    const list = await fourFeatured();
    expect(await featured()).toEqual(list.map((article, index) => [article.id, index + 1]));
    expect(t.rebuild.reasons.slice(reasons)).toEqual(list.map((article) => `article ${article.id} featured`));
  });

  it('refuses a fifth with 409 and changes nothing', async () => {
    await fourFeatured();
    const fifth = await makeArticle(t.db);
    await expectRefused(t, () => feature(fifth.id), 409, 'You can feature at most 4 articles');
    expect(await featureAtEnd(t.db, FEATURED_ARTICLES.list, fifth.id)).toBeUndefined();
  });

  it.each(['draft', 'archived'] as const)('refuses a %s article with 400 and changes nothing', async (status) => {
    const article = await makeArticle(t.db, { status });
    await expectRefused(t, () => feature(article.id), 400, 'Only published articles can be featured');
  });

  it('answers 404 for an unknown article, 400 for a malformed id or body', async () => {
    const article = await makeArticle(t.db);
    await expectRefused(t, () => feature(987654), 404, 'Article not found');
    await expectRefused(t, () => call('PATCH', '/api/admin/articles/0/featured', { featured: true }), 400, /positive whole number/);
    await expectRefused(t, () => call('PATCH', `/api/admin/articles/${article.id}/featured`, { featured: 'yes' }), 400, /featured/);
  });

  it('unfeaturing closes the gap; featuring again goes to the end', async () => {
    const [a, b, c, d] = await fourFeatured();
    const res = await feature(b!.id, false);
    expect(await json<Article>(res)).toMatchObject({ featured: false, featuredOrder: null });
    expect(await featured()).toEqual([
      [a!.id, 1],
      [c!.id, 2],
      [d!.id, 3],
    ]);
    await feature(b!.id);
    expect(await featured()).toEqual([
      [a!.id, 1],
      [c!.id, 2],
      [d!.id, 3],
      [b!.id, 4],
    ]);
  });

  it('setting the state an article already has changes nothing and asks for no rebuild', async () => {
    const article = await makeArticle(t.db);
    await feature(article.id);
    const before = await snapshot(t);
    expect((await feature(article.id)).status).toBe(200);
    expect(await snapshot(t)).toEqual(before);
  });

  it('unpublishing a featured article unfeatures it and closes the gap', async () => {
    const [a, b, c] = await fourFeatured();
    const res = await call('PATCH', `/api/admin/articles/${a!.id}`, { status: 'draft' });
    expect(await json<Article>(res)).toMatchObject({ status: 'draft', featured: false, featuredOrder: null });
    expect((await featured()).slice(0, 2)).toEqual([
      [b!.id, 1],
      [c!.id, 2],
    ]);
    expect((await featured()).map(([, order]) => order)).toEqual([1, 2, 3]);
  });

  it('deleting a featured article closes the gap and asks for a rebuild', async () => {
    const [a, b] = await fourFeatured();
    const reasons = t.rebuild.reasons.length;
    const res = await call('DELETE', `/api/admin/articles/${a!.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Article has been deleted successfully', undo: { token: expect.any(String), expiresAt: expect.any(String) } });
    expect((await featured())[0]).toEqual([b!.id, 1]);
    expect((await featured()).map(([, order]) => order)).toEqual([1, 2, 3]);
    expect(t.rebuild.reasons.slice(reasons)).toEqual([`article ${a!.id} deleted`]);
    expect((await listAllArticles(t.db)).some((row) => row.id === a!.id)).toBe(false);
  });
});

describe('PATCH /api/admin/articles/featured/reorder', () => {
  beforeEach(async () => {
    await t.db.update(articles).set({ featured: false, featuredOrder: null });
  });

  async function threeFeatured() {
    const list = [await makeArticle(t.db), await makeArticle(t.db), await makeArticle(t.db)];
    for (const article of list) await call('PATCH', `/api/admin/articles/${article.id}/featured`, { featured: true });
    return list.map((article) => article.id);
  }

  const reorder = (articleIds: unknown) => call('PATCH', '/api/admin/articles/featured/reorder', { articleIds });

  it('numbers the featured articles 1..n in the order given (not captured by /{id})', async () => {
    const [a, b, c] = await threeFeatured();
    const reasons = t.rebuild.reasons.length;
    const res = await reorder([c, a, b]);
    expect(res.status).toBe(200);
    expect((await json<Article[]>(res)).map((article) => [article.id, article.featuredOrder])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(t.rebuild.reasons.slice(reasons)).toEqual(['featured articles reordered']);
  });

  it('the same order changes nothing and asks for no rebuild', async () => {
    const ids = await threeFeatured();
    const before = await snapshot(t);
    expect((await reorder(ids)).status).toBe(200);
    expect(await snapshot(t)).toEqual(before);
  });

  it('an empty list is right when nothing is featured', async () => {
    const res = await reorder([]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  describe('refuses a list that is not exactly the featured set', () => {
    const message = 'The order must list exactly the featured articles';
    it.each([
      ['a foreign (not featured) id', 'foreign'],
      ['an unknown id', 'unknown'],
      ['a missing id', 'missing'],
      ['a duplicate id', 'duplicate'],
      ['an extra id', 'extra'],
    ])('%s', async (_label, kind) => {
      const [a, b, c] = await threeFeatured();
      const other = (await makeArticle(t.db)).id;
      const lists: Record<string, number[]> = {
        foreign: [a!, b!, other],
        unknown: [a!, b!, 987654],
        missing: [a!, b!],
        duplicate: [a!, b!, b!],
        extra: [a!, b!, c!, other],
      };
      await expectRefused(t, () => reorder(lists[kind]), 400, message);
    });

    it('refuses a body that is not a list of ids', async () => {
      await threeFeatured();
      await expectRefused(t, () => reorder(['a']), 400, /articleIds/);
      await expectRefused(t, () => call('PATCH', '/api/admin/articles/featured/reorder', {}), 400, /articleIds/);
    });
  });
});

describe('DELETE /api/admin/articles/{id}', () => {
  it('deletes a draft without asking for a rebuild', async () => {
    const article = await makeArticle(t.db, { status: 'draft' });
    const reasons = t.rebuild.reasons.length;
    const res = await call('DELETE', `/api/admin/articles/${article.id}`);
    expect(await res.json()).toEqual({ message: 'Article has been deleted successfully', undo: { token: expect.any(String), expiresAt: expect.any(String) } });
    expect(t.rebuild.reasons.length).toBe(reasons);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, changing nothing', async () => {
    await expectRefused(t, () => call('DELETE', '/api/admin/articles/987654'), 404, 'Article not found');
    await expectRefused(t, () => call('DELETE', '/api/admin/articles/1.5'), 400, /positive whole number/);
  });
});

describe('SEO and excerpt generators', () => {
  it.each(['generate-seo-title', 'generate-seo-tags', 'generate-excerpt'])('%s answers 503 until an AI provider is configured', async (name) => {
    const res = await call('POST', `/api/admin/${name}`, {
      content: 'Some article body',
      title: 'A title',
      provider: 'openrouter',
      model: 'anthropic/claude-sonnet-4',
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'AI provider not configured' });
  });

  it.each(['generate-seo-title', 'generate-seo-tags', 'generate-excerpt'])('%s checks its input first', async (name) => {
    const missing = await call('POST', `/api/admin/${name}`, { title: 'A title' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Content is required' });
    const badTitle = await call('POST', `/api/admin/${name}`, { content: 'Body', title: 42 });
    expect(badTitle.status).toBe(400);
  });
});
