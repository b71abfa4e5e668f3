import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCorrection } from '../db/queries/corrections.ts';
import { saveWikidataCheck } from '../db/queries/link-checks.ts';
import { retirePath } from '../db/queries/retired-paths.ts';
import { EXPERT_ROW_TABLES } from '../db/queries/undo.ts';
import {
  activityLog,
  articles,
  expertOwners,
  experts,
  libraryContent,
  libraryImages,
  profileClaims,
  retiredPaths,
  submissions,
  undoSnapshots,
  users,
} from '../db/schema.ts';
import { UNDO_MESSAGES, UNDO_PURGE_AFTER_MS, UNDO_WINDOW_MS } from '../domain/undo.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Undo for deletes (#21 item 1): each delete answers an undo offer, and the undo restores exactly
 * what the delete removed (same ids, links, featured place, public address), once, within its
 * window, for the admin who deleted.
 */

const clock = testClock();
const t = await createTestApp({}, { now: clock.now });
const admin = await signUpAdmin(t);
const otherAdmin = await signUpAdmin(t);
const user = await signUp(t);

type Offer = { token: string; expiresAt: string };
const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) => t.request(method, path, { cookie, body });
const undo = (offer: Offer, cookie = admin.cookie) => send('POST', `/api/admin/undo/${offer.token}`, undefined, cookie);

/** Every row of a table as SQLite stores it, by id: what a restore must give back exactly. */
const stored = (table: string) => t.db.all<Record<string, unknown>>(sql`select * from ${sql.identifier(table)} order by 1`);
const storedRow = async (table: string, id: number) => (await stored(table)).find((row) => row.id === id);
/** Rows without their update time, which renumbering the featured list touches on the others. */
const withoutUpdateTimes = (rows: Array<Record<string, unknown>>) => rows.map(({ updated_at: _updatedAt, ...row }) => row);
/** Everything an undo could touch (the restored row itself is compared whole by `storedRow`). */
const everything = async () => ({
  experts: withoutUpdateTimes(await stored('experts')),
  articles: withoutUpdateTimes(await stored('articles')),
  libraryContent: await stored('library_content'),
  libraryImages: await stored('library_images'),
  submissions: await stored('submissions'),
  corrections: await stored('corrections'),
  wikidataChecks: await stored('wikidata_checks'),
  expertOwners: await stored('expert_owners'),
  profileClaims: await stored('profile_claims'),
  retiredPaths: await stored('retired_paths'),
});

async function contentRow(expertId: number | null, articleId: number | null = null) {
  const [row] = await t.db
    .insert(libraryContent)
    .values({ projectId: null, expertId, articleId, contentType: 'research_insight', content: '# Saved\n\nText.', seoTags: ['sleep'] })
    .returning();
  return row!;
}

async function imageRow(contentId: number | null) {
  const [row] = await t.db
    .insert(libraryImages)
    .values({ projectId: null, contentId, imageUrl: `/uploads/images/lib-${Math.random()}.png`, imagePrompt: 'Morning light' })
    .returning();
  return row!;
}

async function deleted(res: Response): Promise<Offer> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { undo: Offer };
  expect(body.undo).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: new Date(clock.now().getTime() + UNDO_WINDOW_MS).toISOString() });
  return body.undo;
}

const lastEntry = async () => (await t.db.select().from(activityLog).orderBy(activityLog.id)).at(-1);

