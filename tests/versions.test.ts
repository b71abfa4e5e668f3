import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { updateExpertProfile } from '../db/queries/experts.ts';
import { activityLog, articles, entityVersions, experts } from '../db/schema.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { diffSnapshots, lineDiff, VERSION_LIMITS, VERSION_MESSAGES, type Version, type VersionDiff, type VersionHistory } from '../domain/versions.ts';
import { updateExpert } from '../api/services/experts.ts';
import { publishArticle } from '../api/services/publish-article.ts';
import type { RestoreResult } from '../api/services/versions.ts';
import { TEST_ORIGIN } from './helpers/test-app.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);
const user = await signUp(t);

const call = (method: string, path: string, body?: unknown) => t.request(method, path, { body, cookie: admin.cookie });
const json = async <T>(res: Response | Promise<Response>): Promise<T> => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json()) as T;
};

const history = (type: 'expert' | 'article', id: number) => json<VersionHistory>(call('GET', `/api/admin/versions/${type}/${id}`));

describe('every save keeps a version', () => {
  it('New Expert, edits, an accepted correction: who, when, why and every field', async () => {
    const created = await json<Expert>(call('POST', '/api/experts', expertProfile({ name: 'Dr. Versioned', title: 'First title' })));
    await json(call('PUT', `/api/experts/${created.id}`, expertProfile({ name: 'Dr. Versioned', title: 'Second title' })));
    // The corrections flow saves through the same service with its own reason.
    await updateExpert(t.deps, {
      id: created.id,
      profile: expertProfile({ name: 'Dr. Versioned', title: 'Corrected title' }),
      actor: admin.user,
      reason: 'correction',
    });

    const { versions } = await history('expert', created.id);
    expect(versions.map((version) => [version.number, version.reason, version.actor?.email])).toEqual([
      [3, 'correction', admin.email],
      [2, 'edit', admin.email],
      [1, 'create', admin.email],
    ]);
    expect(versions[0]?.changedFields).toEqual(expect.arrayContaining(['title', 'longevityContribution']));
    const first = await json<Version>(call('GET', `/api/admin/versions/expert/${created.id}/1`));
    expect(first.data).toMatchObject({
      name: 'Dr. Versioned',
      title: 'First title',
      slug: created.slug,
      categories: ['academic'],
      published: true,
      publishAt: null,
    });
    // Every content field is kept; identity and list positions are not.
    expect(Object.keys(first.data)).toEqual(
      expect.arrayContaining([
        'name',
        'title',
        'categories',
        'longevityContribution',
        'biography',
        'imageUrl',
        'referenceLinks',
        'books',
        'scienceHighlights',
        'youtubeEmbeds',
        'customGptUrl',
        'sources',
        'identifiers',
        'lastReviewedAt',
      ]),
    );
    expect(first.data).not.toHaveProperty('id');
    expect(first.data).not.toHaveProperty('featured');
    expect(first.data).not.toHaveProperty('updatedAt');
  });

  it('saving the dialog unchanged keeps no version', async () => {
    const expert = await makeExpert(t.db);
    const { id: _id, slug: _slug, featured: _f, featuredOrder: _o, createdAt: _c, updatedAt: _u, published: _p, publishAt: _a, ...profile } = expert;
    await json(call('PUT', `/api/experts/${expert.id}`, profile));
    expect((await history('expert', expert.id)).versions).toHaveLength(1);
  });

  it("an approval creates the expert's first version, named after the reviewer", async () => {
    const pending = await makeSubmission(t.db, user, { name: 'Dr. Approved' });
    const { expert } = await json<{ expert: Expert }>(call('POST', `/api/admin/submissions/${pending.id}/approve`, {}));
    const { versions } = await history('expert', expert.id);
    expect(versions).toMatchObject([{ number: 1, reason: 'approve', actor: { id: admin.user.id, email: admin.email } }]);
  });

  it('an import keeps a version of each row it writes, after a baseline of what an existing row held', async () => {
    const existing = await makeExpert(t.db, { name: 'Dr. Imported' });
    // A row written without a version (older data, bulk scripts) gets a baseline on its first versioned save.
    await t.db.delete(entityVersions).where(and(eq(entityVersions.entityType, 'expert'), eq(entityVersions.entityId, existing.id)));
    const file = JSON.stringify({
      experts: [
        { ...expertProfile({ name: 'Dr. Imported', title: 'Imported title' }), slug: existing.slug },
        { ...expertProfile({ name: 'Dr. Brand New' }), slug: 'dr-brand-new' },
      ],
      articles: [{ slug: 'imported-article', title: 'Imported', content: 'Body', status: 'draft', expertSlug: 'dr-brand-new' }],
    });
    const res = await t.app.request('/api/admin/import?format=json&dryRun=false', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie },
      body: file,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const before = (await history('expert', existing.id)).versions;
    expect(before.map((version) => [version.number, version.reason, version.actor?.email ?? null])).toEqual([
      [2, 'import', admin.email],
      [1, 'baseline', null],
    ]);
    const baseline = await json<Version>(call('GET', `/api/admin/versions/expert/${existing.id}/1`));
    expect(baseline.data.title).toBe(existing.title);
    const [brandNew] = await t.db.select().from(experts).where(eq(experts.slug, 'dr-brand-new'));
    expect((await history('expert', brandNew!.id)).versions.map((version) => version.reason)).toEqual(['import']);
    const [article] = await t.db.select().from(articles).where(eq(articles.slug, 'imported-article'));
    expect((await history('article', article!.id)).versions.map((version) => version.reason)).toEqual(['import']);
  });

  it("articles: New Article and the editor's saves", async () => {
    const created = await json<Article>(call('POST', '/api/admin/articles', { title: 'Versioned article', content: 'One\nTwo\nThree' }));
    await json(call('PATCH', `/api/admin/articles/${created.id}`, { content: 'One\nTwo and a half\nThree', seoTags: ['ageing'] }));
    await json(call('PATCH', `/api/admin/articles/${created.id}`, { status: 'published' }));
    const { versions } = await history('article', created.id);
    expect(versions.map((version) => [version.reason, version.changedFields])).toEqual([
      ['edit', ['status', 'publishedAt']],
      ['edit', ['content', 'seoTags']],
      ['create', ['title', 'slug', 'content', 'contentType', 'status']],
    ]);
  });

  it('an article published from the content wizard', async () => {
    const expert = await makeExpert(t.db);
    const article = await publishArticle(
      t.deps,
      {
        content: '# From the wizard\n\nBody text.',
        expertId: expert.id,
        featuredImage: null,
        linkFromProfile: true,
        contentType: 'research_insight',
        seoTags: ['ageing'],
      },
      admin.user,
    );
    expect((await history('article', article.id)).versions).toMatchObject([{ number: 1, reason: 'create', actor: { email: admin.email } }]);
  });

  it('keeps the newest 50 versions of an entity', async () => {
    const expert = await makeExpert(t.db);
    for (let n = 1; n <= VERSION_LIMITS.keepPerEntity + 5; n++) {
      await updateExpertProfile(t.db, expert.id, expertProfile({ name: expert.name, title: `Title ${n}` }), { reason: 'edit', actor: null, at: new Date() });
    }
    const { versions } = await history('expert', expert.id);
    expect(versions).toHaveLength(VERSION_LIMITS.keepPerEntity);
    expect(versions[0]).toMatchObject({ number: VERSION_LIMITS.keepPerEntity + 6 });
    expect(versions.at(-1)).toMatchObject({ number: 7 });
  });

  it('export carries the current state only, never the history', async () => {
    const res = await call('GET', '/api/admin/export?format=json');
    const file = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(['articles', 'experts', 'exportedAt', 'version']);
    expect(JSON.stringify(file)).not.toMatch(/"(versions|reason|changedFields)"/);
  });
});

