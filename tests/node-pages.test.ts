import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { removeOwner } from '../api/services/claims.ts';
import { confirmProfile } from '../api/services/my-profile.ts';
import { publishDueItems } from '../api/services/schedule.ts';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { getPublicExpertBySlug, updateExpertProfile } from '../db/queries/experts.ts';
import { listPageVisits } from '../db/queries/page-visits.ts';
import { getUserById } from '../db/queries/users.ts';
import { articles, experts, users } from '../db/schema.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { formatDay } from '../domain/dates.ts';
import { rebuildSite, startTestServer } from '../e2e/helpers/server.ts';
import { BUILD_SITE_URL, SHARED_CODE_CACHE } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';

/**
 * The Node server's public pages with on-demand rendering: a page missing from the static set is
 * rendered with the HTML its build would have written; a change is served at once, before the
 * build behind it, and the build then serves the same bytes as a file; views of profiles are counted;
 * scheduled changes show and disappear when the scheduler makes them, static file and cached copy alike.
 */

// The test builds' site address, so this server shares their code build (its real origin is not needed: only GETs).
// The scheduler's interval is longer than the test: only the test's own run makes due changes.
const server = await startTestServer({ SITE_URL: BUILD_SITE_URL, SCHEDULER_INTERVAL_SECONDS: '3600' }, { codeCacheDir: SHARED_CODE_CACHE });
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`);
const slug = 'david-sinclair';

/** Tests that wait for a site build (a process; share cards drawn): minutes on a loaded machine. */
const BUILD_WAIT = { timeout: 300_000 };

describe('pages on the Node server', BUILD_WAIT, () => {
  it('serves the static set as files', async () => {
    const res = await get(`/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Page-Render')).toBeNull();
  });

  it('renders a page missing from the static set with the HTML of its file', async () => {
    const file = join(server.rebuild.currentDir()!, `${slug}.html`);
    const built = await readFile(file, 'utf8');
    await rm(file);
    const res = await get(`/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Page-Render')).toBe('fresh');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
    expect(await res.text()).toBe(built);
    expect((await get(`/${slug}`)).headers.get('X-Page-Render')).toBe('cache');
  });

  it('serves a change at once, then the same bytes from the build behind it', async () => {
    const expert = (await getPublicExpertBySlug(server.deps.db, 'judith-campisi', new Date()))!;
    const {
      id,
      slug: _slug,
      featured: _featured,
      featuredOrder: _order,
      createdAt: _created,
      updatedAt: _updated,
      published: _published,
      publishAt: _publishAt,
      ...profile
    } = expert;
    await updateExpertProfile(server.deps.db, id, { ...profile, title: 'Professor, served before the build' }, { reason: 'edit', actor: null, at: new Date() });
    await server.rebuild.request('test edit');
    const now = await get(`/${expert.slug}`);
    expect(now.headers.get('X-Page-Render')).toBe('fresh');
    const html = await now.text();
    expect(html).toContain('Professor, served before the build');
    // A list that shows the expert is rendered again too.
    const home = await get('/');
    expect(home.headers.get('X-Page-Render')).toBe('fresh');

    // Her card shows the title: the new card is not drawn before the build, so the page names the site's default card meanwhile.
    const ogImage = /<meta property="og:image" content="([^"]*)"/;
    expect(ogImage.exec(html)?.[1]).toBe(`${BUILD_SITE_URL}/og-default.png`);

    await server.rebuild.whenIdle();
    const later = await get(`/${expert.slug}`);
    expect(later.headers.get('X-Page-Render')).toBeNull();
    const built = await later.text();
    const card = ogImage.exec(built)?.[1] ?? '';
    expect(card).toMatch(new RegExp(`^${BUILD_SITE_URL}/og/experts/${expert.slug}\\.[0-9a-f]{16}\\.jpg$`));
    expect((await get(card.slice(BUILD_SITE_URL.length))).status).toBe(200);
    // The same bytes but for the card the build drew (named in og:image, twitter:image and its alt text).
    const withoutCard = (page: string) => page.replace(/<meta (?:property|name)="(?:og|twitter):image(?::alt)?" content="[^"]*">/g, '');
    expect(withoutCard(built)).toBe(withoutCard(html));
  });

  it('renders again only what an edit changed: another page rendered on demand stays in the page cache, the edited one is fresh', async () => {
    // Two profiles out of the build's files, as the long tail past the budget is: rendered on demand and cached.
    const [edited, other] = ['nir-barzilai', 'steve-horvath'];
    for (const page of [edited, other]) {
      await rm(join(server.rebuild.currentDir()!, `${page}.html`));
      expect((await get(`/${page}`)).headers.get('X-Page-Render')).toBe('fresh');
      expect((await get(`/${page}`)).headers.get('X-Page-Render')).toBe('cache');
    }
    const otherHtml = await (await get(`/${other}`)).text();

    const expert = (await getPublicExpertBySlug(server.deps.db, edited, new Date()))!;
    const {
      id,
      slug: _slug,
      featured: _featured,
      featuredOrder: _order,
      createdAt: _created,
      updatedAt: _updated,
      published: _published,
      publishAt: _publishAt,
      ...profile
    } = expert;
    await updateExpertProfile(server.deps.db, id, { ...profile, title: 'Professor, edited alone' }, { reason: 'edit', actor: null, at: new Date() });
    await server.rebuild.request('test edit of one profile');
    // The change counted a new content generation (the build behind it is running): what it did not touch is kept.
    const kept = await get(`/${other}`);
    expect(kept.headers.get('X-Page-Render')).toBe('cache');
    expect(await kept.text()).toBe(otherHtml);
    const fresh = await get(`/${edited}`);
    expect(fresh.headers.get('X-Page-Render')).toBe('fresh');
    expect(await fresh.text()).toContain('Professor, edited alone');
    await server.rebuild.whenIdle();
  });

  it('answers every /claim/{slug} with the one claim page, which each profile links to', async () => {
    const claim = await get(`/claim/${slug}`);
    expect(claim.status).toBe(200);
    expect(await claim.text()).toContain('<title>Claim a Profile');
    expect(await (await get(`/${slug}`)).text()).toContain(`href="/claim/${slug}"`);
    expect((await get('/claim/Not_A_Slug')).status).toBe(404);
  });

  it("shows the owner's marks at once: verified via ORCID, confirmed current on a day; gone when the owner is removed", async () => {
    const expert = (await getPublicExpertBySlug(server.deps.db, 'linda-partridge', new Date()))!;
    const [someone] = await server.deps.db.select().from(users).limit(1);
    const person = (await getUserById(server.deps.db, someone!.id))!;
    const text = async () => (await get(`/${expert.slug}`)).text();
    expect(await text()).not.toContain(OWNER_TEXTS.verifiedViaOrcid);

    await setExpertOwner(server.deps.db, {
      expertId: expert.id,
      userId: person.id,
      verifiedVia: 'orcid',
      orcidId: '0000-0002-1825-0097',
      approvedBy: null,
      createdAt: new Date(),
    });
    const { confirmedAt } = await confirmProfile(server.deps, { expertId: expert.id, user: person });
    const html = await text();
    expect(html).toContain(`<p class="provenance-note" data-testid="owner-verified"`);
    expect(html).toContain(OWNER_TEXTS.verifiedViaOrcid);
    expect(html).toContain(`<time datetime="${confirmedAt}"`);
    expect(html).toContain(OWNER_TEXTS.confirmedCurrent(formatDay(confirmedAt)));

    await removeOwner(server.deps, { expertId: expert.id, reviewer: person });
    const after = await text();
    expect(after).not.toContain(OWNER_TEXTS.verifiedViaOrcid);
    expect(after).not.toContain('Confirmed current by the expert');
    await server.rebuild.whenIdle();
  });

  it('answers 404 for an unknown profile and counts views of profiles', async () => {
    expect((await get('/no-such-expert-here')).status).toBe(404);
    for (let n = 0; n < 3; n++) expect((await get('/peter-attia')).status).toBe(200);
    await server.flushVisits();
    const visits = await listPageVisits(server.deps.db);
    expect(visits.get('/peter-attia')).toBeGreaterThanOrEqual(3);
    expect(visits.has('/no-such-expert-here')).toBe(false);
    expect(visits.has('/')).toBe(false);
  });

  it('never renders what is not public yet, and follows the scheduler at once: a publication appears, an unpublication disappears from the files and the cache', async () => {
    const db = server.deps.db;
    const inAnHour = new Date(Date.now() + 3_600_000);
    const waiting = await makeExpert(db, { name: 'Dr. Published Later' }, undefined, { published: false, publishAt: inAnHour });
    const filed = await makeArticle(db, { title: 'Leaving From the Files', slug: 'leaving-from-the-files' });
    const cached = await makeArticle(db, { title: 'Leaving From the Cache', slug: 'leaving-from-the-cache' });
    const draft = await makeArticle(db, { title: 'Appearing at Its Time', slug: 'appearing-at-its-time', status: 'draft' });
    await rebuildSite(server);

    // Not public yet: on no page, neither as a file nor rendered on demand (the build is current, then stale).
    const hidden = async () => {
      expect((await get(`/${waiting.slug}`)).status).toBe(404);
      expect((await get(`/articles/${draft.slug}`)).status).toBe(404);
      for (const path of ['/', '/directory', '/articles']) {
        const html = await (await get(path)).text();
        expect(html, path).not.toContain('Dr. Published Later');
        expect(html, path).not.toContain('Appearing at Its Time');
      }
    };
    await hidden();
    // A change elsewhere makes the build stale: the pages are now rendered on demand, with the same rule.
    await server.deps.rebuild.request('an unrelated change');
    expect((await get('/directory')).headers.get('X-Page-Render')).toBe('fresh');
    await hidden();
    await server.rebuild.whenIdle();

    // One article is a file of the build; the other is rendered on demand and kept in the page cache.
    expect((await get(`/articles/${filed.slug}`)).headers.get('X-Page-Render')).toBeNull();
    await rm(join(server.rebuild.currentDir()!, 'articles', `${cached.slug}.html`));
    expect((await get(`/articles/${cached.slug}`)).headers.get('X-Page-Render')).toBe('fresh');
    expect((await get(`/articles/${cached.slug}`)).headers.get('X-Page-Render')).toBe('cache');

    // The times come due (as if the hour had passed), and the scheduler runs.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await db.update(experts).set({ publishAt: anHourAgo }).where(eq(experts.id, waiting.id));
    await db.update(articles).set({ publishAt: anHourAgo }).where(eq(articles.id, draft.id));
    await db.update(articles).set({ unpublishAt: anHourAgo }).where(eq(articles.id, filed.id));
    await db.update(articles).set({ unpublishAt: anHourAgo }).where(eq(articles.id, cached.id));
    const run = await publishDueItems(server.deps);
    expect(run.published).toHaveLength(2);
    expect(run.unpublished).toHaveLength(2);

    // At once, before the build the run asked for.
    const profile = await get(`/${waiting.slug}`);
    expect(profile.status).toBe(200);
    expect(profile.headers.get('X-Page-Render')).toBe('fresh');
    expect(await profile.text()).toContain('Dr. Published Later');
    expect((await get(`/articles/${draft.slug}`)).status).toBe(200);
    expect((await get(`/articles/${filed.slug}`)).status).toBe(404);
    expect((await get(`/articles/${cached.slug}`)).status).toBe(404);
    const list = await (await get('/articles')).text();
    expect(list).toContain('Appearing at Its Time');
    expect(list).not.toContain('Leaving From the');

    // And in the build behind it.
    await server.rebuild.whenIdle();
    const built = await get(`/${waiting.slug}`);
    expect(built.status).toBe(200);
    expect(built.headers.get('X-Page-Render')).toBeNull();
    expect((await get(`/articles/${filed.slug}`)).status).toBe(404);
    expect((await get(`/articles/${cached.slug}`)).status).toBe(404);
    await expect(readFile(join(server.rebuild.currentDir()!, 'articles', `${filed.slug}.html`))).rejects.toThrow(/ENOENT/);
  });
});
