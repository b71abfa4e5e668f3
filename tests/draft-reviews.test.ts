import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, articles, draftReviews, experts } from '../db/schema.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { PERMISSION_MESSAGES } from '../domain/permissions.ts';
import { REVIEW_MESSAGES, type DraftReview } from '../domain/reviews.ts';
import { signUpAdmin, signUpAs } from './helpers/admin.ts';
import { expertProfile, makeArticle } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Contributors and the review of drafts (issue 35): a contributor creates and edits only their own
 * drafts (who created it is recorded), never publishes, schedules, features or deletes; marks a
 * draft Ready for review; an editor sees it in the queue and publishes it, schedules it, or sends
 * it back with a note that the contributor reads on the draft.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const editor = await signUpAs(t, 'editor');
const contributor = await signUpAs(t, 'contributor');
const otherContributor = await signUpAs(t, 'contributor');

/** Review rows and the activity log: what a refused request must leave alone besides the snapshot's tables. */
const reviewRows = async () => ({ reviews: await t.db.select().from(draftReviews), activity: await t.db.select().from(activityLog) });

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

async function newArticleDraft(cookie = contributor.cookie, body: Record<string, unknown> = {}): Promise<Article> {
  const res = await t.request('POST', '/api/admin/articles', {
    cookie,
    body: { title: `Draft on sleep ${Date.now()}`, content: 'Sleep supports repair.', ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Article;
}

async function newExpertDraft(cookie = contributor.cookie): Promise<Expert> {
  const res = await t.request('POST', '/api/experts', { cookie, body: expertProfile() });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Expert;
}

const review = (action: string, entityType: string, id: number, cookie: string, body?: unknown) =>
  t.request('POST', `/api/admin/reviews/${entityType}/${id}/${action}`, { cookie, body });

async function queue(cookie = editor.cookie): Promise<DraftReview[]> {
  return ((await (await t.request('GET', '/api/admin/reviews', { cookie })).json()) as { drafts: DraftReview[] }).drafts;
}

async function mine(cookie = contributor.cookie): Promise<DraftReview[]> {
  return ((await (await t.request('GET', '/api/admin/reviews/mine', { cookie })).json()) as { drafts: DraftReview[] }).drafts;
}

describe('a contributor drafts', () => {
  it('creates article and expert drafts recorded as theirs, never published, and sees only their own', async () => {
    const rebuilds = t.rebuild.reasons.length;
    const article = await newArticleDraft();
    expect(article.status).toBe('draft');
    const expert = await newExpertDraft();
    expect(expert).toMatchObject({ published: false, publishAt: null });
    expect((await t.db.select({ createdBy: articles.createdBy }).from(articles).where(eq(articles.id, article.id)))[0]?.createdBy).toBe(contributor.user.id);
    expect((await t.db.select({ createdBy: experts.createdBy }).from(experts).where(eq(experts.id, expert.id)))[0]?.createdBy).toBe(contributor.user.id);
    expect(t.rebuild.reasons.length).toBe(rebuilds);
    // Not public.
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(404);

    await newArticleDraft(otherContributor.cookie);
    await makeArticle(t.db, { status: 'published' });
    const listed = (await (await t.request('GET', '/api/admin/articles', { cookie: contributor.cookie })).json()) as Article[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item.title.startsWith('Draft on sleep'))).toBe(true);
    const [row] = await t.db.select().from(articles).where(eq(articles.createdBy, otherContributor.user.id));
    expect(listed.map((item) => item.id)).not.toContain(row!.id);
    const ownExperts = (await (await t.request('GET', '/api/admin/experts', { cookie: contributor.cookie })).json()) as Expert[];
    expect(ownExperts.map((item) => item.id)).toEqual([expert.id]);
    // An editor lists everything.
    expect(((await (await t.request('GET', '/api/admin/articles', { cookie: editor.cookie })).json()) as Article[]).length).toBeGreaterThan(listed.length);
  });

  it('edits only their own drafts', async () => {
    const own = await newArticleDraft();
    expect((await t.request('PATCH', `/api/admin/articles/${own.id}`, { cookie: contributor.cookie, body: { title: 'Renamed draft' } })).status).toBe(200);
    const others = await newArticleDraft(otherContributor.cookie);
    await expectRefused(
      t,
      () => t.request('PATCH', `/api/admin/articles/${others.id}`, { cookie: contributor.cookie, body: { title: 'Taken over' } }),
      403,
      PERMISSION_MESSAGES.notOwnDraft,
      reviewRows,
    );
    const published = await makeArticle(t.db, { status: 'published', createdBy: contributor.user.id });
    await expectRefused(
      t,
      () => t.request('PATCH', `/api/admin/articles/${published.id}`, { cookie: contributor.cookie, body: { title: 'Changed live' } }),
      403,
      PERMISSION_MESSAGES.notOwnDraft,
      reviewRows,
    );
    const othersExpert = await newExpertDraft(otherContributor.cookie);
    await expectRefused(
      t,
      () => t.request('PUT', `/api/experts/${othersExpert.id}`, { cookie: contributor.cookie, body: expertProfile() }),
      403,
      PERMISSION_MESSAGES.notOwnDraft,
      reviewRows,
    );
    const ownExpert = await newExpertDraft();
    expect(
      (
        await t.request('PUT', `/api/experts/${ownExpert.id}`, {
          cookie: contributor.cookie,
          body: expertProfile({ name: ownExpert.name, title: 'Senior Scientist' }),
        })
      ).status,
    ).toBe(200);
  });

  it('never publishes, schedules, features or deletes', async () => {
    const own = await newArticleDraft();
    const ownExpert = await newExpertDraft();
    const refusals: Array<[string, () => Response | Promise<Response>, string | RegExp]> = [
      [
        'create published',
        () => t.request('POST', '/api/admin/articles', { cookie: contributor.cookie, body: { title: 'Live at once', content: 'Body.', status: 'published' } }),
        PERMISSION_MESSAGES.publishNotAllowed,
      ],
      [
        'publish by editing',
        () => t.request('PATCH', `/api/admin/articles/${own.id}`, { cookie: contributor.cookie, body: { status: 'published' } }),
        PERMISSION_MESSAGES.publishNotAllowed,
      ],
      [
        'schedule an expert on creation',
        () => t.request('POST', '/api/experts', { cookie: contributor.cookie, body: { ...expertProfile(), publishAt: inAWeek() } }),
        PERMISSION_MESSAGES.publishNotAllowed,
      ],
      [
        'schedule',
        () => t.request('PUT', `/api/admin/schedule/article/${own.id}/publish`, { cookie: contributor.cookie, body: { at: inAWeek() } }),
        /does not allow this \(articles\.publish\)/,
      ],
      [
        'publish now',
        () => t.request('POST', `/api/admin/schedule/expert/${ownExpert.id}/publish/now`, { cookie: contributor.cookie }),
        /does not allow this \(experts\.publish\)/,
      ],
      [
        'feature',
        () => t.request('PATCH', `/api/admin/articles/${own.id}/featured`, { cookie: contributor.cookie, body: { featured: true } }),
        /articles\.publish/,
      ],
      ['delete', () => t.request('DELETE', `/api/admin/articles/${own.id}`, { cookie: contributor.cookie }), /articles\.publish/],
      ['delete an expert', () => t.request('DELETE', `/api/experts/${ownExpert.id}`, { cookie: contributor.cookie }), /experts\.publish/],
      ['publish from review', () => review('publish', 'article', own.id, contributor.cookie), /articles\.publish/],
      ['import', () => t.request('POST', '/api/admin/import', { cookie: contributor.cookie, body: {} }), /exchange\.import/],
      ['people', () => t.request('GET', '/api/admin/users', { cookie: contributor.cookie }), /people\.invite/],
      ['settings', () => t.request('POST', '/api/admin/build', { cookie: contributor.cookie }), /settings\.manage/],
    ];
    for (const [, send, message] of refusals) await expectRefused(t, send, 403, message, reviewRows);
  });
});

describe('the review', () => {
  it('goes from Ready for review to the editors’ queue, back to the contributor with a note, and on to publication', async () => {
    const draft = await newArticleDraft();
    expect((await review('ready', 'article', draft.id, contributor.cookie)).status).toBe(200);
    expect(await mine()).toEqual(expect.arrayContaining([expect.objectContaining({ entityType: 'article', entityId: draft.id, state: 'ready', note: null })]));
    const waiting = (await queue()).find((item) => item.entityId === draft.id && item.entityType === 'article');
    expect(waiting).toMatchObject({ title: draft.title, state: 'ready', createdBy: { id: contributor.user.id, email: contributor.email } });

    await expectRefused(t, () => review('return', 'article', draft.id, editor.cookie, { note: '  ' }), 400, REVIEW_MESSAGES.noteRequired, reviewRows);
    expect((await review('return', 'article', draft.id, editor.cookie, { note: 'Please cite the 2024 trial.' })).status).toBe(200);
    expect((await mine()).find((item) => item.entityId === draft.id)).toMatchObject({
      state: 'returned',
      note: 'Please cite the 2024 trial.',
      decidedByEmail: editor.email,
    });
    expect((await queue()).map((item) => item.entityId)).not.toContain(draft.id);
    // Sent back: nothing to decide until it is ready again.
    await expectRefused(t, () => review('publish', 'article', draft.id, editor.cookie), 409, REVIEW_MESSAGES.notReady, reviewRows);

    expect(
      (await t.request('PATCH', `/api/admin/articles/${draft.id}`, { cookie: contributor.cookie, body: { content: 'Sleep supports repair (2024 trial).' } }))
        .status,
    ).toBe(200);
    expect((await review('ready', 'article', draft.id, contributor.cookie)).status).toBe(200);
    const rebuilds = t.rebuild.reasons.length;
    expect((await review('publish', 'article', draft.id, editor.cookie)).status).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, draft.id));
    expect(row).toMatchObject({ status: 'published' });
    expect(t.rebuild.reasons.length).toBe(rebuilds + 1);
    expect((await queue()).map((item) => item.entityId)).not.toContain(draft.id);
    expect((await mine()).map((item) => item.entityId)).not.toContain(draft.id);
    // Published: no longer the contributor's to edit.
    await expectRefused(
      t,
      () => t.request('PATCH', `/api/admin/articles/${draft.id}`, { cookie: contributor.cookie, body: { title: 'After publication' } }),
      403,
      PERMISSION_MESSAGES.notOwnDraft,
      reviewRows,
    );

    const log = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(draft.id)));
    expect(log.filter((entry) => entry.entityType === 'article').map((entry) => [entry.action, entry.actorRole])).toEqual([
      ['article.created', 'contributor'],
      ['article.review_requested', 'contributor'],
      ['article.returned', 'editor'],
      ['article.edited', 'contributor'],
      ['article.review_requested', 'contributor'],
      ['article.published', 'editor'],
    ]);
  });

  it('lets an editor schedule an expert draft in review', async () => {
    const draft = await newExpertDraft();
    expect((await review('ready', 'expert', draft.id, contributor.cookie)).status).toBe(200);
    const at = inAWeek();
    expect((await review('schedule', 'expert', draft.id, editor.cookie, { at })).status).toBe(200);
    const [row] = await t.db.select().from(experts).where(eq(experts.id, draft.id));
    expect(row).toMatchObject({ published: false, publishScheduledBy: editor.user.id });
    expect(row!.publishAt?.toISOString()).toBe(at);
    expect((await queue()).map((item) => item.entityId)).not.toContain(draft.id);
    // Scheduled is no longer a draft: the contributor cannot change it, nor send it for review again.
    await expectRefused(
      t,
      () => t.request('PUT', `/api/experts/${draft.id}`, { cookie: contributor.cookie, body: expertProfile() }),
      403,
      PERMISSION_MESSAGES.notOwnDraft,
      reviewRows,
    );
  });

  it('refuses a contributor sending someone else’s draft, a draft that is not ready, and unknown drafts', async () => {
    const others = await newArticleDraft(otherContributor.cookie);
    await expectRefused(t, () => review('ready', 'article', others.id, contributor.cookie), 403, PERMISSION_MESSAGES.notOwnDraft, reviewRows);
    await expectRefused(t, () => review('schedule', 'article', others.id, editor.cookie, { at: inAWeek() }), 409, REVIEW_MESSAGES.notReady, reviewRows);
    await expectRefused(t, () => review('ready', 'article', 987654, contributor.cookie), 404, 'Article not found', reviewRows);
    const published = await makeArticle(t.db, { status: 'published' });
    await expectRefused(t, () => review('ready', 'article', published.id, admin.cookie), 409, REVIEW_MESSAGES.notDraft, reviewRows);
    await expectRefused(t, () => review('ready', 'podcast', others.id, admin.cookie), 400, /entityType/, reviewRows);
  });
});
