import { describe, expect, it } from 'vitest';
import { createDeployHookRebuilder } from '../publishing/rebuild/deploy-hook.ts';
import { insertSubmission } from '../db/queries/submissions.ts';
import { MY_SUBMISSIONS_MESSAGES } from '../domain/messages.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { waitForMessageTo } from './helpers/outbox.ts';
import { startRecordingServer } from './helpers/recording-server.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * Cloudflare publishing: the deploy-hook rebuilder against a loopback hook. The request that
 * caused a rebuild awaits the hook call, so the call is made (and its outcome recorded) before
 * the response leaves: nothing is left for the runtime to cancel.
 */

const hook = await startRecordingServer();
// The rebuilder keeps its status in a database of its own; the app below reads it through the rebuilder.
const { db } = await createTestDb();
const rebuild = createDeployHookRebuilder(db, `${hook.url}/hook`, { timeoutMs: 500 });
const app = await createTestApp({}, { rebuild });
const admin = await signUpAdmin(app);

async function pendingSubmission(name = 'Hook Expert') {
  return insertSubmission(app.db, {
    name,
    title: 'Biologist',
    categories: ['academic'],
    longevityContribution: 'c',
    submitterName: 'n',
    submitterEmail: 'n@example.org',
  });
}

describe('the deploy-hook rebuilder', () => {
  it('POSTs the hook and records when it was called', async () => {
    const before = hook.calls.length;
    await rebuild.request('expert edited');
    expect(hook.calls.slice(before)).toMatchObject([{ method: 'POST', path: '/hook' }]);
    expect(await rebuild.status()).toMatchObject({ state: 'idle', currentReason: 'expert edited', lastError: null });
  });

  it('records a hook that answers an error, and clears it on the next success', async () => {
    hook.control.reply = { status: 500, body: { message: 'boom' } };
    await rebuild.request('article published');
    const failed = await rebuild.status();
    expect(failed.lastError).toBe('Deploy hook answered 500');
    expect(Date.parse(failed.lastErrorAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    hook.control.reply = { status: 200, body: { result: { id: 'build' } } };
    await rebuild.request('article published again');
    expect((await rebuild.status()).lastError).toBeNull();
  });

  it('records a hook that cannot be reached or never answers, without throwing', async () => {
    const unreachable = createDeployHookRebuilder(db, 'http://127.0.0.1:9/hook');
    await expect(unreachable.request('x')).resolves.toBeUndefined();
    expect((await unreachable.status()).lastError).toMatch(/^Deploy hook failed: /);
    hook.control.hang = true;
    await rebuild.request('y');
    hook.control.hang = false;
    expect((await rebuild.status()).lastError).toMatch(/^Deploy hook failed: .*(timeout|abort)/i);
  });

  it('does nothing without a hook URL', async () => {
    const before = hook.calls.length;
    await createDeployHookRebuilder(db, undefined).request('z');
    expect(hook.calls.length).toBe(before);
  });
});

describe('an approval through the API on the deploy-hook rebuilder', () => {
  it('has called the hook when the response arrives', async () => {
    const submission = await pendingSubmission();
    const before = hook.calls.length;
    const res = await app.request('POST', `/api/admin/submissions/${submission.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(hook.calls.length).toBe(before + 1);
    // The decision mail goes out after the answer; the app's background work (which the file's
    // cleanup also waits for, before it removes the folder) includes it.
    expect(await waitForMessageTo(app, 'n@example.org', 1, MY_SUBMISSIONS_MESSAGES.approvedSubject)).toContain('Hook Expert');
  });

  it('shows a failed hook call in the publishing status of the dashboard', async () => {
    hook.control.reply = { status: 503, body: {} };
    // Another person: approving a second 'Hook Expert' would ask to confirm a possible duplicate.
    const submission = await pendingSubmission('Failing Hookwright');
    const res = await app.request('POST', `/api/admin/submissions/${submission.id}/approve`, { cookie: admin.cookie, body: {} });
    hook.control.reply = { status: 200, body: {} };
    expect(res.status).toBe(200);
    const status = await app.request('GET', '/api/admin/build', { cookie: admin.cookie });
    expect(await status.json()).toMatchObject({ lastError: 'Deploy hook answered 503' });
  });
});