describe('library content and images', () => {
  it('restores a deleted library item with the same id, its fields and its attached images', async () => {
    const expert = await makeExpert(t.db);
    const article = await makeArticle(t.db);
    const content = await contentRow(expert.id, article.id);
    const image = await imageRow(content.id);
    const before = await everything();

    const offer = await deleted(await send('DELETE', `/api/library/content/${content.id}`));
    expect(await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id))).toEqual([]);
    expect((await t.db.select().from(libraryImages).where(eq(libraryImages.id, image.id)))[0]!.contentId).toBeNull();

    const res = await undo(offer);
    expect(await res.json()).toEqual({ message: UNDO_MESSAGES.restoredContent(1), kind: 'library_content', restored: [content.id] });
    expect(await everything()).toEqual(before);
    expect(await lastEntry()).toMatchObject({ action: 'library.content_restored', entityId: String(content.id), actorUserId: admin.user.id });

    // Once used, the token is gone for good.
    await expectRefused(t, () => undo(offer), 410, UNDO_MESSAGES.used);
  });

  it('restores a bulk delete of content and of images, each image back on its content', async () => {
    const expert = await makeExpert(t.db);
    const first = await contentRow(expert.id);
    const second = await contentRow(expert.id);
    const images = [await imageRow(first.id), await imageRow(second.id), await imageRow(null)];
    const before = await everything();

    const imagesOffer = await deleted(await send('DELETE', '/api/library/images/bulk', { ids: images.map((image) => image.id) }));
    const contentOffer = await deleted(await send('DELETE', '/api/library/content/bulk', { ids: [first.id, second.id, 987654] }));
    // Content first: the images come back attached to it.
    expect(await (await undo(contentOffer)).json()).toMatchObject({ restored: [first.id, second.id] });
    expect(await (await undo(imagesOffer)).json()).toEqual({
      message: UNDO_MESSAGES.restoredImages(3),
      kind: 'library_images',
      restored: images.map((image) => image.id),
    });
    expect(await everything()).toEqual(before);
  });

  it('brings content back without references to what was deleted meanwhile', async () => {
    const expert = await makeExpert(t.db);
    const content = await contentRow(expert.id);
    const offer = await deleted(await send('DELETE', `/api/library/content/${content.id}`));
    await send('DELETE', `/api/experts/${expert.id}`);
    expect((await undo(offer)).status).toBe(200);
    const [row] = await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id));
    expect(row).toMatchObject({ id: content.id, expertId: null, content: content.content });
  });
});

