import { describe, expect, it } from 'vitest';
import { insertSubmission } from '../db/queries/submissions.ts';
import { submissions } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);

function submission(status: 'pending' | 'approved' | 'rejected') {
  return insertSubmission(t.db, {
    name: 'S',
    title: 't',
    categories: ['academic'],
    longevityContribution: 'c',
    submitterName: 'n',
    submitterEmail: 'n@example.org',
  }).then((row) => t.db.update(submissions).set({ status }).where(eq(submissions.id, row.id)));
}

describe('GET /api/admin/stats', () => {
  it('answers zeros for an empty directory', async () => {
    const res = await t.request('GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(await res.json()).toEqual({
      totalExperts: 0,
      pendingSubmissions: 0,
      totalSubmissions: 0,
      categories: 0,
      featuredExperts: 0,
      approvedSubmissions: 0,
      rejectedSubmissions: 0,
    });
  });

  it('counts experts, featured ones, distinct categories in use and submissions by status', async () => {
    await makeExpert(t.db, { categories: ['academic', 'clinician'] }, 1);
    await makeExpert(t.db, { categories: ['clinician'] }, 2);
    await makeExpert(t.db, { categories: ['author'] });
    for (const status of ['pending', 'pending', 'approved', 'rejected', 'rejected', 'rejected'] as const) await submission(status);
    const res = await t.request('GET', '/api/admin/stats', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalExperts: 3,
      pendingSubmissions: 2,
      totalSubmissions: 6,
      categories: 3,
      featuredExperts: 2,
      approvedSubmissions: 1,
      rejectedSubmissions: 3,
    });
  });
});

describe('/api/admin/build', () => {
  it('GET answers the publishing status', async () => {
    const res = await t.request('GET', '/api/admin/build', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await t.rebuild.status());
  });

  it("POST asks for a rebuild in the admin's name and answers 202 with the status", async () => {
    const before = t.rebuild.reasons.length;
    const res = await t.request('POST', '/api/admin/build', { cookie: admin.cookie });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: 'Rebuild started', status: await t.rebuild.status() });
    expect(t.rebuild.reasons.slice(before)).toEqual([`Rebuild requested by ${admin.email}`]);
  });
});
