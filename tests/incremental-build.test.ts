import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishDueItems } from '../api/services/schedule.ts';
import { buildSite } from '../publishing/build/node-build-site.ts';
import { articles as articleRows, experts as expertRows } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { SHARED_CODE_CACHE, buildEnv, codeBuild } from './helpers/build-site.ts';
import { makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The site build after each kind of change: an incremental build (the previous build in its
 * cache) renders only the pages whose data changed and must write exactly the files a full build
 * of the same data writes. A cache from other code, or a damaged one, must give a full build.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const call = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { body, cookie: admin.cookie });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
};

interface Summary {
  full: boolean;
  rendered: number;
  reused: number;
  staticPages: number;
  files: number;
}

let builds = 0;
/**
 * One run of the site build (publishing/build/node-build-site.ts, what scripts/build-site.ts runs)
 * over the test database, into a fresh folder. In this process: a build's own process would spend
 * most of a small build loading modules, twenty times over; the code half comes from the shared
 * code cache, made by a process of its own in beforeAll.
 */
async function build(cache: 'incremental' | 'full', options: { full?: boolean } = {}) {
  const out = join(t.dir, `site-${++builds}`);
  const summary = await buildSite({
    out,
    cache: join(t.dir, `cache-${cache}`),
    codeCache: SHARED_CODE_CACHE,
    full: options.full ?? false,
    env: { ...process.env, ...buildEnv(), DATABASE_URL: `file:${join(t.dir, 'app.db')}` },
    log: () => {},
  });
  return { out, summary: summary as unknown as Summary };
}

async function files(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      names.map(async (entry) => [join(entry.parentPath, entry.name).slice(dir.length + 1), await readFile(join(entry.parentPath, entry.name))] as const),
    ),
  );
}

/** Both folders hold the same files with the same bytes; answers the first difference, if any. */
async function difference(a: string, b: string): Promise<string | undefined> {
  const [left, right] = await Promise.all([files(a), files(b)]);
  const names = [...new Set([...left.keys(), ...right.keys()])].sort();
  for (const name of names) {
    const [x, y] = [left.get(name), right.get(name)];
    if (!x || !y) return `${name} is only in the ${x ? 'incremental' : 'full'} build`;
    if (!x.equals(y)) return `${name} differs`;
  }
  return undefined;
}

/** An incremental build after a change, checked against a full build of the same data. */
async function expectIncrementalEqualsFull() {
  const incremental = await build('incremental');
  const full = await build('full', { full: true });
  expect(incremental.summary.full).toBe(false);
  expect(full.summary.full).toBe(true);
  expect(await difference(incremental.out, full.out)).toBeUndefined();
  // Rebuilds grow with the change: most pages are reused.
  expect(incremental.summary.reused).toBeGreaterThan(0);
  expect(incremental.summary.rendered).toBeLessThan(full.summary.rendered);
  return incremental.summary;
}

const experts: Expert[] = [];

beforeAll(async () => {
  await codeBuild();
  for (let n = 0; n < 60; n++) {
    experts.push(
      await makeExpert(
        t.db,
        { name: `Incremental Expert ${String(n).padStart(2, '0')}`, categories: n % 2 ? ['academic'] : ['author', 'clinician'] },
        n < 4 ? n + 1 : undefined,
      ),
    );
  }
  for (let n = 0; n < 30; n++) await makeArticle(t.db, { title: `Incremental Article ${n}`, slug: `incremental-article-${n}`, expertId: experts[n]!.id });
  const first = await build('incremental');
  expect(first.summary.full).toBe(true);
}, 600_000);

/** Two builds a test, each a process: minutes on a loaded machine. */
const SLOW = { timeout: 600_000 };