describe('experts', () => {
  it('restores a public, featured expert with their links, owner, claims, featured place and address, and rebuilds the site', async () => {
    await t.db.update(experts).set({ featured: false, featuredOrder: null });
    await makeExpert(t.db, {}, 1);
    const expert = await makeExpert(t.db, {}, 2);
    const third = await makeExpert(t.db, {}, 3);
    const article = await makeArticle(t.db, { expertId: expert.id });
    await contentRow(expert.id);
    const submission = await makeSubmission(t.db, user);
    await t.db.update(submissions).set({ expertId: expert.id }).where(eq(submissions.id, submission.id));
    await insertCorrection(t.db, {
      entityType: 'expert',
      entityId: expert.id,
      subject: expert.name,
      part: 'title',
      quote: null,
      proposedText: 'Professor',
      sourceUrl: null,
      note: null,
      senderEmail: user.email,
      senderUserId: user.user.id,
    });
    await saveWikidataCheck(t.db, { expertId: expert.id, wikidataId: 'Q42', dateOfDeath: null, checkedAt: new Date() });
    await t.db
      .insert(expertOwners)
      .values({ expertId: expert.id, userId: user.user.id, verifiedVia: 'orcid', orcidId: '0000-0002-1825-0097', approvedBy: otherAdmin.user.id });
    const claimant = await signUp(t);
    await t.db
      .insert(profileClaims)
      .values({ expertId: expert.id, userId: claimant.user.id, method: 'orcid', orcidId: '0000-0001-5109-3700', orcidName: 'Someone' });
    await retirePath(t.db, '/old-name', `/${expert.slug}`, { type: 'expert', id: expert.id });
    const before = await everything();
    expect(before.expertOwners).toHaveLength(1);
    expect(before.profileClaims).toHaveLength(1);
    const row = await storedRow('experts', expert.id);

    const offer = await deleted(await send('DELETE', `/api/experts/${expert.id}`));
    expect((await t.db.select().from(articles).where(eq(articles.id, article.id)))[0]!.expertId).toBeNull();
    expect(
      await t.db
        .select()
        .from(retiredPaths)
        .where(eq(retiredPaths.path, `/${expert.slug}`)),
    ).toEqual([expect.objectContaining({ targetPath: null })]);
    expect((await t.db.select().from(experts).where(eq(experts.id, third.id)))[0]!.featuredOrder).toBe(2);

    const rebuilds = t.rebuild.reasons.length;
    const res = await undo(offer);
    expect(await res.json()).toEqual({ message: UNDO_MESSAGES.restoredExpert(expert.name), kind: 'expert', restored: [expert.id] });
    expect(await everything()).toEqual(before);
    expect(await storedRow('experts', expert.id)).toEqual(row);
    expect(t.rebuild.reasons.slice(rebuilds)).toEqual([`Expert restored (delete undone): ${expert.name}`]);
    expect(await lastEntry()).toMatchObject({ action: 'expert.restored', entityId: String(expert.id) });
    // The expert is public again at their address.
    expect((await t.request('GET', `/api/experts/${expert.slug}`)).status).toBe(200);
  });

  it('restores an expert without the owner or claim whose account was deleted meanwhile, and without the approving editor gone since', async () => {
    const expert = await makeExpert(t.db, {}, 4);
    const owner = await signUp(t);
    const claimant = await signUp(t);
    const editor = await signUpAdmin(t);
    await t.db.insert(expertOwners).values({ expertId: expert.id, userId: owner.user.id, verifiedVia: 'email', approvedBy: editor.user.id });
    await t.db.insert(profileClaims).values({ expertId: expert.id, userId: claimant.user.id, method: 'email', email: 'x@example.edu' });
    const offer = await deleted(await send('DELETE', `/api/experts/${expert.id}`));
    await t.db.delete(users).where(eq(users.id, claimant.user.id));
    await t.db.delete(users).where(eq(users.id, editor.user.id));
    expect((await undo(offer)).status).toBe(200);
    expect(await t.db.select().from(expertOwners).where(eq(expertOwners.expertId, expert.id))).toEqual([
      expect.objectContaining({ userId: owner.user.id, approvedBy: null }),
    ]);
    expect(await t.db.select().from(profileClaims).where(eq(profileClaims.expertId, expert.id))).toEqual([]);
  });

  it("answers 409 when the expert's address was taken meanwhile, changes nothing, and works once it is free again", async () => {
    const expert = await makeExpert(t.db, { name: 'Dr. Taken Slug' });
    const offer = await deleted(await send('DELETE', `/api/experts/${expert.id}`));
    const [squatter] = await t.db.insert(experts).values({ slug: expert.slug, name: 'Someone Else', title: 'T', longevityContribution: 'C' }).returning();
    await expectRefused(
      t,
      () => undo(offer),
      409,
      UNDO_MESSAGES.expertSlugTaken(`/${expert.slug}`, expert.name),
      () => t.db.select().from(undoSnapshots),
    );
    await t.db.delete(experts).where(eq(experts.id, squatter!.id));
    expect((await undo(offer)).status).toBe(200);
    expect((await t.db.select().from(experts).where(eq(experts.id, expert.id)))[0]?.slug).toBe(expert.slug);
  });

  it('restores a featured expert unfeatured when the featured list filled up meanwhile, and says so', async () => {
    await t.db.update(experts).set({ featured: false, featuredOrder: null });
    const expert = await makeExpert(t.db, {}, 1);
    const offer = await deleted(await send('DELETE', `/api/experts/${expert.id}`));
    for (let order = 1; order <= 12; order++) await makeExpert(t.db, {}, order);
    const res = await undo(offer);
    expect(await res.json()).toMatchObject({ message: UNDO_MESSAGES.restoredExpert(expert.name) + UNDO_MESSAGES.notFeaturedAgain });
    expect(await t.db.$count(experts, eq(experts.featured, true))).toBe(12);
    expect((await t.db.select().from(experts).where(eq(experts.id, expert.id)))[0]).toMatchObject({ featured: false, featuredOrder: null });
  });
});

