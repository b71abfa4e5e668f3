import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client.ts';
import { getArticleById, listPublishedArticlesWithContent } from '../db/queries/articles.ts';
import { getExpertById, listPublicExperts } from '../db/queries/experts.ts';
import { deleteUserKeepingAnAdmin } from '../db/queries/users.ts';
import { activityLog, entityVersions } from '../db/schema.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { SCHEDULE_MESSAGES, type ScheduledItem, type ScheduleList } from '../domain/schedule.ts';
import { CRONS, runScheduledJob } from '../api/scheduled-jobs.ts';
import { publishDueItems } from '../api/services/schedule.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { expertProfile, makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock(Date.UTC(2026, 10, 25, 9, 0, 0));
const t = await createTestApp({}, { now: clock.now });
const admin = await signUpAdmin(t);
const user = await signUp(t);

const HOUR = 3_600_000;
/** A time `ms` from the test clock's now, as an editor in Berlin (UTC+1 in November) would send it. */
function berlin(ms: number): string {
  const at = new Date(clock.now().getTime() + ms + HOUR);
  return at.toISOString().replace(/Z$/, '+01:00');
}
const isoIn = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

const call = (method: string, path: string, body?: unknown, cookie = admin.cookie) => t.request(method, path, { body, cookie });

async function schedule(kind: 'article' | 'expert', id: number, action: 'publish' | 'unpublish', at: string) {
  return call('PUT', `/api/admin/schedule/${kind}/${id}/${action}`, { at });
}

async function entriesSince(id: number) {
  return t.db.select().from(activityLog).where(gt(activityLog.id, id)).orderBy(activityLog.id);
}
async function lastEntryId() {
  const rows = await t.db.select({ id: activityLog.id }).from(activityLog);
  return rows.at(-1)?.id ?? 0;
}
async function versionsOf(entityType: 'expert' | 'article', id: number) {
  return t.db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, id)))
    .orderBy(entityVersions.number);
}

const publicArticle = (slug: string) => t.request('GET', `/api/articles/${slug}`);

