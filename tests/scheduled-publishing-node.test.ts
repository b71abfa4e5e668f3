import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../api/node.ts';
import { scheduleChange } from '../api/services/schedule.ts';
import { createDb } from '../db/client.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { activityLog, articles, experts } from '../db/schema.ts';
import type { PublicUser } from '../domain/entities.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { tinySiteCommand } from './helpers/tiny-site.ts';
import { freePort } from './helpers/wrangler-dev.ts';

/**
 * Scheduled publishing in the real Node server (over a tiny site build): the interval publishes a
 * due article within its period, and a restart catches up on what came due while it was down.
 */

const ADMIN_EMAIL = 'scheduler-admin@example.com';
/** Each test starts real servers (migrate, seed, build): generous on a loaded machine. */
const SERVER_TEST_MS = 120_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, intervalSeconds: number, logs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'admin-password-123',
      SECRET_KEY: 'node-scheduler-secret-0123456789',
      SCHEDULER_INTERVAL_SECONDS: String(intervalSeconds),
    },
    log: (line) => logs.push(line),
    buildCommand: tinySiteCommand,
  });
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lx-schedule-'));
  dirs.push(dir);
  return dir;
}

async function adminOf(server: RunningServer): Promise<PublicUser> {
  const admin = await findUserByEmail(server.deps.db, ADMIN_EMAIL);
  if (!admin) throw new Error('The start-up admin is missing');
  return admin;
}

/** Polls until `check` holds (the scheduler works on its own time), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe("the Node server's scheduler", () => {
  it(
    'publishes a due article within its interval, asks for a rebuild and logs it under the scheduler',
    async () => {
      const logs: string[] = [];
      const server = await start(newDataDir(), 1, logs);
      try {
        const admin = await adminOf(server);
        const draft = await makeArticle(server.deps.db, { status: 'draft' });
        await scheduleChange(server.deps, {
          target: { entityType: 'article', id: draft.id, action: 'publish' },
          at: new Date(Date.now() + 1500),
          actor: admin,
        });
        const publicRead = () => fetch(`${server.url}/api/articles/${draft.slug}`).then((res) => res.status);
        expect(await publicRead()).toBe(404);

        await eventually(async () => (await publicRead()) === 200, 20_000, 'the scheduled article to be public');
        expect(logs).toContain(`[schedule] published article ${draft.id}: ${draft.title}`);
        const [entry] = await server.deps.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.action, 'article.published'), eq(activityLog.entityId, String(draft.id))));
        expect(entry).toMatchObject({ actorUserId: admin.id, actorEmail: ADMIN_EMAIL });
        // The build's log line stays once written; the status's currentReason exists only while the
        // build runs, and a quick build on a busy machine can start and end between two polls.
        await eventually(
          async () => logs.some((line) => line.startsWith('[publish] building (') && line.includes('scheduled publishing: 1 published')),
          20_000,
          'the rebuild request',
        );
      } finally {
        await server.close();
      }
    },
    SERVER_TEST_MS,
  );

  it(
    'catches up at start-up on what came due while it was down, before its start-up build',
    async () => {
      const dataDir = newDataDir();
      // An interval far longer than the test: only the start-up catch-up can publish anything.
      const first = await start(dataDir, 3600);
      const admin = await adminOf(first);
      const draft = await makeArticle(first.deps.db, { status: 'draft' });
      const live = await makeArticle(first.deps.db);
      const expert = await makeExpert(first.deps.db, { name: 'Dr. Caught Up' }, undefined, { published: false });
      const inAnHour = new Date(Date.now() + 3_600_000);
      await scheduleChange(first.deps, { target: { entityType: 'article', id: draft.id, action: 'publish' }, at: inAnHour, actor: admin });
      await scheduleChange(first.deps, { target: { entityType: 'article', id: live.id, action: 'unpublish' }, at: inAnHour, actor: admin });
      await scheduleChange(first.deps, { target: { entityType: 'expert', id: expert.id, action: 'publish' }, at: inAnHour, actor: admin });
      await first.close();

      // The hour passes while the server is down: the times are now in the past.
      const offline = createDb({ url: `file:${join(dataDir, 'app.db')}` });
      const anHourAgo = new Date(Date.now() - 3_600_000);
      await offline.update(articles).set({ publishAt: anHourAgo }).where(eq(articles.id, draft.id));
      await offline.update(articles).set({ unpublishAt: anHourAgo }).where(eq(articles.id, live.id));
      await offline.update(experts).set({ publishAt: anHourAgo }).where(eq(experts.id, expert.id));
      offline.$client.close();

      const logs: string[] = [];
      const second = await start(dataDir, 3600, logs);
      try {
        expect(logs).toContain('[schedule] caught up at start-up: 2 published, 1 unpublished');
        expect((await fetch(`${second.url}/api/articles/${draft.slug}`)).status).toBe(200);
        expect((await fetch(`${second.url}/api/articles/${live.slug}`)).status).toBe(404);
        expect((await fetch(`${second.url}/api/experts/${expert.slug}`)).status).toBe(200);
        const entries = await second.deps.db.select().from(activityLog).where(eq(activityLog.actorUserId, admin.id));
        expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['article.published', 'article.unpublished', 'expert.published']));
        // The start-up build already holds the changes: nothing is left queued for them.
        expect(await second.rebuild.status()).toMatchObject({ state: 'idle', queued: false, lastError: null });
      } finally {
        await second.close();
      }
    },
    SERVER_TEST_MS,
  );
});
