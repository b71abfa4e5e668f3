import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../api/app.ts';
import { loadArticlePage, loadExpertPage } from '../db/queries/site-pages.ts';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { activityLog, previewLinks } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import type { ImageCredit } from '../domain/image-credit.ts';
import { pageDataOf, PREVIEW_LIMITS, PREVIEW_MESSAGES, type CreatedPreviewLink, type Preview, type PreviewLink } from '../domain/previews.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

const clock = testClock(Date.UTC(2026, 10, 25, 12, 0, 0));
const t = await createTestApp({}, { now: clock.now });
const admin = await signUpAdmin(t);
const user = await signUp(t);

const HOUR = 3_600_000;
const call = (method: string, path: string, body?: unknown, cookie: string | undefined = admin.cookie) => t.request(method, path, { body, cookie });

async function share(entityType: 'article' | 'expert', entityId: number, expiresInHours?: number): Promise<CreatedPreviewLink> {
  const res = await call('POST', '/api/admin/previews', { entityType, entityId, ...(expiresInHours ? { expiresInHours } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedPreviewLink;
}

/** A preview as a colleague without an account opens it: no cookie at all. */
const open = (token: string) => t.app.request(`/api/previews/${token}`);

async function expectNotFound(token: string) {
  const res = await open(token);
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 404, body: { message: PREVIEW_MESSAGES.notFound } });
}

describe('sharing a draft article', () => {
  it('creates a signed link valid for 7 days by default, shows its token once and logs it', async () => {
    const expert = await makeExpert(t.db);
    const draft = await makeArticle(t.db, { status: 'draft', expertId: expert.id });
    const link = await share('article', draft.id);
    expect(link).toMatchObject({
      entityType: 'article',
      entityId: draft.id,
      state: 'active',
      revokedAt: null,
      createdBy: { id: admin.user.id, email: admin.email },
      createdAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + PREVIEW_LIMITS.defaultHours * HOUR).toISOString(),
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){3}$/);
    expect(link.path).toBe(`/preview/${link.token}`);
    expect(link.url).toBe(`${TEST_ORIGIN}/preview/${link.token}`);

    const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, link.id));
    expect(JSON.stringify(row)).not.toContain(link.token.split('.')[2]);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'preview.created'));
    expect(entry).toMatchObject({ entityType: 'article', entityId: String(draft.id), actorEmail: admin.email });

    const res = await open(link.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const preview = (await res.json()) as Preview;
    expect(preview).toMatchObject({
      entityType: 'article',
      expiresAt: link.expiresAt,
      article: { id: draft.id, status: 'draft', content: draft.content },
      expert: { id: expert.id },
    });
    // Still a draft to everyone else.
    expect((await t.request('GET', `/api/articles/${draft.slug}`)).status).toBe(404);
  });

  it("lists an item's links without their tokens, and revokes one at once", async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const first = await share('article', draft.id, 24);
    const second = await share('article', draft.id);
    const revoke = await call('DELETE', `/api/admin/previews/${first.id}`);
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toMatchObject({ id: first.id, state: 'revoked', revokedAt: clock.now().toISOString() });
    await expectNotFound(first.token);
    expect((await open(second.token)).status).toBe(200);

    const res = await call('GET', `/api/admin/previews?entityType=article&entityId=${draft.id}`);
    const { links } = (await res.json()) as { links: PreviewLink[] };
    expect(links.map((link) => [link.id, link.state])).toEqual(
      expect.arrayContaining([
        [first.id, 'revoked'],
        [second.id, 'active'],
      ]),
    );
    expect(JSON.stringify(links)).not.toContain(first.token);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, 'preview.revoked'))).toMatchObject([
      { entityId: String(draft.id), actorEmail: admin.email },
    ]);
    // Revoking again changes nothing and logs nothing.
    expect((await call('DELETE', `/api/admin/previews/${first.id}`)).status).toBe(200);
    expect(await t.db.$count(activityLog, eq(activityLog.action, 'preview.revoked'))).toBe(1);
    await expectRefused(t, () => call('DELETE', '/api/admin/previews/no-such-link'), 404, PREVIEW_MESSAGES.linkNotFound);
  });

  it('stops working when it expires', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const link = await share('article', draft.id, 1);
    clock.advance(HOUR - 1);
    expect((await open(link.token)).status).toBe(200);
    clock.advance(1);
    await expectNotFound(link.token);
    const { links } = (await (await call('GET', `/api/admin/previews?entityType=article&entityId=${draft.id}`)).json()) as { links: PreviewLink[] };
    expect(links[0]?.state).toBe('expired');
  });

  it('refuses altered, forged and foreign-key tokens with the same 404', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const link = await share('article', draft.id);
    const [id = '', expiry = '', nonce = '', signature = ''] = link.token.split('.');
    const flip = (part: string) => `${part.slice(0, -1)}${part.endsWith('A') ? 'B' : 'A'}`;
    const longer = (Number.parseInt(expiry, 36) + 30 * 24 * HOUR).toString(36);
    for (const token of [
      [flip(id), expiry, nonce, signature].join('.'),
      [id, longer, nonce, signature].join('.'),
      [id, expiry, flip(nonce), signature].join('.'),
      [id, expiry, nonce, flip(signature)].join('.'),
      [id, expiry, nonce].join('.'),
      `${link.token}.extra`,
      'a.b.c.d',
      'not-a-token',
      'x'.repeat(500),
      `${id}.${expiry}.${nonce}.${'A'.repeat(43)}`,
    ]) {
      await expectNotFound(token);
    }
    // The same database behind a server with another SECRET_KEY: the signature no longer holds.
    const other = createApp({ ...t.deps, secretKey: 'another-secret-key-0123456789abcdef' });
    const res = await other.request(`/api/previews/${link.token}`);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 404, body: { message: PREVIEW_MESSAGES.notFound } });
    expect((await open(link.token)).status).toBe(200);
  });

  it('answers 404 once the article is deleted', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const link = await share('article', draft.id);
    expect((await call('DELETE', `/api/admin/articles/${draft.id}`)).status).toBe(200);
    await expectNotFound(link.token);
  });
});

