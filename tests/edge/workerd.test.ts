import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { shareCardsIn } from '../../publishing/rebuild/node-build.ts';
import { CRONS } from '../../api/scheduled-jobs.ts';
import { previewReader } from '../../api/services/previews.ts';
import { IMMUTABLE, serveSite } from '../../publishing/serve/node-static.ts';
import { createMemoryPageCache, renderOnDemand, type LiveSite } from '../../publishing/serve/on-demand.ts';
import { pageSecurityHeaders } from '../../domain/security-headers.ts';
import { setUserRole } from '../../db/queries/users.ts';
import { insertSubmission } from '../../db/queries/submissions.ts';
import { getArticleById } from '../../db/queries/articles.ts';
import { activityLog, aiCatalogues, articles, experts, linkChecks, submissions, users } from '../../db/schema.ts';
import { previewBanner } from '../../domain/previews.ts';
import { PUBLISH_INFO_FILE, type RenderPage, type SitePublishInfo } from '../../domain/site-pages.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { signUpAdmin } from '../helpers/admin.ts';
import { signUp } from '../helpers/accounts.ts';
import { BUILD_SITE_URL, buildSite } from '../helpers/build-site.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { startHranaServer } from '../helpers/hrana-server.ts';
import { makeArticle, makeExpert } from '../helpers/factories.ts';
import { PNG_BYTES } from '../helpers/image-server.ts';
import { aiEnv, startOpenAiServer } from '../helpers/openai-server.ts';
import { startRecordingServer } from '../helpers/recording-server.ts';
import { S3_TEST_CREDENTIALS, startS3Server } from '../helpers/s3-server.ts';
import { createTestApp, TEST_ORIGIN } from '../helpers/test-app.ts';
import { startWorkerDev } from '../helpers/wrangler-dev.ts';
import { API_CASES, caseMismatch, caseRequest } from './api-cases.ts';

/**
 * The Cloudflare deployment end to end: `wrangler dev` (workerd, offline) runs the Worker of
 * wrangler.toml with a real site build as its static assets; it talks to a loopback Turso (Hrana
 * over HTTP on a real migrated libSQL file), s3rver as R2, a loopback Workers Builds deploy hook
 * and a loopback Resend-style mail API, and its Cron Triggers run through wrangler's
 * --test-scheduled. Everything below goes through workerd over HTTP.
 *
 * The deployment is built with a file budget that leaves every profile and article out of the
 * static set, so they are rendered on demand by the Worker; a second build of the same data with
 * the whole site static gives the HTML they must match.
 */