describe('scheduling an article', () => {
  it("schedules a draft in the editor's zone, stores UTC, lists it, keeps it off the site and logs who did it", async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const since = await lastEntryId();
    const res = await schedule('article', draft.id, 'publish', berlin(2 * HOUR));
    expect(res.status, await res.clone().text()).toBe(200);
    const { item } = (await res.json()) as { item: ScheduledItem };
    expect(item).toEqual({
      entityType: 'article',
      entityId: draft.id,
      action: 'publish',
      at: isoIn(2 * HOUR),
      title: draft.title,
      slug: draft.slug,
      scheduledBy: { id: admin.user.id, email: admin.email },
    });
    expect((await getArticleById(t.db, draft.id))?.publishAt).toBe(isoIn(2 * HOUR));
    expect((await publicArticle(draft.slug)).status).toBe(404);

    const list = (await (await call('GET', '/api/admin/schedule')).json()) as ScheduleList;
    expect(list.items).toContainEqual(item);
    const [entry, ...others] = await entriesSince(since);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'article.scheduled',
      entityType: 'article',
      entityId: String(draft.id),
      actorUserId: admin.user.id,
      actorEmail: admin.email,
    });
    expect(entry?.after).toEqual({ action: 'publish', at: isoIn(2 * HOUR) });
  });

  it('refuses a time in the past, one without an offset, a published article and an unknown one, changing nothing', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await expectRefused(t, () => schedule('article', draft.id, 'publish', isoIn(-60_000)), 400, SCHEDULE_MESSAGES.past);
    await expectRefused(t, () => schedule('article', draft.id, 'publish', isoIn(0)), 400, SCHEDULE_MESSAGES.past);
    await expectRefused(
      t,
      () => schedule('article', draft.id, 'publish', '2026-12-01T09:00:00'),
      400,
      /^at: must be an ISO 8601 date and time with its offset/,
    );
    await expectRefused(t, () => schedule('article', draft.id, 'publish', isoIn(4 * 365 * 24 * HOUR)), 400, SCHEDULE_MESSAGES.tooFar);
    const live = await makeArticle(t.db);
    await expectRefused(t, () => schedule('article', live.id, 'publish', isoIn(HOUR)), 409, SCHEDULE_MESSAGES.alreadyPublished);
    await expectRefused(t, () => schedule('article', draft.id, 'unpublish', isoIn(HOUR)), 409, SCHEDULE_MESSAGES.notPublished);
    await expectRefused(t, () => schedule('article', 999_999, 'publish', isoIn(HOUR)), 404, 'Article not found');
    await expectRefused(t, () => call('PUT', `/api/admin/schedule/page/${draft.id}/publish`, { at: isoIn(HOUR) }), 400, /entityType/);
    await expectRefused(t, () => call('PUT', `/api/admin/schedule/article/${draft.id}/publish`, {}), 400, /^at: /);
  });

  it('is for admins only', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await expectAdminOnly(
      t,
      (cookie) => t.request('PUT', `/api/admin/schedule/article/${draft.id}/publish`, { body: { at: isoIn(HOUR) }, cookie }),
      user.cookie,
    );
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/schedule', { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('DELETE', `/api/admin/schedule/article/${draft.id}/publish`, { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('POST', `/api/admin/schedule/article/${draft.id}/publish/now`, { cookie }), user.cookie);
  });

  it('publishes a due draft once, at its scheduled time, logged under whoever scheduled it, with a version and one rebuild', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    expect((await schedule('article', draft.id, 'publish', isoIn(30 * 60_000))).status).toBe(200);
    const dueAt = isoIn(30 * 60_000);

    expect((await publishDueItems(t.deps)).published).not.toContainEqual(expect.objectContaining({ entityId: draft.id }));
    clock.advance(31 * 60_000);
    const since = await lastEntryId();
    const rebuilds = t.rebuild.reasons.length;
    const result = await publishDueItems(t.deps);
    expect(result.published).toContainEqual({ entityType: 'article', entityId: draft.id, title: draft.title });
    expect(t.rebuild.reasons.slice(rebuilds)).toEqual([expect.stringMatching(/^scheduled publishing: \d+ published, \d+ unpublished$/)]);

    const published = (await (await publicArticle(draft.slug)).json()) as Article;
    expect(published).toMatchObject({ status: 'published', publishedAt: dueAt, publishAt: null });
    const entries = (await entriesSince(since)).filter((entry) => entry.entityId === String(draft.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'article.published', actorUserId: admin.user.id, actorEmail: admin.email });
    expect(entries[0]?.summary).toBe(`Published "${draft.title}" as scheduled by ${admin.email}`);
    expect((await versionsOf('article', draft.id)).map((version) => version.reason)).toEqual(['create', 'schedule', 'schedule']);

    // A second run finds nothing left to do.
    const again = await publishDueItems(t.deps);
    expect(again.published.filter((item) => item.entityId === draft.id)).toEqual([]);
  });

  it('moves a scheduled time (rescheduled, logged with both times) and cancels it (the draft stays a draft)', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await schedule('article', draft.id, 'publish', isoIn(HOUR));
    const since = await lastEntryId();
    expect((await schedule('article', draft.id, 'publish', isoIn(3 * HOUR))).status).toBe(200);
    const [moved] = await entriesSince(since);
    expect(moved).toMatchObject({
      action: 'article.rescheduled',
      before: { action: 'publish', at: isoIn(HOUR) },
      after: { action: 'publish', at: isoIn(3 * HOUR) },
    });

    const cancel = await call('DELETE', `/api/admin/schedule/article/${draft.id}/publish`);
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toEqual({ message: SCHEDULE_MESSAGES.cancelled });
    const [cancelled] = await entriesSince(moved!.id);
    expect(cancelled).toMatchObject({ action: 'article.schedule_cancelled', actorUserId: admin.user.id, before: { action: 'publish', at: isoIn(3 * HOUR) } });
    const list = (await (await call('GET', '/api/admin/schedule')).json()) as ScheduleList;
    expect(list.items.filter((item) => item.entityId === draft.id && item.entityType === 'article')).toEqual([]);

    clock.advance(4 * HOUR);
    await publishDueItems(t.deps);
    expect((await getArticleById(t.db, draft.id))?.status).toBe('draft');
    await expectRefused(t, () => call('DELETE', `/api/admin/schedule/article/${draft.id}/publish`), 404, SCHEDULE_MESSAGES.notScheduled);
  });

  it('unpublishes a published article when due: public until then, archived and unfeatured after', async () => {
    const live = await makeArticle(t.db, { featured: true, featuredOrder: 1 });
    expect((await schedule('article', live.id, 'unpublish', isoIn(10 * 60_000))).status).toBe(200);
    expect((await publicArticle(live.slug)).status).toBe(200);
    expect((await getArticleById(t.db, live.id))?.unpublishAt).toBe(isoIn(10 * 60_000));

    clock.advance(10 * 60_000 + 1);
    const since = await lastEntryId();
    const result = await publishDueItems(t.deps);
    expect(result.unpublished).toContainEqual({ entityType: 'article', entityId: live.id, title: live.title });
    expect((await publicArticle(live.slug)).status).toBe(404);
    expect(await getArticleById(t.db, live.id)).toMatchObject({ status: 'archived', featured: false, featuredOrder: null, unpublishAt: null });
    expect((await entriesSince(since)).find((entry) => entry.entityId === String(live.id))).toMatchObject({
      action: 'article.unpublished',
      summary: `Unpublished "${live.title}" as scheduled by ${admin.email}`,
    });
  });

  it('answers a due but unprocessed unpublication as gone from the public API already', async () => {
    const live = await makeArticle(t.db);
    await schedule('article', live.id, 'unpublish', isoIn(60_000));
    clock.advance(60_001);
    expect((await publicArticle(live.slug)).status).toBe(404);
    expect((await listPublishedArticlesWithContent(t.db, clock.now())).map((article) => article.id)).not.toContain(live.id);
    await publishDueItems(t.deps);
  });

  it('publishes then unpublishes a draft whose two times both passed (catch-up after an outage)', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await schedule('article', draft.id, 'publish', isoIn(HOUR));
    await schedule('article', draft.id, 'unpublish', isoIn(2 * HOUR));
    await expectRefused(t, () => schedule('article', draft.id, 'unpublish', isoIn(30 * 60_000)), 400, SCHEDULE_MESSAGES.unpublishBeforePublish);
    clock.advance(3 * HOUR);
    const result = await publishDueItems(t.deps);
    expect(result.published.map((item) => item.entityId)).toContain(draft.id);
    expect(result.unpublished.map((item) => item.entityId)).toContain(draft.id);
    expect((await getArticleById(t.db, draft.id))?.status).toBe('archived');
  });

  it("'publish now' publishes a scheduled draft at once and clears its time", async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await schedule('article', draft.id, 'publish', isoIn(HOUR));
    const res = await call('POST', `/api/admin/schedule/article/${draft.id}/publish/now`);
    expect(res.status).toBe(200);
    expect(await getArticleById(t.db, draft.id)).toMatchObject({ status: 'published', publishAt: null, publishedAt: clock.now().toISOString() });
    await expectRefused(t, () => call('POST', `/api/admin/schedule/article/${draft.id}/publish/now`), 409, SCHEDULE_MESSAGES.alreadyPublished);
  });

  it('publishing by hand in the editor makes the scheduled time moot', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await schedule('article', draft.id, 'publish', isoIn(HOUR));
    expect((await call('PATCH', `/api/admin/articles/${draft.id}`, { status: 'published' })).status).toBe(200);
    expect(await getArticleById(t.db, draft.id)).toMatchObject({ status: 'published', publishAt: null });
  });
});

