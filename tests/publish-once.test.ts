import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, articles, libraryContent } from '../db/schema.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused, snapshot } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Publish once (#21 item 2): library content knows the article it became; a second publish, from
 * the library or the wizard, answers 409 naming that article; the wizard claims its library item;
 * two publishes at once publish once; step 4 saves drafts and schedules.
 */

const router = await startOpenAiServer({ openrouter: true });
afterAll(router.close);
// Tags are not asked of a model here: the provider fails and content is published without them.
router.respond(() => ({ status: 500 }));

const t = await createTestApp(aiEnv(router));
const admin = await signUpAdmin(t);
const expert = await makeExpert(t.db, { name: 'Ada Longevity' });
const send = (method: string, path: string, body?: unknown) => t.request(method, path, { cookie: admin.cookie, body });

let serial = 0;
async function savedContent(): Promise<{ id: number; title: string }> {
  serial += 1;
  const title = `Sleep and repair ${serial}`;
  const res = await send('POST', '/api/library/content', {
    expertId: expert.id,
    contentType: 'research-insight',
    content: `# ${title}\n\nSleep supports repair in many studies.`,
    seoTags: [],
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, title };
}

const wizardBody = (content: { id: number; title: string }, extra: Record<string, unknown> = {}) => ({
  content: `# ${content.title}\n\nSleep supports repair in many studies.`,
  expert: expert.id,
  seoTags: ['sleep'],
  contentId: content.id,
  ...extra,
});

/** A refusal whose body names the article, and that changed nothing. */
async function expectNamedConflict(
  send: () => Response | Promise<Response>,
  article: { id: number; title: string; slug: string; status?: string; publishAt?: string | null },
) {
  const before = await snapshot(t, () => t.db.select().from(libraryContent));
  const res = await send();
  expect({ status: res.status, body: await res.json() }).toEqual({
    status: 409,
    body: {
      message: `This content has already been published as "${article.title}"`,
      // The public path, and whether the article is live there yet (a draft's path is a 404: the screens open its editor).
      article: {
        id: article.id,
        title: article.title,
        slug: article.slug,
        path: `/articles/${article.slug}`,
        status: article.status ?? 'published',
        publishAt: article.publishAt ?? null,
      },
    },
  });
  expect(await snapshot(t, () => t.db.select().from(libraryContent))).toEqual(before);
}

describe('the library', () => {
  it('answers a second publish with 409 naming the article, and lists the content with its article', async () => {
    const content = await savedContent();
    const first = await send('POST', `/api/library/content/${content.id}/publish`);
    expect(first.status).toBe(201);
    const { article } = (await first.json()) as { article: { id: number; title: string; slug: string } };
    await expectNamedConflict(() => send('POST', `/api/library/content/${content.id}/publish`), article);

    const listed = (await (await send('GET', '/api/library/content')).json()) as Array<{ id: number; articleId: number | null; article: unknown }>;
    expect(listed.find((row) => row.id === content.id)).toMatchObject({
      articleId: article.id,
      article: { id: article.id, title: article.title, slug: article.slug, path: `/articles/${article.slug}`, status: 'published', publishAt: null },
    });
    expect(listed.filter((row) => row.id !== content.id).every((row) => row.article === null)).toBe(true);
  });

  it('publishes once when two publishes of one item race, leaving no second article', async () => {
    const content = await savedContent();
    const before = await t.db.$count(articles);
    const replies = await Promise.all([
      send('POST', `/api/library/content/${content.id}/publish`),
      send('POST', `/api/library/content/${content.id}/publish`),
      send('POST', '/api/admin/publish-article', wizardBody(content)),
    ]);
    expect(replies.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.$count(articles)).toBe(before + 1);
    const [row] = await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id));
    const [article] = await t.db.select().from(articles).where(eq(articles.id, row!.articleId!));
    expect(article).toMatchObject({ title: content.title, status: 'published' });
    for (const res of replies.filter((reply) => reply.status === 409)) {
      expect(await res.json()).toMatchObject({ article: { id: article!.id, slug: article!.slug } });
    }
  });
});

describe('the same publish request twice (Idempotency-Key, #32)', () => {
  const publishWith = async (id: number, key?: string) =>
    t.request('POST', `/api/library/content/${id}/publish`, { cookie: admin.cookie, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
  const published = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as { message: string; article: { id: number; title: string; slug: string } },
  });

  it('answers two at once with the same success and publishes once, recorded once', async () => {
    const content = await savedContent();
    const before = await t.db.$count(articles);
    const key = 'a-double-click-0001';
    const [first, second] = await Promise.all([publishWith(content.id, key).then(published), publishWith(content.id, key).then(published)]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(first.body.message).toBe(`Article "${content.title}" published`);
    expect(await t.db.$count(articles)).toBe(before + 1);
    const [row] = await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id));
    expect(row!.articleId).toBe(first.body.article.id);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, 'article.published'));
    expect(entries.filter((entry) => entry.entityId === String(first.body.article.id))).toHaveLength(1);
  });

  it('answers a later repeat with the same key as the first, and any other publish with 409', async () => {
    const content = await savedContent();
    const key = 'a-retry-after-a-lost-answer';
    const first = await published(await publishWith(content.id, key));
    expect(first.status).toBe(201);
    const entries = await t.db.$count(activityLog);
    const again = await published(await publishWith(content.id, key));
    expect(again).toEqual({ status: 201, body: { message: first.body.message, article: first.body.article } });
    // Nothing new done or recorded.
    expect(await t.db.$count(activityLog)).toBe(entries);
    await expectNamedConflict(() => publishWith(content.id), first.body.article);
    await expectNamedConflict(() => publishWith(content.id, 'another-publish-meant-0002'), first.body.article);
  });

  it('refuses a malformed key with 400 and publishes nothing', async () => {
    const content = await savedContent();
    const libraryRows = () => t.db.select().from(libraryContent);
    await expectRefused(t, () => publishWith(content.id, 'short'), 400, /^idempotency-key: /, libraryRows);
    await expectRefused(t, () => publishWith(content.id, 'x'.repeat(101)), 400, /^idempotency-key: /, libraryRows);
    await expectRefused(t, () => publishWith(content.id, 'not allowed: spaces here'), 400, /^idempotency-key: /, libraryRows);
  });
});