describe('sharing an expert waiting for publication', () => {
  it("opens the unpublished profile with the expert's public articles", async () => {
    const expert = await makeExpert(t.db, {}, undefined, {
      published: false,
      publishAt: new Date(clock.now().getTime() + 24 * HOUR),
      publishScheduledBy: admin.user.id,
    });
    const published = await makeArticle(t.db, { expertId: expert.id });
    await makeArticle(t.db, { expertId: expert.id, status: 'draft' });
    const link = await share('expert', expert.id);
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(404);
    const preview = (await (await open(link.token)).json()) as Extract<Preview, { entityType: 'expert' }>;
    expect(preview.expert).toMatchObject({ id: expert.id, published: false } satisfies Partial<Expert>);
    expect(preview.articles.map((article) => article.id)).toEqual([published.id]);
  });
});

describe('what the preview page renders', () => {
  const CREDIT: ImageCredit = {
    author: 'Jane Photographer',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceName: 'Wikimedia Commons',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Preview.jpg',
    attributionRequired: true,
  };

  it('is the page data the public page of a published item is rendered from, image credits included', async () => {
    const file = (name: 'portrait' | 'picture') => `lqzz02-${(name === 'portrait' ? 'a' : 'b').repeat(32)}.jpg`;
    for (const name of ['portrait', 'picture'] as const) {
      await insertStoredImage(t.db, {
        filename: file(name),
        storedUrl: `/uploads/images/${file(name)}`,
        sourceType: 'article',
        contentType: 'image/jpeg',
        credit: CREDIT,
      });
    }
    const expert = await makeExpert(t.db, { name: 'Dr. Credited Portrait', imageUrl: `/uploads/images/${file('portrait')}` });
    const article = await makeArticle(t.db, { expertId: expert.id, featuredImageUrl: `/uploads/images/${file('picture')}` });

    const articlePreview = (await (await open((await share('article', article.id)).token)).json()) as Preview;
    expect(articlePreview).toMatchObject({ pictureCredit: CREDIT });
    expect(pageDataOf(articlePreview)).toEqual(await loadArticlePage(t.db, article.slug, clock.now()));
    const expertPreview = (await (await open((await share('expert', expert.id)).token)).json()) as Preview;
    expect(expertPreview).toMatchObject({ portraitCredit: CREDIT });
    expect(pageDataOf(expertPreview)).toEqual(await loadExpertPage(t.db, expert.slug, clock.now()));
  });
});

describe('limits and guards', () => {
  it('refuses more than 7 days, less than an hour, unknown items and non-admins, changing nothing', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    await expectRefused(
      t,
      () => call('POST', '/api/admin/previews', { entityType: 'article', entityId: draft.id, expiresInHours: PREVIEW_LIMITS.maxHours + 1 }),
      400,
      /^expiresInHours: must be at most 168 hours/,
    );
    await expectRefused(
      t,
      () => call('POST', '/api/admin/previews', { entityType: 'article', entityId: draft.id, expiresInHours: 0 }),
      400,
      /^expiresInHours: /,
    );
    await expectRefused(t, () => call('POST', '/api/admin/previews', { entityType: 'article', entityId: 999_999 }), 404, PREVIEW_MESSAGES.entityNotFound);
    await expectRefused(t, () => call('POST', '/api/admin/previews', { entityType: 'user', entityId: admin.user.id }), 400, /^entityType: /);
    await expectRefused(t, () => call('GET', '/api/admin/previews?entityType=article'), 400, /^entityId: /);
    await expectAdminOnly(
      t,
      (cookie) => t.request('POST', '/api/admin/previews', { body: { entityType: 'article', entityId: draft.id }, cookie }),
      user.cookie,
    );
    await expectAdminOnly(t, (cookie) => t.request('GET', `/api/admin/previews?entityType=article&entityId=${draft.id}`, { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('DELETE', '/api/admin/previews/anything', { cookie }), user.cookie);
  });

  it(`keeps at most ${PREVIEW_LIMITS.activePerEntity} working links per item, even when created at once`, async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const answers = await Promise.all(
      Array.from({ length: PREVIEW_LIMITS.activePerEntity + 5 }, () => call('POST', '/api/admin/previews', { entityType: 'article', entityId: draft.id })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(PREVIEW_LIMITS.activePerEntity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await answers.find((res) => res.status === 409)?.json()).toEqual({ message: PREVIEW_MESSAGES.tooMany });
  });
});