describe('scheduling an expert', () => {
  it('creates an expert to be published later: not public anywhere, listed for admins and on the schedule', async () => {
    const since = await lastEntryId();
    const rebuilds = t.rebuild.reasons.length;
    const res = await call('POST', '/api/experts', { ...expertProfile({ name: 'Dr. Embargoed' }), publishAt: berlin(HOUR) });
    expect(res.status, await res.clone().text()).toBe(201);
    const expert = (await res.json()) as Expert;
    expect(expert).toMatchObject({ published: false, publishAt: isoIn(HOUR) });
    expect(t.rebuild.reasons.slice(rebuilds)).toEqual([]);
    const [created, ...more] = await entriesSince(since);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      action: 'expert.created',
      actorUserId: admin.user.id,
      after: { name: 'Dr. Embargoed', slug: expert.slug, publishAt: isoIn(HOUR) },
    });

    for (const path of [`/api/experts/${expert.slug}`, `/api/experts/id/${expert.id}`, `/api/experts/${expert.id}/articles`]) {
      expect((await t.request('GET', path)).status, path).toBe(404);
    }
    const publicList = (await (await t.request('GET', '/api/experts')).json()) as Expert[];
    expect(publicList.map((e) => e.id)).not.toContain(expert.id);
    expect((await listPublicExperts(t.db, clock.now())).map((e) => e.id)).not.toContain(expert.id);
    const adminList = (await (await call('GET', '/api/admin/experts')).json()) as Expert[];
    expect(adminList.find((e) => e.id === expert.id)).toMatchObject({ published: false, publishAt: isoIn(HOUR) });
    const schedule = (await (await call('GET', '/api/admin/schedule')).json()) as ScheduleList;
    expect(schedule.items).toContainEqual(expect.objectContaining({ entityType: 'expert', entityId: expert.id, action: 'publish', title: 'Dr. Embargoed' }));
    await expectRefused(t, () => call('PATCH', `/api/experts/${expert.id}/featured`, { featured: true }), 400, SCHEDULE_MESSAGES.onlyPublishedFeatured);

    clock.advance(HOUR);
    const result = await publishDueItems(t.deps);
    expect(result.published).toContainEqual({ entityType: 'expert', entityId: expert.id, title: 'Dr. Embargoed' });
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(200);
    expect(await getExpertById(t.db, expert.id)).toMatchObject({ published: true, publishAt: null });
    const published = (await entriesSince(since)).find((entry) => entry.action === 'expert.published' && entry.entityId === String(expert.id));
    expect(published).toMatchObject({ actorUserId: admin.user.id, summary: `Published Dr. Embargoed as scheduled by ${admin.email}` });
  });

  it('refuses a past publication time for a new expert and creates nothing', async () => {
    await expectRefused(t, () => call('POST', '/api/experts', { ...expertProfile(), publishAt: isoIn(-1000) }), 400, SCHEDULE_MESSAGES.past);
  });

  it('approves a submission to be published later', async () => {
    const pending = await makeSubmission(t.db, user, { name: 'Dr. Approved Later' });
    const res = await call('POST', `/api/admin/submissions/${pending.id}/approve`, { publishAt: isoIn(HOUR) });
    expect(res.status, await res.clone().text()).toBe(200);
    const { expert } = (await res.json()) as { expert: Expert };
    expect(expert).toMatchObject({ published: false, publishAt: isoIn(HOUR) });
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(404);
    expect((await versionsOf('expert', expert.id)).map((version) => [version.reason, version.actorEmail])).toEqual([['approve', admin.email]]);
    const rejected = await makeSubmission(t.db, user);
    await expectRefused(t, () => call('POST', `/api/admin/submissions/${rejected.id}/approve`, { publishAt: isoIn(-HOUR) }), 400, SCHEDULE_MESSAGES.past);
  });

  it("cancelling keeps the expert unpublished; 'publish now' publishes it and rebuilds; a public expert cannot be scheduled", async () => {
    const expert = await makeExpert(t.db, {}, undefined, {
      published: false,
      publishAt: new Date(clock.now().getTime() + HOUR),
      publishScheduledBy: admin.user.id,
    });
    expect((await call('DELETE', `/api/admin/schedule/expert/${expert.id}/publish`)).status).toBe(200);
    clock.advance(2 * HOUR);
    await publishDueItems(t.deps);
    expect(await getExpertById(t.db, expert.id)).toMatchObject({ published: false, publishAt: null });
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(404);

    const rebuilds = t.rebuild.reasons.length;
    expect((await call('POST', `/api/admin/schedule/expert/${expert.id}/publish/now`)).status).toBe(200);
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(200);
    expect(t.rebuild.reasons.length).toBe(rebuilds + 1);
    await expectRefused(t, () => schedule('expert', expert.id, 'publish', isoIn(HOUR)), 409, SCHEDULE_MESSAGES.alreadyPublished);
    await expectRefused(t, () => schedule('expert', expert.id, 'unpublish', isoIn(HOUR)), 400, SCHEDULE_MESSAGES.expertUnpublish);
  });

  it('names an account deleted since scheduling as such, and still publishes', async () => {
    const scheduler = await signUpAdmin(t);
    const expert = await makeExpert(t.db, {}, undefined, {
      published: false,
      publishAt: new Date(clock.now().getTime() + 60_000),
      publishScheduledBy: scheduler.user.id,
    });
    expect(await deleteUserKeepingAnAdmin(t.db, scheduler.user.id)).toBeDefined();
    clock.advance(60_000);
    const since = await lastEntryId();
    await publishDueItems(t.deps);
    const entry = (await entriesSince(since)).find((row) => row.entityId === String(expert.id));
    expect(entry).toMatchObject({ action: 'expert.published', actorUserId: null, actorEmail: null });
    expect(entry?.summary).toMatch(/scheduled by an account since deleted$/);
  });
});