// The Node app gives the test its migrated database and the answers workerd must match.
const node = await createTestApp();
const databaseFile = join(node.dir, 'app.db');
const turso = await startHranaServer({ path: databaseFile, authToken: 'turso-test-token' });
const { endpoint: s3Endpoint } = await startS3Server(join(node.dir, 's3'));
const BUCKET = 'edge-images';
await new S3Client({ endpoint: s3Endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS }).send(
  new CreateBucketCommand({ Bucket: BUCKET }),
);
const hook = await startRecordingServer();
const router = await startOpenAiServer({ openrouter: true });
const mailApi = await startRecordingServer({ status: 200, body: { id: 'mail-1' } });
const longTail = await makeExpert(node.db, {
  name: 'Dr. Long Tail',
  categories: ['academic', 'author'],
  youtubeEmbeds: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  books: ['The Long Tail of Ageing|Dr. Long Tail'],
  scienceHighlights: ['Rendered at the edge|A profile outside the static set.'],
});
const longTailArticle = await makeArticle(node.db, { title: 'Notes From the Long Tail', slug: 'notes-from-the-long-tail', expertId: longTail.id });
// Scheduled: an expert and an article waiting for publication, and an article the scheduler will take down.
const inAnHour = new Date(Date.now() + 3_600_000);
const scheduler = await signUpAdmin(node);
const PRIVATE_LINKS = ['http://127.0.0.1:9/lab', 'http://127.0.0.1:9/papers'];
const waitingExpert = await makeExpert(node.db, { name: 'Dr. Edge Waiting', referenceLinks: PRIVATE_LINKS.map((url, n) => `Link ${n}|${url}`) }, undefined, {
  published: false,
  publishAt: inAnHour,
  publishScheduledBy: scheduler.user.id,
});
const waitingArticle = await makeArticle(node.db, {
  title: 'Arriving at the Edge',
  slug: 'arriving-at-the-edge',
  status: 'draft',
  publishAt: inAnHour,
  publishScheduledBy: scheduler.user.id,
});
const leavingArticle = await makeArticle(node.db, { title: 'Leaving the Edge', slug: 'leaving-the-edge' });
// A second profile outside the static set, which no edit below touches.
const bystander = await makeExpert(node.db, { name: 'Dr. Edge Bystander' });
/** Every page static: the reference HTML. */
const site = await buildSite(node.db, `file:${databaseFile}`, join(node.dir, 'full'));
const fullInfo = JSON.parse(await site.read(PUBLISH_INFO_FILE)) as SitePublishInfo;
/** Room for the files every build holds, the home page and feed, and the first page of the 11 lists: no profile, no article. */
const leanBudget = fullInfo.files - fullInfo.staticPages - fullInfo.shareCards + 2 + 11;
const lean = await buildSite(node.db, `file:${databaseFile}`, join(node.dir, 'lean'), { SITE_FILE_BUDGET: String(leanBudget) });
const EDGE_SECRET_KEY = 'edge-secret-key-0123456789abcdef';
const dev = await startWorkerDev(
  lean.outDir,
  {
    SECRET_KEY: EDGE_SECRET_KEY,
    DATABASE_URL: turso.url,
    DATABASE_AUTH_TOKEN: 'turso-test-token',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    MAIL_API_URL: `${mailApi.url}/emails`,
    MAIL_API_KEY: 're_test_key',
    MAIL_FROM: 'Longevity Experts <no-reply@example.org>',
    DEPLOY_HOOK_URL: `${hook.url}/deploy-hook`,
    ...aiEnv(router),
  },
  lean.renderDir,
);
afterAll(async () => {
  dev.stop();
  await turso.close();
  await router.close();
});

/** A request to workerd as the site's own pages would send it. */
function edge(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { Origin: dev.origin };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${dev.base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
}

async function captcha() {
  const res = await edge('GET', '/api/auth/captcha');
  expect(res.status).toBe(200);
  const { question, expected } = (await res.json()) as { question: string; expected: string };
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith('session='));
}

const account = { email: `edge-${Date.now()}@example.org`, password: 'correct horse battery', firstName: 'Edge', lastName: 'User' };
const adminAccount = { ...account, email: `edge-admin-${Date.now()}@example.org` };
let userCookie = '';
let adminCookie = '';

/** Polls until `check` holds: for work the edge finishes after answering (waitUntil). */
async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`Timed out waiting for ${what}\n${dev.output()}`);
}

describe('accounts through workerd', () => {
  it('serves a captcha and signs up with it, signing the new account in at once', async () => {
    const res = await edge('POST', '/api/auth/register', { body: { ...account, ...(await captcha()) } });
    expect(res.status, dev.output()).toBe(202);
    expect(await res.json()).toMatchObject({ message: MESSAGES.signedUp, user: { email: account.email, role: 'user' } });
    expect(sessionCookie(res)).toMatch(/^session=[^;]+; .*HttpOnly/i);
    const [row] = await node.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ email: account.email, role: 'user' });
  });

  it('signs in with the password hashed on the edge, sets the session cookie, and refuses a wrong one', async () => {
    const wrong = await edge('POST', '/api/auth/login', { body: { email: account.email, password: 'not the password', ...(await captcha()) } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
    const res = await edge('POST', '/api/auth/login', { body: { email: account.email, password: account.password, ...(await captcha()) } });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^session=[^;]+; .*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    userCookie = cookie?.split(';')[0] ?? '';
    const me = await edge('GET', '/api/auth/user', { cookie: userCookie });
    expect(await me.json()).toMatchObject({ email: account.email });
  });
});

