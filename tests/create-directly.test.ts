import { describe, expect, it } from 'vitest';
import type { Article, Expert } from '../domain/entities.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/** 'New Expert' (POST /api/experts) and 'New Article' (POST /api/admin/articles). */
const t = await createTestApp();
const admin = (await signUpAdmin(t)).cookie;
const user = (await signUp(t)).cookie;

const newExpert = (body: unknown, cookie: string | undefined) => t.request('POST', '/api/experts', { body, cookie });
const newArticle = (body: unknown, cookie: string | undefined) => t.request('POST', '/api/admin/articles', { body, cookie });

describe('POST /api/experts', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(t, (cookie) => newExpert(expertProfile({ name: 'Dr. Nobody' }), cookie), user);
  });

  it('creates the expert under a unique slug made from the name and rebuilds the site', async () => {
    const reasons = t.rebuild.reasons.length;
    const first = await newExpert(expertProfile({ name: 'Dr. Élodie Twin' }), admin);
    expect(first.status).toBe(201);
    const a = (await first.json()) as Expert;
    expect(a).toMatchObject({ name: 'Dr. Élodie Twin', slug: 'dr-elodie-twin', featured: false, featuredOrder: null });
    const b = (await (await newExpert(expertProfile({ name: 'Dr. Elodie Twin' }), admin)).json()) as Expert;
    expect(b.slug).toBe('dr-elodie-twin-2');
    expect(t.rebuild.reasons.slice(reasons)).toEqual(['Expert created: Dr. Élodie Twin', 'Expert created: Dr. Elodie Twin']);
    expect((await t.request('GET', '/api/experts/dr-elodie-twin-2')).status).toBe(200);
  });

  it('a name that is a reserved path gets another slug', async () => {
    const created = (await (await newExpert(expertProfile({ name: 'Admin' }), admin)).json()) as Expert;
    expect(created.slug).toBe('admin-2');
  });

  it('refuses an invalid profile with 400 and changes nothing', async () => {
    await expectRefused(t, () => newExpert({ ...expertProfile(), name: '' }, admin), 400, /Missing Information/);
    await expectRefused(t, () => newExpert({ ...expertProfile(), books: ['a', 'b', 'c', 'd'] }, admin), 400, /at most 3 books/);
    await expectRefused(t, () => newExpert('nope', admin), 400, /./);
  });
});

describe('POST /api/admin/articles', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(t, (cookie) => newArticle({ title: 'T', content: 'C' }, cookie), user);
  });

  it('creates a draft by default with a unique slug from the title, without a rebuild', async () => {
    const reasons = t.rebuild.reasons.length;
    const res = await newArticle({ title: 'Why Sleep Matters', content: '# Sleep\n\nBody.' }, admin);
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    expect(article).toMatchObject({ title: 'Why Sleep Matters', slug: 'why-sleep-matters', status: 'draft', publishedAt: null, featured: false });
    const again = (await (await newArticle({ title: 'Why sleep matters!', content: 'Other.' }, admin)).json()) as Article;
    expect(again.slug).toBe('why-sleep-matters-2');
    expect(t.rebuild.reasons.length).toBe(reasons);
  });

  it('a published article is stamped and rebuilds the site', async () => {
    const expert = await makeExpert(t.db);
    const reasons = t.rebuild.reasons.length;
    const res = await newArticle({ title: 'Published Now', content: 'Body', status: 'published', expertId: expert.id, seoTags: ['a', 'A', 'b'] }, admin);
    const article = (await res.json()) as Article;
    expect(article).toMatchObject({ status: 'published', expertId: expert.id, seoTags: ['a', 'b'] });
    expect(article.publishedAt).not.toBeNull();
    expect(t.rebuild.reasons.slice(reasons)).toEqual([`article ${article.id} published`]);
  });

  it('refuses missing title or content, a bad or taken slug and an unknown expert, changing nothing', async () => {
    await newArticle({ title: 'Taken Slug', content: 'x', slug: 'taken-slug' }, admin);
    await expectRefused(t, () => newArticle({ title: '', content: 'x' }, admin), 400, 'Title and content are required');
    await expectRefused(t, () => newArticle({ title: 'x' }, admin), 400, 'Title and content are required');
    await expectRefused(
      t,
      () => newArticle({ title: 'x', content: 'y', slug: 'Bad Slug' }, admin),
      400,
      'Only lowercase letters, numbers, and hyphens allowed',
    );
    await expectRefused(t, () => newArticle({ title: 'x', content: 'y', slug: 'taken-slug' }, admin), 409, 'That URL slug is already used by another article');
    await expectRefused(t, () => newArticle({ title: 'x', content: 'y', expertId: 987654 }, admin), 400, 'Unknown expert');
    await expectRefused(t, () => newArticle([1, 2], admin), 400, /./);
  });
});