describe('two runners at once', () => {
  it('publish each due item exactly once (one log entry, one version), whichever wins', async () => {
    // A second connection to the same file: another process's runner, or a second Node instance.
    const other = createDb({ url: `file:${t.dir}/app.db` });
    try {
      const drafts = await Promise.all([1, 2, 3, 4, 5].map(() => makeArticle(t.db, { status: 'draft' })));
      const expert = await makeExpert(t.db, {}, undefined, {
        published: false,
        publishAt: new Date(clock.now().getTime() + 1000),
        publishScheduledBy: admin.user.id,
      });
      for (const draft of drafts) await schedule('article', draft.id, 'publish', isoIn(1000));
      clock.advance(1000);
      const since = await lastEntryId();
      const [a, b] = await Promise.all([publishDueItems(t.deps), publishDueItems({ ...t.deps, db: other })]);
      const ids = [...a.published, ...b.published].map((item) => `${item.entityType}-${item.entityId}`).sort();
      expect(ids).toEqual([...drafts.map((draft) => `article-${draft.id}`), `expert-${expert.id}`].sort());
      const entries = await entriesSince(since);
      for (const draft of drafts) {
        expect(entries.filter((entry) => entry.entityId === String(draft.id) && entry.action === 'article.published')).toHaveLength(1);
        expect((await versionsOf('article', draft.id)).filter((version) => version.reason === 'schedule')).toHaveLength(2); // scheduled, published
      }
      expect(entries.filter((entry) => entry.entityId === String(expert.id))).toHaveLength(1);
    } finally {
      other.$client.close();
    }
  });
});

describe("the Worker's every-minute cron", () => {
  it('publishes what is due through the same service', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await schedule('article', draft.id, 'publish', isoIn(1000));
    clock.advance(1000);
    const line = await runScheduledJob(t.deps, CRONS.publishDue);
    expect((JSON.parse(line.replace(/^\[schedule\] /, '')) as { published: Array<{ entityId: number }> }).published.map((item) => item.entityId)).toContain(
      draft.id,
    );
    expect((await getArticleById(t.db, draft.id))?.status).toBe('published');
  });
});