describe('publishing through workerd', () => {
  let submissionId = 0;

  it("stores a submission in the database behind Turso's protocol", async () => {
    const res = await edge('POST', '/api/submissions', {
      cookie: userCookie,
      body: {
        name: 'Dr. Edge Example',
        title: 'Professor of Biogerontology',
        categories: ['academic'],
        longevityContribution: 'Ran the edge suite.',
        referenceLinks: ['Official Website|https://edge-example.org'],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    submissionId = ((await res.json()) as { submission: { id: number } }).submission.id;
    const [row] = await node.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row).toMatchObject({ name: 'Dr. Edge Example', status: 'pending' });
  });

  it('lets an admin (role set in the database) approve it, and calls the deploy hook before answering', async () => {
    expect((await edge('POST', '/api/auth/register', { body: { ...adminAccount, ...(await captcha()) } })).status).toBe(202);
    const signInRes = await edge('POST', '/api/auth/login', { body: { email: adminAccount.email, password: adminAccount.password, ...(await captcha()) } });
    expect(signInRes.status).toBe(200);
    adminCookie = sessionCookie(signInRes)?.split(';')[0] ?? '';
    await setUserRole(node.db, ((await signInRes.json()) as { id: number }).id, 'admin');
    const hookCalls = hook.calls.length;
    const res = await edge('POST', `/api/admin/submissions/${submissionId}/approve`, { cookie: adminCookie, body: {} });
    expect(res.status).toBe(200);
    expect(hook.calls.slice(hookCalls)).toMatchObject([{ method: 'POST', path: '/deploy-hook' }]);
    const [expert] = await node.db.select().from(experts).where(eq(experts.name, 'Dr. Edge Example'));
    expect(expert?.slug).toBe('dr-edge-example');
    // Served at once, before any deployment: rendered on demand from the database.
    const profile = await fetch(`${dev.base}/dr-edge-example`);
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('Ran the edge suite.');
    const status = await edge('GET', '/api/admin/build', { cookie: adminCookie });
    expect(await status.json()).toMatchObject({ lastError: null, currentReason: expect.stringContaining('Dr. Edge Example') });
  });

  it("shows a failing deploy hook on the dashboard's publishing status", async () => {
    const pending = await insertSubmission(node.db, {
      name: 'Second Edge',
      title: 't',
      categories: ['academic'],
      longevityContribution: 'c',
      submitterName: 'n',
      submitterEmail: 'n@example.org',
    });
    hook.control.reply = { status: 500, body: { success: false } };
    const res = await edge('POST', `/api/admin/submissions/${pending.id}/approve`, { cookie: adminCookie, body: {} });
    hook.control.reply = { status: 200, body: { success: true } };
    expect(res.status).toBe(200);
    const status = await edge('GET', '/api/admin/build', { cookie: adminCookie });
    expect(await status.json()).toMatchObject({ lastError: 'Deploy hook answered 500' });
  });

  it('stores an uploaded image in the R2 bucket and answers its public URL', async () => {
    const form = new FormData();
    form.append('image', new File([PNG_BYTES], 'portrait.png', { type: 'image/png' }));
    const res = await fetch(`${dev.base}/api/upload/image`, { method: 'POST', headers: { Origin: dev.origin, Cookie: adminCookie }, body: form });
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^${s3Endpoint}/${BUCKET}/uploads/images/[A-Za-z0-9_-]+\\.png$`));
    const stored = await fetch(imageUrl);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(PNG_BYTES);
  });
});

describe('AI model catalogues through workerd', () => {
  it("reads OpenRouter's catalogue with the runtime's fetch, stores it behind Turso, and serves the pickers and Refresh models", async () => {
    const res = await edge('GET', '/api/admin/ai/providers', { cookie: adminCookie });
    expect(res.status, dev.output()).toBe(200);
    const body = (await res.json()) as { providers: Array<Record<string, unknown>> };
    expect(body.providers[0]).toMatchObject({
      id: 'openrouter',
      configured: true,
      defaultModel: 'anthropic/claude-sonnet-5.5',
      catalogue: { source: 'provider', lastError: null },
    });
    expect(body.providers[0]?.models).not.toContain('meta-llama/llama-3.1-8b-instruct');
    expect(router.catalogueRequests()).toHaveLength(1);
    const [row] = await node.db.select().from(aiCatalogues).where(eq(aiCatalogues.provider, 'openrouter'));
    expect(row?.models).toHaveLength(8);

    const refreshed = await edge('POST', '/api/admin/ai/models/refresh', { cookie: adminCookie });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { catalogues: unknown[] }).catalogues).toMatchObject([{ provider: 'openrouter', modelCount: 8, lastError: null }]);
    expect(router.catalogueRequests()).toHaveLength(2);
  });
});

describe('password reset through workerd', () => {
  it('sends the link through the mail API after answering, and the link sets a new password', async () => {
    const calls = mailApi.calls.length;
    const res = await edge('POST', '/api/auth/forgot-password', { body: { email: account.email, ...(await captcha()) } });
    expect(res.status).toBe(200);
    await eventually(() => mailApi.calls.length > calls, 'the reset mail');
    const [mail] = mailApi.calls.slice(calls);
    expect(mail).toMatchObject({ method: 'POST', path: '/emails', headers: { authorization: 'Bearer re_test_key' } });
    const message = JSON.parse(mail?.body ?? '{}') as { from: string; to: string; subject: string; text: string };
    expect(message).toMatchObject({ from: 'Longevity Experts <no-reply@example.org>', to: account.email });
    const token = new RegExp(`${dev.origin}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(message.text)?.[1];
    expect(token).toBeDefined();
    const reset = await edge('POST', '/api/auth/reset-password', { body: { token, password: 'a brand new password' } });
    expect(reset.status).toBe(200);
    const signIn = await edge('POST', '/api/auth/login', { body: { email: account.email, password: 'a brand new password', ...(await captcha()) } });
    expect(signIn.status).toBe(200);
    // The reset signed the account out everywhere; later tests use the new session.
    userCookie = sessionCookie(signIn)?.split(';')[0] ?? '';
  });
});

const nodeCookies = { anonymous: undefined, user: (await signUp(node)).cookie, admin: (await signUpAdmin(node)).cookie };

describe('the shared API cases: workerd answers exactly as Node', () => {
  it.each(API_CASES.map((apiCase) => [apiCase.name, apiCase] as const))('%s', async (_name, apiCase) => {
    const edgeCookies = { anonymous: undefined, user: userCookie, admin: adminCookie };
    const [onEdge, onNode] = await Promise.all([
      fetch(`${dev.base}${apiCase.path}`, caseRequest(apiCase, dev.origin, edgeCookies[apiCase.as ?? 'anonymous'])),
      node.app.request(apiCase.path, caseRequest(apiCase, TEST_ORIGIN, nodeCookies[apiCase.as ?? 'anonymous'])),
    ]);
    const [edgeText, nodeText] = [await onEdge.clone().text(), await onNode.clone().text()];
    expect(await caseMismatch(apiCase, onEdge)).toBeUndefined();
    expect({ status: onEdge.status, body: edgeText }).toEqual({ status: onNode.status, body: nodeText });
  });
});

/** The settings the test build was made with (tests/helpers/build-site.ts), as the Node server would use them. */
const NODE_SITE_SETTINGS = { siteUrl: BUILD_SITE_URL };

/** A page's HTML without the lines that name its share card (og:image, twitter:image and the card's alt text). */
const withoutCard = (html: string) => html.replace(/<meta (?:property|name)="(?:og|twitter):image(?::alt)?" content="[^"]*">/g, '');
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];

describe('pages rendered on demand through workerd', () => {
  const profilePath = `/${longTail.slug}`;

  // The lean deployment holds no card for a page outside its static set: the page names the site's default card.
  it('serves a profile outside the static set with the HTML of a built one (the default share card), then from the edge cache', async () => {
    await expect(readFile(join(lean.outDir, `${longTail.slug}.html`))).rejects.toThrow();
    const first = await fetch(`${dev.base}${profilePath}`);
    expect(first.status, dev.output()).toBe(200);
    expect(first.headers.get('X-Page-Render')).toBe('fresh');
    const built = await site.read(`${longTail.slug}.html`);
    const html = await first.text();
    expect(ogImage(html)).toBe(`${BUILD_SITE_URL}/og-default.png`);
    expect(ogImage(built)).toMatch(/\/og\/experts\//);
    expect(withoutCard(html)).toBe(withoutCard(built));
    const again = await fetch(`${dev.base}${profilePath}`);
    expect(again.headers.get('X-Page-Render')).toBe('cache');
    expect(await again.text()).toBe(html);
  });

  it('serves an article outside the static set with the HTML of a built one (the default share card)', async () => {
    const res = await fetch(`${dev.base}/articles/${longTailArticle.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(ogImage(html)).toBe(`${BUILD_SITE_URL}/og-default.png`);
    expect(withoutCard(html)).toBe(withoutCard(await site.read(`articles/${longTailArticle.slug}.html`)));
  });

  it('renders again only what an edit changed: the edited profile is fresh at once, another profile stays in the edge cache', async () => {
    const other = `/${bystander.slug}`;
    expect((await fetch(`${dev.base}${other}`)).headers.get('X-Page-Render')).toBe('fresh');
    const otherHtml = await (await fetch(`${dev.base}${other}`)).text();
    expect((await fetch(`${dev.base}${profilePath}`)).headers.get('X-Page-Render')).toBe('cache');
    const { id: _id, slug: _slug, featured: _featured, featuredOrder: _order, createdAt: _created, updatedAt: _updated, ...profile } = longTail;
    const edit = await edge('PUT', `/api/experts/${longTail.id}`, { cookie: adminCookie, body: { ...profile, title: 'Professor of Edge Caching' } });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const fresh = await fetch(`${dev.base}${profilePath}`);
    expect(fresh.headers.get('X-Page-Render')).toBe('fresh');
    expect(await fresh.text()).toContain('Professor of Edge Caching');
    expect((await fetch(`${dev.base}${profilePath}`)).headers.get('X-Page-Render')).toBe('cache');
    // The edit counted a new content generation; the other page shows the same data, so its copy is kept.
    const kept = await fetch(`${dev.base}${other}`);
    expect(kept.headers.get('X-Page-Render')).toBe('cache');
    expect(await kept.text()).toBe(otherHtml);
  });

  it("runs the Worker's every-minute cron: due items are published once, with one deploy hook call, and the pages follow at once", async () => {
    expect((await fetch(`${dev.base}/${waitingExpert.slug}`)).status).toBe(404);
    expect((await fetch(`${dev.base}/articles/${waitingArticle.slug}`)).status).toBe(404);
    expect((await fetch(`${dev.base}/articles/${leavingArticle.slug}`)).status).toBe(200);
    expect((await fetch(`${dev.base}/articles/${leavingArticle.slug}`)).headers.get('X-Page-Render')).toBe('cache');

    // The times come due (as if the hour had passed), and the Cron Trigger fires.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await node.db.update(experts).set({ publishAt: anHourAgo }).where(eq(experts.id, waitingExpert.id));
    await node.db.update(articles).set({ publishAt: anHourAgo }).where(eq(articles.id, waitingArticle.id));
    await node.db.update(articles).set({ unpublishAt: anHourAgo }).where(eq(articles.id, leavingArticle.id));
    const hookCalls = hook.calls.length;
    const ran = await dev.scheduled(CRONS.publishDue);
    expect(ran.status, dev.output()).toBe(200);
    // The handler's work is awaited by the run, but wait for what stays true once it happened.
    await eventually(async () => (await getArticleById(node.db, waitingArticle.id))?.status === 'published', 'the due article to be published');
    await eventually(async () => (await getArticleById(node.db, leavingArticle.id))?.status !== 'published', 'the leaving article to be taken down');
    expect(hook.calls.slice(hookCalls)).toMatchObject([{ method: 'POST', path: '/deploy-hook' }]);
    const entries = await node.db.select().from(activityLog).where(eq(activityLog.actorUserId, scheduler.user.id));
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        `Published "${waitingArticle.title}" as scheduled by ${scheduler.email}`,
        `Published Dr. Edge Waiting as scheduled by ${scheduler.email}`,
      ]),
    );

    // The run counted the change in this isolate: the pages follow at once, cached copy included.
    expect((await fetch(`${dev.base}/articles/${leavingArticle.slug}`)).status).toBe(404);
    const article = await fetch(`${dev.base}/articles/${waitingArticle.slug}`);
    expect(article.status).toBe(200);
    expect(article.headers.get('X-Page-Render')).toBe('fresh');
    expect(await article.text()).toContain('Arriving at the Edge');
    const profile = await fetch(`${dev.base}/${waitingExpert.slug}`);
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('Dr. Edge Waiting');

    // The next minute finds nothing due: nothing changes, no hook call; the links wait for their own cron.
    expect((await dev.scheduled(CRONS.publishDue)).status).toBe(200);
    expect(hook.calls).toHaveLength(hookCalls + 1);
    expect(await node.db.select().from(linkChecks)).toEqual([]);
  });

  it("runs the Worker's daily cron: the link monitor checks the due links", async () => {
    // Only the loopback links stay shown (recorded as private without a request): the test makes no outside request.
    await node.db.update(experts).set({ referenceLinks: [] }).where(ne(experts.id, waitingExpert.id));
    expect((await dev.scheduled(CRONS.checkLinks)).status, dev.output()).toBe(200);
    // Loopback links are recorded as private without being contacted, so the test needs no network.
    await eventually(async () => (await node.db.select().from(linkChecks)).length >= PRIVATE_LINKS.length, 'the links to be checked');
    const checks = await node.db.select().from(linkChecks).where(inArray(linkChecks.url, PRIVATE_LINKS)).orderBy(linkChecks.url);
    expect(checks).toMatchObject(PRIVATE_LINKS.map((url) => ({ url, status: 'private', httpStatus: null })));
  });

  it('declares in wrangler.toml exactly the crons the Worker tells apart, and sends the previews and the API to the Worker first', async () => {
    const toml = await readFile('wrangler.toml', 'utf8');
    expect(JSON.parse(/^crons = (\[.*\])$/m.exec(toml)?.[1] ?? 'null')).toEqual(Object.values(CRONS));
    expect(JSON.parse(/^run_worker_first = (\[.*\])$/m.exec(toml)?.[1] ?? 'null')).toEqual(['/api/*', '/preview', '/preview/*']);
    await expect(readFile(join(lean.outDir, 'preview.html'))).rejects.toThrow();
  });

  it('serves the static set from the assets, without the Worker, until the deployment the change asked for replaces it', async () => {
    const home = await fetch(`${dev.base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('X-Page-Render')).toBeNull();
    expect(await home.text()).toBe(await readFile(join(lean.outDir, 'index.html'), 'utf8'));
  });
});

// The Node server over the same build and database, on-demand rendering included: what the Worker serves must match it.
const leanSite: LiveSite = {
  id: 'node',
  info: JSON.parse(await lean.read(PUBLISH_INFO_FILE)) as SitePublishInfo,
  scriptHashes: (JSON.parse(await lean.read('csp-hashes.json')) as { scripts: string[] }).scripts,
  render: ((await import(pathToFileURL(join(lean.renderDir, 'entry.mjs')).href)) as { renderPage: RenderPage }).renderPage,
  hasShareCard: shareCardsIn(lean.outDir),
};

describe('the static site as the Worker serves it', () => {
  const pageCache = createMemoryPageCache({ entries: 100, chars: 10_000_000 });
  const nodeSite = new Hono().on(
    ['GET', 'HEAD'],
    '*',
    serveSite(() => ({ dir: lean.outDir, site: leanSite }), NODE_SITE_SETTINGS, {
      // The same database and secret as the Worker: a link opens the same page on both.
      preview: previewReader({ db: node.db, secretKey: EDGE_SECRET_KEY }),
      onDemand: {
        // The Worker's assets answer the static set's pages whatever the data (until the deployment the
        // change asked for replaces them); Node checks the generation. Compared here: the same deployment, as current.
        generation: async () => leanSite.info.generation,
        render: (live, current, ref) => renderOnDemand({ db: node.db, cache: pageCache }, live, current, ref),
      },
    }),
  );

  it.each(['/', '/articles', '/no-such-page-anywhere', '/articles/no-such-article', '/directory/no-such-category'])(
    '%s answers the same status, body and page headers as on Node',
    async (path) => {
      const [onWorker, onNode] = await Promise.all([fetch(`${dev.base}${path}`), nodeSite.request(path)]);
      expect(onWorker.status).toBe(onNode.status);
      expect(await onWorker.text()).toBe(await onNode.text());
      expect(onWorker.headers.get('Content-Type')).toBe(onNode.headers.get('Content-Type'));
      for (const name of Object.keys(pageSecurityHeaders(NODE_SITE_SETTINGS))) expect(onWorker.headers.get(name), name).toBe(onNode.headers.get(name));
    },
  );

  it('answers an unknown path with the nearest 404 page', async () => {
    const missingArticle = await fetch(`${dev.base}/articles/no-such-article`);
    expect(missingArticle.status).toBe(404);
    expect(await missingArticle.text()).toBe(await readFile(join(lean.outDir, 'articles', '404.html'), 'utf8'));
  });

  it('answers every /claim/{slug} with the one claim page, for a profile outside the static set too', async () => {
    const claim = await fetch(`${dev.base}/claim/${longTail.slug}`);
    expect(claim.status).toBe(200);
    expect(await claim.text()).toBe(await readFile(join(lean.outDir, 'claim.html'), 'utf8'));
  });

  it('caches hashed assets for good, and revalidates pages, as Node does', async () => {
    const home = await fetch(`${dev.base}/`);
    expect(home.headers.get('Cache-Control')).not.toMatch(/immutable|max-age=[1-9]/);
    const asset = /["'](\/_astro\/[^"']+\.(?:js|css))["']/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    const [cached, onNode] = await Promise.all([fetch(`${dev.base}${asset}`), nodeSite.request(asset ?? '/')]);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(onNode.headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  describe('private previews through workerd', () => {
    /** A link made through the Worker's own API, as the admin screen makes it. */
    async function share(entityType: 'article' | 'expert', entityId: number): Promise<{ id: string; path: string }> {
      const res = await edge('POST', '/api/admin/previews', { cookie: adminCookie, body: { entityType, entityId } });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: string; path: string };
    }

    it('renders a draft article with the HTML Node renders for it, noindex and private, never from the edge cache', async () => {
      const draft = await makeArticle(node.db, {
        title: 'An Edge Draft',
        slug: 'an-edge-draft',
        status: 'draft',
        expertId: longTail.id,
        content: 'Seen **only** through the link.',
      });
      const link = await share('article', draft.id);
      const [onWorker, onNode] = await Promise.all([fetch(`${dev.base}${link.path}`), nodeSite.request(link.path)]);
      expect(onWorker.status, dev.output()).toBe(200);
      expect(onNode.status).toBe(200);
      const html = await onWorker.text();
      expect(html).toBe(await onNode.text());
      expect(html).toContain('Seen <strong>only</strong> through the link.');
      expect(html).toContain(`${previewBanner(false).title}</strong> ${previewBanner(false).text}`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('rel="canonical"');
      for (const name of ['Content-Type', 'Cache-Control', 'X-Robots-Tag', 'Referrer-Policy', ...Object.keys(pageSecurityHeaders(NODE_SITE_SETTINGS))]) {
        expect(onWorker.headers.get(name), name).toBe(onNode.headers.get(name));
      }
      expect(onWorker.headers.get('Cache-Control')).toBe('private, no-store');
      expect(onWorker.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(onWorker.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(onWorker.headers.get('X-Page-Render')).toBeNull();
      expect((await fetch(`${dev.base}/articles/${draft.slug}`)).status).toBe(404);

      // Revoked through the Worker: the very next request is refused (nothing kept it).
      expect((await edge('DELETE', `/api/admin/previews/${link.id}`, { cookie: adminCookie })).status).toBe(200);
      const revoked = await fetch(`${dev.base}${link.path}`);
      expect(revoked.status).toBe(404);
      expect(revoked.headers.get('Cache-Control')).toBe('private, no-store');
      expect(revoked.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(await revoked.text()).toBe(await readFile(join(lean.outDir, '404.html'), 'utf8'));
    });

    it('renders an expert not public yet as on Node', async () => {
      const hidden = await makeExpert(node.db, { name: 'Dr. Edge Preview' }, undefined, { published: false });
      const link = await share('expert', hidden.id);
      const [onWorker, onNode] = await Promise.all([fetch(`${dev.base}${link.path}`), nodeSite.request(link.path)]);
      expect(onWorker.status).toBe(200);
      const html = await onWorker.text();
      expect(html).toBe(await onNode.text());
      expect(html).toContain('Dr. Edge Preview');
      expect((await fetch(`${dev.base}/${hidden.slug}`)).status).toBe(404);
    });

    it.each(['/preview', '/preview/', '/preview/not-a-token', '/preview/AAAAAAAAAAAAAAAAAAAAAA.mkz2h1c0.BBBB.CCCC'])(
      "%s is the site's 404 page with status 404, as on Node",
      async (path) => {
        const [onWorker, onNode] = await Promise.all([fetch(`${dev.base}${path}`, { redirect: 'manual' }), nodeSite.request(path)]);
        expect(onWorker.status).toBe(404);
        expect(onNode.status).toBe(404);
        const html = await onWorker.text();
        expect(html).toBe(await onNode.text());
        expect(html).toBe(await readFile(join(lean.outDir, '404.html'), 'utf8'));
        for (const name of ['Cache-Control', 'X-Robots-Tag', 'Referrer-Policy', 'Content-Security-Policy'])
          expect(onWorker.headers.get(name), name).toBe(onNode.headers.get(name));
      },
    );
  });
});