describe('an incremental build equals a full build', SLOW, () => {
  it('after a new expert (an approved submission)', async () => {
    const submission = await makeSubmission(t.db, admin, { name: 'Aaron Newcomer', categories: ['academic'] });
    await call('POST', `/api/admin/submissions/${submission.id}/approve`, {});
    await expectIncrementalEqualsFull();
  });

  it('after an edited expert, rendering their profile and the lists that show them, not every profile', async () => {
    const { id, slug: _slug, featured: _featured, featuredOrder: _order, createdAt: _created, updatedAt: _updated, ...profile } = experts[30]!;
    await call('PUT', `/api/experts/${id}`, { ...profile, longevityContribution: 'Edited for the incremental build.' });
    const summary = await expectIncrementalEqualsFull();
    expect(summary.rendered).toBeLessThan(60);
  });

  it('after a deleted expert', async () => {
    await call('DELETE', `/api/experts/${experts[41]!.id}`);
    await expectIncrementalEqualsFull();
  });

  it('after a renamed article slug (the old path moves to _redirects)', async () => {
    const articles = (await (await call('GET', '/api/admin/articles')).json()) as Array<{ id: number; slug: string }>;
    const article = articles.find((entry) => entry.slug === 'incremental-article-3')!;
    await call('PATCH', `/api/admin/articles/${article.id}`, { slug: 'incremental-article-renamed' });
    await expectIncrementalEqualsFull();
  });

  it('after an article is published', async () => {
    const draft = await makeArticle(t.db, { title: 'Freshly Published', slug: 'freshly-published', status: 'draft', expertId: experts[5]!.id });
    await call('PATCH', `/api/admin/articles/${draft.id}`, { status: 'published' });
    await expectIncrementalEqualsFull();
  });

  it('after the featured order changes', async () => {
    await call('PUT', '/api/experts/featured', { expertIds: [experts[3]!.id, experts[0]!.id, experts[2]!.id, experts[1]!.id] });
    await expectIncrementalEqualsFull();
  });

  it("after an expert's categories change", async () => {
    const { id, slug: _slug, featured: _featured, featuredOrder: _order, createdAt: _created, updatedAt: _updated, ...profile } = experts[20]!;
    await call('PUT', `/api/experts/${id}`, { ...profile, categories: ['investor', 'podcaster_media'] });
    await expectIncrementalEqualsFull();
  });

  it('after the scheduler publishes an expert and an article and unpublishes another', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const waiting = await makeExpert(t.db, { name: 'Aaron Scheduled', categories: ['academic'] }, undefined, { published: false, publishAt: inAnHour });
    const draft = await makeArticle(t.db, {
      title: 'Scheduled Article',
      slug: 'scheduled-article',
      status: 'draft',
      publishAt: inAnHour,
      expertId: experts[6]!.id,
    });
    const before = await build('incremental');
    const beforeFiles = await files(before.out);
    expect(beforeFiles.has(`${waiting.slug}.html`)).toBe(false);
    expect(beforeFiles.has('articles/scheduled-article.html')).toBe(false);
    expect(beforeFiles.has('articles/incremental-article-4.html')).toBe(true);

    // The times come due (as if the hour had passed) and the scheduler makes the changes.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.db.update(expertRows).set({ publishAt: anHourAgo }).where(eq(expertRows.id, waiting.id));
    await t.db.update(articleRows).set({ publishAt: anHourAgo }).where(eq(articleRows.id, draft.id));
    await t.db.update(articleRows).set({ unpublishAt: anHourAgo }).where(eq(articleRows.slug, 'incremental-article-4'));
    const run = await publishDueItems(t.deps);
    expect([run.published.length, run.unpublished.length]).toEqual([2, 1]);

    await expectIncrementalEqualsFull();
    const after = await files((await build('incremental')).out);
    expect(after.has(`${waiting.slug}.html`)).toBe(true);
    expect(after.has('articles/scheduled-article.html')).toBe(true);
    expect(after.has('articles/incremental-article-4.html')).toBe(false);
  });

  it('and with nothing changed, reuses every page', async () => {
    const incremental = await build('incremental');
    expect(incremental.summary).toMatchObject({ full: false, rendered: 0 });
    expect(incremental.summary.reused).toBe(incremental.summary.staticPages);
  });
});

describe('a cache the build cannot trust gives a full build', SLOW, () => {
  const manifest = join(t.dir, 'cache-incremental', 'manifest.json');

  it('a cache written by other code', async () => {
    const saved = JSON.parse(await readFile(manifest, 'utf8')) as { codeKey: string };
    await writeFile(manifest, JSON.stringify({ ...saved, codeKey: 'older-code-0000000000' }));
    const incremental = await build('incremental');
    const full = await build('full', { full: true });
    expect(incremental.summary).toMatchObject({ full: true, reused: 0 });
    expect(await difference(incremental.out, full.out)).toBeUndefined();
  });

  it('an unreadable manifest', async () => {
    await writeFile(manifest, '{"version":1,"codeKey":');
    const incremental = await build('incremental');
    expect(incremental.summary).toMatchObject({ full: true, reused: 0 });
    expect(await difference(incremental.out, (await build('full', { full: true })).out)).toBeUndefined();
  });

  it('a damaged page file in the previous build', async () => {
    await build('incremental');
    const saved = JSON.parse(await readFile(manifest, 'utf8')) as { siteDir: string };
    await writeFile(join(saved.siteDir, `${experts[7]!.slug}.html`), '<h1>truncated');
    const incremental = await build('incremental');
    expect(incremental.summary).toMatchObject({ full: true, reused: 0 });
    expect(await difference(incremental.out, (await build('full', { full: true })).out)).toBeUndefined();
  });
});
