import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getArticleById } from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { activityLog, linkChecks } from '../../db/schema.ts';
import { SCHEDULE_MESSAGES } from '../../domain/schedule.ts';
import { signUpAdmin } from '../helpers/admin.ts';
import { codeBuild } from '../helpers/build-site.ts';
import { makeArticle, makeExpert } from '../helpers/factories.ts';
import { startHranaServer } from '../helpers/hrana-server.ts';
import { startRecordingServer } from '../helpers/recording-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { startPagesDev, startWorkerDev } from '../helpers/wrangler-dev.ts';
import { CRONS } from '../../workers/scheduler/jobs.ts';

/**
 * The scheduled jobs on Cloudflare, in workerd, offline: the Pages Functions' cron endpoints
 * (refused without their secret) and the scheduler Worker of workers/scheduler/wrangler.toml, whose
 * scheduled handler (run through wrangler's --test-scheduled) calls them: every minute it
 * publishes what is due, in a database behind Turso's protocol, with the deploy hook called once;
 * on the daily cron it runs the link monitor batch after batch (LINK_CHECK_BATCH=1 here) until no
 * link is due. The links are loopback addresses, which the monitor records as private without
 * contacting them, so the test needs no network.
 */

const CRON_SECRET = 'edge-cron-secret-0123456789abcdef-0123';
const node = await createTestApp();
const admin = await signUpAdmin(node);
const turso = await startHranaServer({ path: join(node.dir, 'app.db'), authToken: 'turso-test-token' });
const hook = await startRecordingServer();
// Pages serves a static folder beside the Functions; this test needs no real site build, only the
// renderer the page function is bundled with (the shared code build).
const siteDir = join(node.dir, 'site');
mkdirSync(siteDir, { recursive: true });
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
const { renderDir } = await codeBuild();
const pages = await startPagesDev(siteDir, {
  SECRET_KEY: 'edge-secret-key-0123456789abcdef',
  DATABASE_URL: turso.url,
  DATABASE_AUTH_TOKEN: 'turso-test-token',
  DEPLOY_HOOK_URL: `${hook.url}/deploy-hook`,
  CRON_SECRET,
  LINK_CHECK_BATCH: '1',
}, renderDir);
const scheduler = await startWorkerDev('workers/scheduler/wrangler.toml', {
  PUBLISH_DUE_URL: `${pages.base}/api/cron/publish-due`,
  CHECK_LINKS_URL: `${pages.base}/api/cron/check-links`,
  CRON_SECRET,
});
afterAll(async () => {
  scheduler.stop();
  pages.stop();
  await turso.close();
});

const anHourAgo = () => new Date(Date.now() - 3_600_000);
const due = await makeArticle(node.db, { status: 'draft', publishAt: anHourAgo(), publishScheduledBy: admin.user.id });
const PRIVATE_LINKS = ['http://127.0.0.1:9/lab', 'http://127.0.0.1:9/papers'];
const dueExpert = await makeExpert(node.db, { name: 'Dr. Edge Scheduled', referenceLinks: PRIVATE_LINKS.map((url, n) => `Link ${n}|${url}`) }, undefined, {
  published: false,
  publishAt: anHourAgo(),
  publishScheduledBy: admin.user.id,
});
const storedLinkChecks = () => node.db.select().from(linkChecks).orderBy(linkChecks.url);
const cronQuery = (cron: string) => `cron=${encodeURIComponent(cron).replaceAll('%20', '+')}`;

/** Polls until `check` holds: the scheduled handler runs after /__scheduled has answered. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`Timed out waiting for ${what}\n${scheduler.output()}\n${pages.output()}`);
}

describe.each(['publish-due', 'check-links'])('POST /api/cron/%s in workerd', (job) => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'Bearer not-the-secret'],
    ['the secret without Bearer', CRON_SECRET],
    ['a secret one character short', `Bearer ${CRON_SECRET.slice(0, -1)}`],
  ])('refuses %s with 401, publishing nothing and calling no hook', async (_name, authorization) => {
    const res = await fetch(`${pages.base}/api/cron/${job}`, { method: 'POST', headers: authorization ? { Authorization: authorization } : {} });
    expect(res.status, pages.output()).toBe(401);
    expect(await res.json()).toEqual({ message: SCHEDULE_MESSAGES.cronRefused });
    expect((await getArticleById(node.db, due.id))?.status).toBe('draft');
    expect(await storedLinkChecks()).toEqual([]);
    expect(hook.calls).toEqual([]);
  });
});

describe('the scheduler Worker in workerd', () => {
  it('declares in wrangler.toml exactly the crons its handler tells apart', () => {
    const toml = readFileSync('workers/scheduler/wrangler.toml', 'utf8');
    const crons = /^crons = (\[.*\])$/m.exec(toml)?.[1];
    expect(JSON.parse(crons ?? 'null')).toEqual(Object.values(CRONS));
  });

  it('runs on its every-minute cron, calls publish-due with the secret, and the due items are published once with one deploy hook call', async () => {
    const res = await fetch(`${scheduler.base}/__scheduled?${cronQuery(CRONS.publishDue)}`);
    expect(res.status, scheduler.output()).toBe(200);
    await eventually(async () => (await getArticleById(node.db, due.id))?.status === 'published', 'the due article to be published');
    await eventually(async () => (await getExpertById(node.db, dueExpert.id))?.published === true, 'the due expert to be published');
    expect(hook.calls).toMatchObject([{ method: 'POST', path: '/deploy-hook' }]);
    const entries = await node.db.select().from(activityLog).where(eq(activityLog.actorUserId, admin.user.id));
    expect(entries).toMatchObject([
      { action: 'article.published', entityId: String(due.id), summary: `Published "${due.title}" as scheduled by ${admin.email}` },
      { action: 'expert.published', entityId: String(dueExpert.id), summary: `Published Dr. Edge Scheduled as scheduled by ${admin.email}` },
    ]);

    // The next minute finds nothing due: nothing changes, no hook call; the links wait for their own cron.
    expect((await fetch(`${scheduler.base}/__scheduled?${cronQuery(CRONS.publishDue)}`)).status).toBe(200);
    const again = await fetch(`${pages.base}/api/cron/publish-due`, { method: 'POST', headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    expect(await again.json()).toEqual({ published: [], unpublished: [] });
    expect(hook.calls).toHaveLength(1);
    expect(await storedLinkChecks()).toEqual([]);
  });

  it('runs on its daily cron, calls check-links with the secret batch after batch, and every due link gets its result', async () => {
    const res = await fetch(`${scheduler.base}/__scheduled?${cronQuery(CRONS.checkLinks)}`);
    expect(res.status, scheduler.output()).toBe(200);
    // LINK_CHECK_BATCH=1: each call checks one link, so both checked means the Worker called again while links were due.
    await eventually(async () => (await storedLinkChecks()).length === PRIVATE_LINKS.length, 'both links to be checked, one per call');
    expect(await storedLinkChecks()).toMatchObject(PRIVATE_LINKS.map((url) => ({ url, status: 'private', httpStatus: null })));
    // Publishing is the other cron's work: the daily run published nothing and called no hook.
    expect(hook.calls).toHaveLength(1);
  });
});