describe("the wizard's publish", () => {
  it('claims the library item it names, so the library then refuses to publish it again', async () => {
    const content = await savedContent();
    const res = await send('POST', '/api/admin/publish-article', wizardBody(content));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; url: string; article: { id: number; title: string; slug: string; status: string } };
    expect(body).toMatchObject({ message: 'Article Published', url: `/articles/${body.article.slug}`, article: { status: 'published' } });
    const [row] = await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id));
    expect(row!.articleId).toBe(body.article.id);
    await expectNamedConflict(() => send('POST', `/api/library/content/${content.id}/publish`), body.article);
    await expectNamedConflict(() => send('POST', '/api/admin/publish-article', wizardBody(content)), body.article);
  });

  it("saves a draft with status 'draft': not public, no rebuild, the item claimed", async () => {
    const content = await savedContent();
    const rebuilds = t.rebuild.reasons.length;
    const res = await send('POST', '/api/admin/publish-article', wizardBody(content, { status: 'draft' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; article: { id: number; status: string; publishedAt: string | null; publishAt: string | null } };
    expect(body).toMatchObject({ message: 'Draft Saved', article: { status: 'draft', publishedAt: null, publishAt: null } });
    expect(t.rebuild.reasons).toHaveLength(rebuilds);
    expect((await t.db.select().from(activityLog)).at(-1)).toMatchObject({
      action: 'article.created',
      entityId: String(body.article.id),
      actorUserId: admin.user.id,
    });
    const [row] = await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id));
    expect(row!.articleId).toBe(body.article.id);
    // The library and a second publish say it is a draft (its public path is no page yet).
    const listed = (await (await send('GET', '/api/library/content')).json()) as Array<{ id: number; article: unknown }>;
    expect(listed.find((item) => item.id === content.id)?.article).toEqual({
      id: body.article.id,
      title: content.title,
      slug: expect.any(String),
      path: expect.stringMatching(/^\/articles\//),
      status: 'draft',
      publishAt: null,
    });
    const drafted = listed.find((item) => item.id === content.id)?.article as { slug: string };
    await expectNamedConflict(() => send('POST', `/api/library/content/${content.id}/publish`), {
      id: body.article.id,
      title: content.title,
      slug: drafted.slug,
      status: 'draft',
    });
  });

  it('schedules a draft with publishAt through the scheduling rules, and the schedule lists it', async () => {
    const content = await savedContent();
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    const withOffset = `${new Date(at.getTime() + 2 * 3600_000).toISOString().slice(0, 19)}+02:00`;
    const rebuilds = t.rebuild.reasons.length;
    const res = await send('POST', '/api/admin/publish-article', wizardBody(content, { publishAt: withOffset }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; article: { id: number; status: string; publishAt: string } };
    expect(body).toMatchObject({ message: 'Article Scheduled', article: { status: 'draft' } });
    expect(new Date(body.article.publishAt).getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
    expect(t.rebuild.reasons).toHaveLength(rebuilds);
    const schedule = (await (await send('GET', '/api/admin/schedule')).json()) as { items: Array<{ entityType: string; entityId: number; action: string }> };
    expect(schedule.items).toContainEqual(expect.objectContaining({ entityType: 'article', entityId: body.article.id, action: 'publish' }));
    expect((await t.db.select().from(activityLog)).at(-1)).toMatchObject({ action: 'article.scheduled', entityId: String(body.article.id) });
    // Listed as scheduled: a draft with its time.
    const listed = (await (await send('GET', '/api/library/content')).json()) as Array<{
      id: number;
      article: { status: string; publishAt: string | null } | null;
    }>;
    expect(listed.find((item) => item.id === content.id)?.article).toMatchObject({ status: 'draft', publishAt: body.article.publishAt });
  });

  it('refuses bad choices with 4xx and changes nothing', async () => {
    const content = await savedContent();
    const libraryRows = () => t.db.select().from(libraryContent);
    const past = new Date(Date.now() - 3600_000).toISOString();
    const future = new Date(Date.now() + 3600_000).toISOString();
    await expectRefused(
      t,
      () => send('POST', '/api/admin/publish-article', wizardBody(content, { publishAt: past })),
      400,
      'The time must be in the future',
      libraryRows,
    );
    await expectRefused(
      t,
      () => send('POST', '/api/admin/publish-article', wizardBody(content, { publishAt: '2026-12-01T09:00:00' })),
      400,
      /^publishAt: must be an ISO 8601 date and time with its offset/,
      libraryRows,
    );
    await expectRefused(
      t,
      () => send('POST', '/api/admin/publish-article', wizardBody(content, { status: 'published', publishAt: future })),
      400,
      /^publishAt: a scheduled article waits as a draft/,
      libraryRows,
    );
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', wizardBody(content, { status: 'archived' })), 400, /^status: /, libraryRows);
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', wizardBody({ ...content, id: 987654 })), 404, 'Content not found', libraryRows);
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', wizardBody({ ...content, id: -1 } as never)), 400, /^contentId: /, libraryRows);
  });
});
