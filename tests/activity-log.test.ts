import { gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { activityLog, aiRuns } from '../db/schema.ts';
import type { ActivityPage } from '../domain/activity.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert, makeSubmission } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);
const otherAdmin = await signUpAdmin(t);
const user = await signUp(t);

/** Every entry of the log, for "nothing was logged" checks. */
const allEntries = () => t.db.select().from(activityLog).orderBy(activityLog.id);

async function lastId(): Promise<number> {
  const rows = await allEntries();
  return rows.at(-1)?.id ?? 0;
}

/** Runs a successful admin request and answers the one entry it wrote (failing on none or several). */
async function onlyEntryOf(send: () => Response | Promise<Response>) {
  const since = await lastId();
  const res = await send();
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const entries = await t.db.select().from(activityLog).where(gt(activityLog.id, since));
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

const as = (cookie: string) => (method: string, path: string, body?: unknown) => t.request(method, path, { body, cookie });
const adminCall = as(admin.cookie);

const pendingSubmission = (name = 'Dr. Logged') => makeSubmission(t.db, user, { name });

const profile = {
  name: 'Dr. Edited',
  title: 'Director',
  categories: ['academic'],
  longevityContribution: 'Edited contribution.',
  biography: 'Edited.',
  referenceLinks: ['Official Website|https://edited.example.org'],
};

describe('every admin action writes exactly one entry with its actor', () => {
  it('submission approved, rejected and edited', async () => {
    const first = await pendingSubmission();
    const edited = await onlyEntryOf(() => adminCall('PUT', `/api/admin/submissions/${first.id}`, profile));
    expect(edited).toMatchObject({
      action: 'submission.edited',
      entityType: 'submission',
      entityId: String(first.id),
      actorUserId: admin.user.id,
      actorEmail: admin.email,
    });
    expect(edited.after).toMatchObject({ name: 'Dr. Edited' });
    expect(edited.before).toMatchObject({ name: 'Dr. Logged' });

    const approved = await onlyEntryOf(() =>
      as(otherAdmin.cookie)('POST', `/api/admin/submissions/${first.id}/approve`, { reviewNotes: 'Good', reviewNotesShared: true }),
    );
    expect(approved).toMatchObject({ action: 'submission.approved', actorUserId: otherAdmin.user.id, actorEmail: otherAdmin.email });
    expect(approved.after).toEqual({ status: 'approved', reviewNotes: 'Good', reviewNotesShared: true });

    const second = await pendingSubmission();
    const rejected = await onlyEntryOf(() => adminCall('POST', `/api/admin/submissions/${second.id}/reject`, { reviewNotes: 'No' }));
    expect(rejected).toMatchObject({ action: 'submission.rejected', entityId: String(second.id), actorUserId: admin.user.id });
  });

  it('expert edited, featured, unfeatured, reordered and deleted', async () => {
    const expert = await makeExpert(t.db);
    const other = await makeExpert(t.db);
    const edited = await onlyEntryOf(() => adminCall('PUT', `/api/experts/${expert.id}`, profile));
    expect(edited).toMatchObject({ action: 'expert.edited', entityType: 'expert', entityId: String(expert.id), actorUserId: admin.user.id });
    expect(edited.before).toMatchObject({ name: expert.name, title: expert.title });
    expect(edited.after).toMatchObject({ name: 'Dr. Edited', title: 'Director' });

    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/experts/${expert.id}/featured`, { featured: true }))).toMatchObject({ action: 'expert.featured' });
    expect(await onlyEntryOf(() => adminCall('PUT', '/api/experts/featured', { expertIds: [other.id, expert.id] }))).toMatchObject({
      action: 'expert.reordered',
      after: { expertIds: [other.id, expert.id] },
    });
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/experts/${expert.id}/featured`, { featured: false }))).toMatchObject({
      action: 'expert.unfeatured',
    });
    expect(await onlyEntryOf(() => adminCall('DELETE', `/api/experts/${expert.id}`))).toMatchObject({
      action: 'expert.deleted',
      entityId: String(expert.id),
      summary: 'Deleted Dr. Edited',
    });
  });

  it('article edited, published, featured, reordered, unfeatured and deleted', async () => {
    const draft = await makeArticle(t.db, { status: 'draft' });
    const live = await makeArticle(t.db);
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/admin/articles/${draft.id}`, { title: 'Renamed draft' }))).toMatchObject({
      action: 'article.edited',
      before: { title: draft.title },
      after: { title: 'Renamed draft' },
    });
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/admin/articles/${draft.id}`, { status: 'published' }))).toMatchObject({
      action: 'article.published',
    });
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/admin/articles/${draft.id}/featured`, { featured: true }))).toMatchObject({
      action: 'article.featured',
    });
    await adminCall('PATCH', `/api/admin/articles/${live.id}/featured`, { featured: true });
    expect(await onlyEntryOf(() => adminCall('PATCH', '/api/admin/articles/featured/reorder', { articleIds: [live.id, draft.id] }))).toMatchObject({
      action: 'article.reordered',
      after: { articleIds: [live.id, draft.id] },
    });
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/admin/articles/${live.id}/featured`, { featured: false }))).toMatchObject({
      action: 'article.unfeatured',
    });
    expect(await onlyEntryOf(() => adminCall('DELETE', `/api/admin/articles/${live.id}`))).toMatchObject({
      action: 'article.deleted',
      entityId: String(live.id),
    });
  });

  it('user role changed and user deleted', async () => {
    const someone = await signUp(t);
    expect(await onlyEntryOf(() => adminCall('PATCH', `/api/admin/users/${someone.user.id}/role`, { role: 'admin' }))).toMatchObject({
      action: 'user.role_changed',
      before: { role: 'user' },
      after: { role: 'admin' },
      actorUserId: admin.user.id,
    });
    expect(await onlyEntryOf(() => adminCall('DELETE', `/api/admin/users/${someone.user.id}`))).toMatchObject({
      action: 'user.deleted',
      entityId: String(someone.user.id),
    });
  });

  it('image deleted and cleanup run', async () => {
    const id = await insertStoredImage(t.db, { filename: 'logged.png', storedUrl: '/uploads/images/logged.png' });
    expect(await onlyEntryOf(() => adminCall('DELETE', `/api/permanent-images/${id}`))).toMatchObject({ action: 'image.deleted', entityId: String(id) });
    expect(await onlyEntryOf(() => adminCall('POST', '/api/permanent-images/cleanup'))).toMatchObject({ action: 'image.cleanup', actorUserId: admin.user.id });
  });
});

