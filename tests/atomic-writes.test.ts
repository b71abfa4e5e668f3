import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCorrection } from '../db/queries/corrections.ts';
import { insertLibraryContent } from '../db/queries/library.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeExpert, makeSubmission } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * A change and its activity entry are one transaction. Each flow below is made to fail half-way:
 * a trigger the test puts on the activity log (no code in the app) refuses the entry, which every
 * flow writes after its change and before its commit. Then neither the change nor the entry is
 * stored, and no rebuild is asked for; without the trigger the same call stores both.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const reader = await signUp(t);

/** Every table a flow below writes; the request's own bookkeeping (sessions, rate limits) is left out. */
const TABLES = [
  'experts',
  'articles',
  'submissions',
  'corrections',
  'library_content',
  'library_images',
  'stored_images',
  'retired_paths',
  'entity_versions',
  'undo_snapshots',
  'activity_log',
];

async function contents() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = await t.db.all(sql.raw(`select * from ${table} order by rowid`));
  return { tables, rebuilds: [...t.rebuild.reasons] };
}

/** Sends the call while the activity log refuses every entry; answers the response. */
async function withEntriesRefused(call: () => Promise<Response>): Promise<Response> {
  await t.db.run(sql`create trigger refuse_entries before insert on activity_log begin select raise(abort, 'injected failure'); end`);
  try {
    return await call();
  } finally {
    await t.db.run(sql`drop trigger refuse_entries`);
  }
}

/** The call fails half-way and leaves everything as it was; sent again without the failure, it succeeds and logs `action`. */
async function expectAllOrNothing(call: () => Promise<Response>, action: string) {
  const before = await contents();
  const failed = await withEntriesRefused(call);
  expect(failed.status).toBe(500);
  expect(await contents()).toEqual(before);

  const res = await call();
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const entries = await t.db.all(sql`select action from activity_log order by id`);
  expect(entries.slice(before.tables.activity_log!.length)).toEqual([{ action }]);
  return res;
}

const post =
  (path: string, body: unknown = {}) =>
  async () =>
    t.request('POST', path, { cookie: admin.cookie, body });

describe('a write that fails after its change stores neither the change nor its entry', () => {
  it('approving a submission', async () => {
    const submission = await makeSubmission(t.db, reader);
    await expectAllOrNothing(post(`/api/admin/submissions/${submission.id}/approve`, { confirmDuplicate: true }), 'submission.approved');
    expect(t.rebuild.reasons.at(-1)).toContain(submission.name);
  });

  it('accepting a correction', async () => {
    const expert = await makeExpert(t.db);
    const correction = await insertCorrection(t.db, {
      entityType: 'expert',
      entityId: expert.id,
      subject: expert.name,
      part: 'title',
      quote: expert.title,
      proposedText: 'Professor of Biogerontology',
      sourceUrl: null,
      note: null,
      senderEmail: reader.email,
      senderUserId: reader.user.id,
    });
    const res = await expectAllOrNothing(post(`/api/admin/corrections/${correction.id}/accept`), 'correction.accepted');
    expect(await res.json()).toMatchObject({ correction: { status: 'accepted' }, entity: { title: 'Professor of Biogerontology' } });
    await t.settled();
  });

  it('restoring a version', async () => {
    const expert = await makeExpert(t.db);
    const edited = await t.request('PUT', `/api/experts/${expert.id}`, {
      cookie: admin.cookie,
      body: { ...expertProfile(), name: expert.name, title: 'Renamed title' },
    });
    expect(edited.status).toBe(200);
    const res = await expectAllOrNothing(post(`/api/admin/versions/expert/${expert.id}/1/restore`), 'expert.restored');
    expect(await res.json()).toMatchObject({ expert: { title: expert.title } });
  });

  it('publishing library content', async () => {
    const expert = await makeExpert(t.db);
    const content = await insertLibraryContent(t.db, {
      projectId: null,
      expertId: expert.id,
      platform: 'blog',
      contentType: 'research_insight',
      content: '# Sleep and repair\n\nSleep supports repair.',
      seoTags: ['sleep'],
    });
    await expectAllOrNothing(post(`/api/library/content/${content.id}/publish`), 'article.published');
  });

  it('publishing from the promotion wizard', async () => {
    const expert = await makeExpert(t.db);
    const content = await insertLibraryContent(t.db, {
      projectId: null,
      expertId: expert.id,
      platform: 'blog',
      contentType: 'research_insight',
      content: '# Wizard piece\n\nText.',
      seoTags: [],
    });
    const body = { content: '# Wizard piece\n\nText.', expert: expert.id, seoTags: ['sleep'], contentId: content.id };
    await expectAllOrNothing(post('/api/admin/publish-article', body), 'article.published');
  });

  it('importing a file', async () => {
    const file = { experts: [{ ...expertProfile(), slug: 'imported-all-or-nothing' }] };
    await expectAllOrNothing(post('/api/admin/import?format=json&dryRun=false', file), 'import.run');
  });
});