describe('diff', () => {
  it('compares two versions, and a version with the current state, field by field', async () => {
    const expert = await json<Expert>(
      call('POST', '/api/experts', expertProfile({ name: 'Dr. Diff', biography: 'Line one\nLine two\nLine three', referenceLinks: ['https://a.example.org'] })),
    );
    await json(
      call(
        'PUT',
        `/api/experts/${expert.id}`,
        expertProfile({ name: 'Dr. Diff', biography: 'Line one\nLine 2\nLine three', referenceLinks: ['https://a.example.org', 'https://b.example.org'] }),
      ),
    );
    await json(
      call(
        'PUT',
        `/api/experts/${expert.id}`,
        expertProfile({ name: 'Dr. Diff', title: 'Newest title', biography: 'Line one\nLine 2\nLine three', referenceLinks: ['https://b.example.org'] }),
      ),
    );

    const diff = await json<VersionDiff>(call('GET', `/api/admin/versions/expert/${expert.id}/diff?from=1&to=2`));
    expect(diff).toMatchObject({ entityType: 'expert', entityId: expert.id, from: 1, to: 2 });
    const byField = Object.fromEntries(diff.changes.map((change) => [change.field, change]));
    expect(Object.keys(byField)).toEqual(expect.arrayContaining(['biography', 'referenceLinks']));
    expect(byField.biography).toEqual({
      field: 'biography',
      before: 'Line one\nLine two\nLine three',
      after: 'Line one\nLine 2\nLine three',
      lines: [
        { op: 'same', text: 'Line one' },
        { op: 'remove', text: 'Line two' },
        { op: 'add', text: 'Line 2' },
        { op: 'same', text: 'Line three' },
      ],
    });
    expect(byField.referenceLinks).toMatchObject({ added: ['https://b.example.org'], removed: [] });

    const toCurrent = await json<VersionDiff>(call('GET', `/api/admin/versions/expert/${expert.id}/diff?from=2`));
    expect(toCurrent.to).toBe('current');
    expect(toCurrent.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['title', 'referenceLinks']));
    expect(toCurrent.changes.find((change) => change.field === 'referenceLinks')).toMatchObject({ added: [], removed: ['https://a.example.org'] });
    expect((await json<VersionDiff>(call('GET', `/api/admin/versions/expert/${expert.id}/diff?from=3&to=current`))).changes).toEqual([]);
  });

  it('refuses unknown versions and entities, bad parameters, and non-admins', async () => {
    const expert = await makeExpert(t.db);
    await expectRefused(t, () => call('GET', `/api/admin/versions/expert/${expert.id}/diff?from=99`), 404, VERSION_MESSAGES.notFound);
    await expectRefused(t, () => call('GET', `/api/admin/versions/expert/${expert.id}/99`), 404, VERSION_MESSAGES.notFound);
    await expectRefused(t, () => call('GET', '/api/admin/versions/expert/999999'), 404, VERSION_MESSAGES.entityNotFound);
    await expectRefused(t, () => call('GET', `/api/admin/versions/user/${expert.id}`), 400, /entityType/);
    await expectRefused(t, () => call('GET', `/api/admin/versions/expert/${expert.id}/diff?from=1&to=latest`), 400, /^to: /);
    await expectRefused(t, () => call('GET', `/api/admin/versions/expert/${expert.id}/diff`), 400, /^from: /);
    await expectAdminOnly(t, (cookie) => t.request('GET', `/api/admin/versions/expert/${expert.id}`, { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('POST', `/api/admin/versions/expert/${expert.id}/1/restore`, { cookie }), user.cookie);
  });
});

describe('restore', () => {
  it("brings an expert's earlier profile back as a new version, logs it and rebuilds", async () => {
    const expert = await json<Expert>(call('POST', '/api/experts', expertProfile({ name: 'Dr. Restored', title: 'Original title' })));
    await json(call('PUT', `/api/experts/${expert.id}`, expertProfile({ name: 'Dr. Restored', title: 'Mistaken title' })));
    const rebuilds = t.rebuild.reasons.length;
    const lastLog = (await t.db.select({ id: activityLog.id }).from(activityLog)).at(-1)?.id ?? 0;

    const result = await json<RestoreResult>(call('POST', `/api/admin/versions/expert/${expert.id}/1/restore`));
    expect(result).toMatchObject({
      message: VERSION_MESSAGES.restored(1),
      entityType: 'expert',
      version: { number: 3, reason: 'restore', restoredFrom: 1, actor: { email: admin.email } },
    });
    if (result.entityType !== 'expert') throw new Error('expected an expert');
    expect(result.expert).toMatchObject({ title: 'Original title', slug: expert.slug });
    expect(t.rebuild.reasons.length).toBe(rebuilds + 1);
    const logged = await t.db.select().from(activityLog).where(gt(activityLog.id, lastLog));
    expect(logged).toMatchObject([
      { action: 'expert.restored', entityId: String(expert.id), actorEmail: admin.email, summary: 'Restored version 1 of Dr. Restored (now version 3)' },
    ]);
    expect((await history('expert', expert.id)).versions.map((version) => version.reason)).toEqual(['restore', 'edit', 'create']);

    // Restoring what is already current saves nothing.
    const again = await json<RestoreResult>(call('POST', `/api/admin/versions/expert/${expert.id}/3/restore`));
    expect(again).toMatchObject({ message: VERSION_MESSAGES.unchanged, version: null });
    expect((await history('expert', expert.id)).versions).toHaveLength(3);
  });

  it("restores an article's content but keeps its slug, status and publication date", async () => {
    const article = await json<Article>(call('POST', '/api/admin/articles', { title: 'Original headline', content: 'Original body', status: 'published' }));
    await json(call('PATCH', `/api/admin/articles/${article.id}`, { title: 'Changed headline', content: 'Changed body', slug: 'changed-headline' }));
    const result = await json<RestoreResult>(call('POST', `/api/admin/versions/article/${article.id}/1/restore`));
    if (result.entityType !== 'article') throw new Error('expected an article');
    expect(result.article).toMatchObject({
      title: 'Original headline',
      content: 'Original body',
      slug: 'changed-headline',
      status: 'published',
      publishedAt: article.publishedAt,
    });
    expect(result.version).toMatchObject({ reason: 'restore', restoredFrom: 1, changedFields: ['title', 'content'] });
  });

  it("refuses a version that no longer passes today's rules, and one of an item deleted since, changing nothing", async () => {
    const expert = await makeExpert(t.db);
    await t.db
      .update(entityVersions)
      .set({ data: { ...(await json<Version>(call('GET', `/api/admin/versions/expert/${expert.id}/1`))).data, categories: ['no-such-category'] } })
      .where(and(eq(entityVersions.entityType, 'expert'), eq(entityVersions.entityId, expert.id)));
    await expectRefused(
      t,
      () => call('POST', `/api/admin/versions/expert/${expert.id}/1/restore`),
      400,
      /^This version no longer passes today's rules \(categories/,
    );

    const gone = await makeArticle(t.db, { status: 'draft' });
    await json(call('DELETE', `/api/admin/articles/${gone.id}`));
    expect((await history('article', gone.id)).versions).toHaveLength(1);
    await expectRefused(t, () => call('POST', `/api/admin/versions/article/${gone.id}/1/restore`), 404, VERSION_MESSAGES.restoreGone);
  });
});

describe('diff rules', () => {
  it('line diff keeps shared lines and shows changes in order', () => {
    expect(lineDiff('a\nb\nc', 'a\nc\nd')).toEqual([
      { op: 'same', text: 'a' },
      { op: 'remove', text: 'b' },
      { op: 'same', text: 'c' },
      { op: 'add', text: 'd' },
    ]);
    expect(lineDiff('', 'x')).toEqual([
      { op: 'remove', text: '' },
      { op: 'add', text: 'x' },
    ]);
  });

  it('a rewrite too large for a line-by-line diff is shown as removed then added, in bounded time', () => {
    const a = Array.from({ length: 1500 }, (_, n) => `old ${n}`).join('\n');
    const b = Array.from({ length: 1500 }, (_, n) => `new ${n}`).join('\n');
    const lines = lineDiff(a, b);
    expect(lines.slice(0, 1500).every((line) => line.op === 'remove')).toBe(true);
    expect(lines.slice(1500).every((line) => line.op === 'add')).toBe(true);
  });

  it('lists and single values', () => {
    expect(diffSnapshots({ tags: ['a', 'b'], n: 1, same: 'x' }, { tags: ['b', 'c'], n: 2, same: 'x' })).toEqual([
      { field: 'tags', before: ['a', 'b'], after: ['b', 'c'], added: ['c'], removed: ['a'] },
      { field: 'n', before: 1, after: 2 },
    ]);
  });
});
