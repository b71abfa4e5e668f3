import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getPublicExpertBySlug, updateExpertProfile } from '../db/queries/experts.ts';
import { listPageVisits } from '../db/queries/page-visits.ts';
import { startTestServer } from '../e2e/helpers/server.ts';
import { BUILD_SITE_URL, SHARED_CODE_CACHE } from './helpers/build-site.ts';

/**
 * The Node server's public pages with on-demand rendering: a page missing from the static set is
 * rendered with the HTML its build would have written; a change is served at once, before the
 * build behind it, and the build then serves the same bytes as a file; views of profiles are counted.
 */

// The test builds' site address, so this server shares their code build (its real origin is not needed: only GETs).
const server = await startTestServer({ SITE_URL: BUILD_SITE_URL }, { codeCacheDir: SHARED_CODE_CACHE });
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`);
const slug = 'david-sinclair';

describe('pages on the Node server', () => {
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
    const { id, slug: _slug, featured: _featured, featuredOrder: _order, createdAt: _created, updatedAt: _updated, published: _published, publishAt: _publishAt, ...profile } = expert;
    await updateExpertProfile(server.deps.db, id, { ...profile, title: 'Professor, served before the build' }, { reason: 'edit', actor: null, at: new Date() });
    await server.rebuild.request('test edit');
    const now = await get(`/${expert.slug}`);
    expect(now.headers.get('X-Page-Render')).toBe('fresh');
    const html = await now.text();
    expect(html).toContain('Professor, served before the build');
    // A list that shows the expert is rendered again too.
    const home = await get('/');
    expect(home.headers.get('X-Page-Render')).toBe('fresh');

    await server.rebuild.whenIdle();
    const later = await get(`/${expert.slug}`);
    expect(later.headers.get('X-Page-Render')).toBeNull();
    expect(await later.text()).toBe(html);
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
});