describe('articles', () => {
  it('restores a published, featured article with its library link and address', async () => {
    await t.db.update(articles).set({ featured: false, featuredOrder: null });
    const expert = await makeExpert(t.db);
    const article = await makeArticle(t.db, { expertId: expert.id, featured: true, featuredOrder: 1 });
    await makeArticle(t.db, { featured: true, featuredOrder: 2 });
    const content = await contentRow(expert.id, article.id);
    const before = await everything();
    const row = await storedRow('articles', article.id);

    const offer = await deleted(await send('DELETE', `/api/admin/articles/${article.id}`));
    expect((await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id)))[0]!.articleId).toBeNull();
    const rebuilds = t.rebuild.reasons.length;
    expect(await (await undo(offer)).json()).toEqual({ message: UNDO_MESSAGES.restoredArticle(article.title), kind: 'article', restored: [article.id] });
    expect(await everything()).toEqual(before);
    expect(await storedRow('articles', article.id)).toEqual(row);
    expect(t.rebuild.reasons).toHaveLength(rebuilds + 1);
    // The library knows the article again, so it still refuses a second publish.
    expect((await send('POST', `/api/library/content/${content.id}/publish`)).status).toBe(409);
  });

  it('restores a draft without a rebuild', async () => {
    const article = await makeArticle(t.db, { status: 'draft' });
    const offer = await deleted(await send('DELETE', `/api/admin/articles/${article.id}`));
    const rebuilds = t.rebuild.reasons.length;
    expect((await undo(offer)).status).toBe(200);
    expect(t.rebuild.reasons).toHaveLength(rebuilds);
    expect(await t.db.select().from(articles).where(eq(articles.id, article.id))).toHaveLength(1);
  });
});

describe('the token', () => {
  it('restores once when two undos arrive at once', async () => {
    const content = await contentRow(null);
    const offer = await deleted(await send('DELETE', `/api/library/content/${content.id}`));
    const replies = await Promise.all([undo(offer), undo(offer), undo(offer)]);
    expect(replies.map((res) => res.status).sort()).toEqual([200, 410, 410]);
    expect(await t.db.select().from(libraryContent).where(eq(libraryContent.id, content.id))).toHaveLength(1);
    expect(await t.db.$count(activityLog, eq(activityLog.action, 'library.content_restored'))).toBeGreaterThan(0);
  });

  it("is the deleting admin's only: 404 to another admin, 401/403 to others, 400 when malformed", async () => {
    const content = await contentRow(null);
    const offer = await deleted(await send('DELETE', `/api/library/content/${content.id}`));
    const rows = () => t.db.select().from(libraryContent);
    await expectRefused(t, () => undo(offer, otherAdmin.cookie), 404, UNDO_MESSAGES.notFound, rows);
    await expectAdminOnly(t, (cookie) => t.request('POST', `/api/admin/undo/${offer.token}`, { cookie }), user.cookie, rows);
    await expectRefused(t, () => send('POST', '/api/admin/undo/not-a-token'), 400, `token: ${UNDO_MESSAGES.notFound}`, rows);
    await expectRefused(t, () => send('POST', `/api/admin/undo/${'A'.repeat(43)}`), 404, UNDO_MESSAGES.notFound, rows);
    // Still the owner's to use.
    expect((await undo(offer)).status).toBe(200);
  });

  it('expires after the window (410), and is purged a while later (404)', async () => {
    const content = await contentRow(null);
    const offer = await deleted(await send('DELETE', `/api/library/content/${content.id}`));
    clock.advance(UNDO_WINDOW_MS);
    const rows = () => t.db.select().from(libraryContent);
    await expectRefused(t, () => undo(offer), 410, UNDO_MESSAGES.expired, rows);
    clock.advance(UNDO_PURGE_AFTER_MS + 1);
    await expectRefused(t, () => undo(offer), 404, UNDO_MESSAGES.notFound, rows);
    expect(
      await t.db
        .select()
        .from(undoSnapshots)
        .where(sql`${undoSnapshots.expiresAt} < ${clock.now().getTime() - UNDO_PURGE_AFTER_MS}`),
    ).toEqual([]);
  });
});

it('knows every table that refers to an undoable row (a new one must be relinked by the undo too)', async () => {
  const referring = async (table: string) =>
    (
      await t.db.all<{ name: string }>(
        sql`select m.name from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = ${table} order by m.name`,
      )
    ).map((row) => row.name);
  // Relinked, written back (EXPERT_ROW_TABLES), or short-lived sign-in and claim-code state let go on purpose.
  const relinked = ['articles', 'corrections', 'library_content', 'submissions'];
  const transient = ['claim_email_codes', 'orcid_sign_ups', 'orcid_states'];
  expect(await referring('experts')).toEqual([...relinked, ...EXPERT_ROW_TABLES, ...transient].sort());
  expect(await referring('articles')).toEqual(['corrections', 'library_content']);
  expect(await referring('library_content')).toEqual(['library_images']);
  expect(await referring('library_images')).toEqual([]);
});