describe('a refused or failed action is not logged', () => {
  it('refuses signed-out and non-admin callers without an entry', async () => {
    const expert = await makeExpert(t.db);
    const send = (cookie?: string) => t.request('DELETE', `/api/experts/${expert.id}`, { cookie });
    await expectAdminOnly(t, send, user.cookie, allEntries);
  });

  it('writes nothing for a conflict, an unknown id or an invalid body', async () => {
    const reviewed = await pendingSubmission();
    await adminCall('POST', `/api/admin/submissions/${reviewed.id}/reject`, {});
    await expectRefused(t, () => adminCall('POST', `/api/admin/submissions/${reviewed.id}/approve`, {}), 409, undefined, allEntries);
    await expectRefused(t, () => adminCall('DELETE', '/api/experts/999999'), 404, undefined, allEntries);
    await expectRefused(t, () => adminCall('PATCH', `/api/admin/users/${admin.user.id}/role`, { role: 'owner' }), 400, undefined, allEntries);
    await expectRefused(t, () => adminCall('DELETE', `/api/admin/users/${admin.user.id}`), 409, undefined, allEntries);
  });
});

describe('GET /api/admin/activity', () => {
  it('lists entries and AI runs newest first, filters and pages them, admins only', async () => {
    await t.db
      .insert(aiRuns)
      .values({ kind: 'expert-generator', userId: otherAdmin.user.id, status: 'succeeded', subject: 'Dr. AI', startedAt: new Date(Date.now() + 60_000) });
    const page = (await (await adminCall('GET', '/api/admin/activity')).json()) as ActivityPage;
    expect(page.entries[0]).toMatchObject({
      action: 'ai.run',
      entityType: 'ai_run',
      actorEmail: otherAdmin.email,
      summary: 'expert-generator: Dr. AI (succeeded)',
    });
    const times = page.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.total).toBe((await allEntries()).length + 1);

    const rejections = (await (await adminCall('GET', '/api/admin/activity?action=submission.rejected')).json()) as ActivityPage;
    expect(rejections.entries.length).toBeGreaterThan(0);
    expect(rejections.entries.every((entry) => entry.action === 'submission.rejected')).toBe(true);

    const byOther = (await (await adminCall('GET', `/api/admin/activity?actorUserId=${otherAdmin.user.id}`)).json()) as ActivityPage;
    expect(new Set(byOther.entries.map((entry) => entry.actorEmail))).toEqual(new Set([otherAdmin.email]));

    const aiOnly = (await (await adminCall('GET', '/api/admin/activity?entityType=ai_run')).json()) as ActivityPage;
    expect(aiOnly.total).toBe(1);
    const past = (await (await adminCall('GET', '/api/admin/activity?from=2000-01-01&to=2000-01-02')).json()) as ActivityPage;
    expect(past).toEqual({ entries: [], total: 0, page: 1, pageSize: 50 });
    const farPage = (await (await adminCall('GET', '/api/admin/activity?page=99')).json()) as ActivityPage;
    expect(farPage.entries).toEqual([]);

    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/activity', { cookie }), user.cookie);
    await expectRefused(t, () => adminCall('GET', '/api/admin/activity?action=drop.table'), 400, /^action: /);
    await expectRefused(t, () => adminCall('GET', '/api/admin/activity?from=2026-13-45'), 400, /^from: /);
  });

  it('offers no way to edit or delete an entry', async () => {
    const [entry] = await allEntries();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      await expectRefused(t, () => adminCall(method, `/api/admin/activity/${entry!.id}`, method === 'DELETE' ? undefined : {}), 404, 'Not found', allEntries);
      await expectRefused(t, () => adminCall(method, '/api/admin/activity', method === 'DELETE' ? undefined : {}), 404, 'Not found', allEntries);
    }
  });
});
