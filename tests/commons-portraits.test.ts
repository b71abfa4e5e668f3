import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommons } from '../api/adapters/research/commons.ts';
import { createJsonGetter } from '../api/adapters/research/http.ts';
import { findCommonsPortrait } from '../api/services/commons-portrait.ts';
import { activityLog, experts, storedImages, submissions } from '../db/schema.ts';
import { htmlToText, judgeCommonsLicence, type ResearchPortrait } from '../domain/commons.ts';
import type { StoredImage, Submission } from '../domain/entities.ts';
import { variantKeysOf } from '../domain/image-variants.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin, upload } from './helpers/admin.ts';
import { startCommonsServer } from './helpers/commons-server.ts';
import { makeExpert, makeSubmission } from './helpers/factories.ts';
import { JPEG_BYTES } from './helpers/image-server.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Portraits from Wikimedia Commons against a loopback Commons: the licence rules, the research
 * step that offers a person's Wikidata image with its credit, accepting it (stored with all its
 * sizes and its credit), and editors' credits on any stored image.
 */

const commons = await startCommonsServer();
const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.01 });
const research = await startResearchServer();
afterAll(commons.close);
afterAll(router.close);
afterAll(research.close);

const t = await createTestApp({ ...aiEnv(router), ...research.env(), ...commons.env() });
const admin = await signUpAdmin(t, { firstName: 'Grace', lastName: 'Admin' });
const user = await signUp(t);
const adapter = createCommons(commons.url, createJsonGetter({ userAgent: 'test', timeoutMs: 5000 }));
const tracker = { call: <T>(_source: string, work: () => Promise<T>) => work() };
const portraitOf = (file: string) => findCommonsPortrait({ commons: adapter }, tracker, file) as Promise<ResearchPortrait>;

beforeEach(() => {
  router.reset();
  router.respond(adaResponder);
  research.portraits.clear();
  commons.hits.length = 0;
});

describe('Commons licence rules', () => {
  it('offers CC BY-SA with the credit the licence asks for: author as text, licence and file page linked', async () => {
    expect(await portraitOf('Ada Longevity portrait.jpg')).toEqual({
      status: 'offered',
      fileTitle: 'File:Ada Longevity portrait.jpg',
      pageUrl: `${commons.url}/wiki/File:Ada_Longevity_portrait.jpg`,
      imageUrl: `${commons.url}/thumb/Ada_Longevity_portrait.jpg/1280px-Ada_Longevity_portrait.jpg`,
      width: 1280,
      height: 1707,
      credit: {
        author: "Jane Lens & Lab's Photo Unit",
        licence: 'CC BY-SA 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
        sourceName: 'Wikimedia Commons',
        sourceUrl: `${commons.url}/wiki/File:Ada_Longevity_portrait.jpg`,
        attributionRequired: true,
      },
    });
    // One imageinfo query: the standard 1280 px thumbnail and only the licence and author fields.
    const [query] = commons.hits;
    const params = new URL(query!, commons.url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      action: 'query',
      prop: 'imageinfo',
      formatversion: '2',
      titles: 'File:Ada Longevity portrait.jpg',
      iiprop: 'url|size|extmetadata',
      iiurlwidth: '1280',
    });
    expect(params.get('iiextmetadatafilter')?.split('|')).toEqual(
      expect.arrayContaining(['License', 'LicenseShortName', 'Artist', 'AttributionRequired', 'NonFree']),
    );
  });

  it('offers public domain and CC0, crediting an unnamed author as unknown', async () => {
    expect(await portraitOf('Ada public domain.jpg')).toMatchObject({
      status: 'offered',
      credit: { author: 'Unknown author', licence: 'Public domain', licenceUrl: null, attributionRequired: false },
    });
    expect(await portraitOf('Ada CC0.jpg')).toMatchObject({
      status: 'offered',
      credit: { author: 'Sam Shutter', licence: 'CC0', licenceUrl: 'http://creativecommons.org/publicdomain/zero/1.0/deed.en', attributionRequired: false },
    });
  });

  it('refuses non-commercial, no-derivatives, fair use, other licences and an attribution licence without an author', async () => {
    const refusals = {
      'Ada noncommercial.jpg': 'CC BY-NC-SA 2.0: the licence does not allow commercial use',
      'Ada no derivatives.jpg': 'CC BY-ND 4.0: the licence does not allow changes (the site crops and resizes)',
      'Ada fair use.jpg': 'Fair use: Commons marks this file as non-free',
      'Ada GFDL.jpg': 'GFDL: not a licence the directory can use (public domain, CC0, CC BY or CC BY-SA)',
      'Ada anonymous.jpg': 'CC BY 4.0: the file names no author to credit',
    };
    for (const [file, reason] of Object.entries(refusals)) {
      expect(await portraitOf(file)).toEqual({
        status: 'refused',
        fileTitle: `File:${file}`,
        pageUrl: `${commons.url}/wiki/File:${file.replace(/ /g, '_')}`,
        reason,
      });
    }
    expect(await portraitOf('No such file.jpg')).toBeUndefined();
  });

  it('reads licences from the code or the short name, and refuses what it does not know', () => {
    expect(judgeCommonsLicence({ License: 'cc-by-2.5', LicenseShortName: 'CC BY 2.5' })).toMatchObject({
      free: true,
      kind: 'cc-by',
      licence: 'CC BY 2.5',
      attributionRequired: true,
    });
    expect(judgeCommonsLicence({ LicenseShortName: 'CC BY-SA 3.0 de' })).toMatchObject({ free: true, kind: 'cc-by-sa', licence: 'CC BY-SA 3.0 de' });
    expect(judgeCommonsLicence({ License: 'pd-usgov', LicenseShortName: 'Public domain' })).toMatchObject({ free: true, kind: 'public-domain' });
    expect(judgeCommonsLicence({ License: 'cc-by-nc-4.0' })).toMatchObject({ free: false });
    expect(judgeCommonsLicence({ UsageTerms: 'Creative Commons Attribution-NonCommercial 2.0', LicenseShortName: 'CC BY 2.0' })).toMatchObject({ free: false });
    expect(judgeCommonsLicence({ License: 'cc-by-sa-4.0', NonFree: 'true' })).toMatchObject({ free: false });
    expect(judgeCommonsLicence({})).toEqual({
      free: false,
      reason: 'no licence given: not a licence the directory can use (public domain, CC0, CC BY or CC BY-SA)',
    });
    expect(judgeCommonsLicence({ License: 'cc-by-4.0', LicenseUrl: 'javascript:alert(1)' })).toMatchObject({ free: true, licenceUrl: null });
    expect(htmlToText('<b>Ada</b>&nbsp;&amp; <i>Bo</i> &#x263A; &#9731;<br/>end')).toBe('Ada & Bo ☺ ☃ end');
  });
});

describe('the research step', () => {
  async function generate() {
    const res = await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ status: string; submissionId: number; researchData: { portrait?: ResearchPortrait; skipped: unknown[] } }>;
  }

  it("offers the person's Wikidata image with its licence and credit, kept in the submission's research data", async () => {
    research.portraits.set('Q100', 'Ada Longevity portrait.jpg');
    const run = await generate();
    expect(run.status).toBe('succeeded');
    expect(run.researchData.portrait).toMatchObject({
      status: 'offered',
      fileTitle: 'File:Ada Longevity portrait.jpg',
      credit: { author: "Jane Lens & Lab's Photo Unit", licence: 'CC BY-SA 4.0' },
    });
    const [saved] = await t.db.select().from(submissions).where(eq(submissions.id, run.submissionId));
    expect((saved?.researchData as { portrait: unknown }).portrait).toEqual(run.researchData.portrait);
    // Offering stores nothing: only accepting does.
    expect(commons.downloads()).toEqual([]);
  });

  it('records a refused image with the reason, and a person without an image asks Commons nothing', async () => {
    research.portraits.set('Q100', 'Ada noncommercial.jpg');
    expect((await generate()).researchData.portrait).toMatchObject({ status: 'refused', reason: 'CC BY-NC-SA 2.0: the licence does not allow commercial use' });
    research.portraits.clear();
    commons.hits.length = 0;
    expect((await generate()).researchData.portrait).toBeUndefined();
    expect(commons.hits).toEqual([]);
  });
});

describe('POST /api/admin/submissions/{id}/portrait', () => {
  async function offeredSubmission(): Promise<Submission> {
    research.portraits.set('Q100', 'Ada Longevity portrait.jpg');
    const res = await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } });
    const run = (await res.json()) as { submissionId: number };
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, run.submissionId));
    return row as unknown as Submission;
  }
  const accept = (id: number, cookie: string | undefined) => t.request('POST', `/api/admin/submissions/${id}/portrait`, { cookie });

  it('stores the portrait with all its sizes and its credit and sets it on the submission (approval copies it to the expert)', async () => {
    const submission = await offeredSubmission();
    const res = await accept(submission.id, admin.cookie);
    expect(res.status).toBe(200);
    const { submission: updated, image } = (await res.json()) as { submission: Submission; image: StoredImage };
    expect(updated.imageUrl).toBe(image.storedUrl);
    expect(image).toMatchObject({
      originalUrl: `${commons.url}/thumb/Ada_Longevity_portrait.jpg/1280px-Ada_Longevity_portrait.jpg`,
      provider: 'wikimedia-commons',
      sourceType: 'expert_profile',
      sourceId: String(submission.id),
      expiresAt: null,
      credit: { author: "Jane Lens & Lab's Photo Unit", licence: 'CC BY-SA 4.0', sourceName: 'Wikimedia Commons', attributionRequired: true },
    });
    const files = await readdir(join(t.dir, 'uploads', 'images'));
    for (const key of [image.filename, ...variantKeysOf(image.filename)]) expect(files).toContain(key);
    expect(commons.downloads()).toHaveLength(1);

    // Accepting again (a double click, a retry) answers the same image and downloads nothing.
    const again = await accept(submission.id, admin.cookie);
    expect(((await again.json()) as { image: StoredImage }).image.id).toBe(image.id);
    expect(commons.downloads()).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(storedImages)
        .where(eq(storedImages.sourceId, String(submission.id))),
    ).toHaveLength(1);

    const [logged] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'submission.portrait_accepted'));
    expect(logged).toMatchObject({ entityType: 'submission', entityId: String(submission.id), actorEmail: admin.user.email });

    const rejected = await t.request('POST', `/api/admin/submissions/${submission.id}/reject`, { cookie: admin.cookie, body: {} });
    expect(rejected.status).toBe(200);
    await expectRefused(t, () => accept(submission.id, admin.cookie), 409, 'This submission has already been reviewed');
  });

  it('answers 404 for an unknown submission or one without an offered portrait, and only admins may accept', async () => {
    await expectRefused(t, () => accept(999_999, admin.cookie), 404, 'Submission not found');
    const plain = await makeSubmission(t.db, user);
    await expectRefused(t, () => accept(plain.id, admin.cookie), 404, 'The research offered no freely licensed portrait for this submission');
    const refused = await makeSubmission(t.db, user, {
      researchData: { portrait: { status: 'refused', fileTitle: 'File:X.jpg', pageUrl: null, reason: 'no' } },
    });
    await expectRefused(t, () => accept(refused.id, admin.cookie), 404, 'The research offered no freely licensed portrait for this submission');
    const submission = await offeredSubmission();
    await expectAdminOnly(
      t,
      (cookie) => accept(submission.id, cookie),
      user.cookie,
      () => commons.downloads().length,
    );
    await expectRefused(t, () => t.request('POST', '/api/admin/submissions/abc/portrait', { cookie: admin.cookie }), 400);
  });
});

describe('credits on stored images', () => {
  async function uploaded(): Promise<StoredImage> {
    const form = new FormData();
    form.append('image', new File([JPEG_BYTES], 'portrait.jpg', { type: 'image/jpeg' }));
    const { imageUrl } = (await (await upload(t, form, admin.cookie)).json()) as { imageUrl: string };
    const res = await t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent(imageUrl)}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    return res.json() as Promise<StoredImage>;
  }
  const patch = (id: number, body: unknown, cookie: string | undefined) => t.request('PATCH', `/api/permanent-images/${id}`, { cookie, body });

  it('an editor sets, changes and removes the credit of any stored image; a public use rebuilds the site', async () => {
    const image = await uploaded();
    expect(image.credit).toBeNull();
    const credit = {
      author: '  Studio Lumen ',
      licence: 'All rights reserved, used with permission',
      licenceUrl: '',
      sourceName: null,
      sourceUrl: 'https://studio.example.org/shoot',
    };
    const set = await patch(image.id, { credit }, admin.cookie);
    expect(set.status).toBe(200);
    expect(((await set.json()) as StoredImage).credit).toEqual({
      author: 'Studio Lumen',
      licence: 'All rights reserved, used with permission',
      licenceUrl: null,
      sourceName: null,
      sourceUrl: 'https://studio.example.org/shoot',
      attributionRequired: true,
    });
    expect(t.rebuild.reasons).toEqual([]);

    await makeExpert(t.db, { name: 'Credited Expert', imageUrl: image.storedUrl });
    const changed = await patch(image.id, { credit: { ...credit, author: 'Studio Lumen Ltd' } }, admin.cookie);
    expect(((await changed.json()) as StoredImage).credit?.author).toBe('Studio Lumen Ltd');
    expect(t.rebuild.reasons).toEqual([`Image credit changed: ${image.filename}`]);
    // The same credit again changes nothing: no log entry, no rebuild.
    await patch(image.id, { credit: { ...credit, author: 'Studio Lumen Ltd' } }, admin.cookie);
    expect(t.rebuild.reasons).toHaveLength(1);

    const removed = await patch(image.id, { credit: null }, admin.cookie);
    expect(((await removed.json()) as StoredImage).credit).toBeNull();
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, 'image.credited'));
    expect(entries.map((entry) => entry.summary)).toEqual([
      `Credited the image ${image.filename}: Photo: Studio Lumen, All rights reserved, used with permission`,
      `Credited the image ${image.filename}: Photo: Studio Lumen Ltd, All rights reserved, used with permission`,
      `Removed the credit of the image ${image.filename}`,
    ]);
    const [expert] = await t.db.select().from(experts).where(eq(experts.name, 'Credited Expert'));
    expect(expert?.imageUrl).toBe(image.storedUrl);
  });

  it('refuses a credit without author or licence, with a non-web link, or too long, changing nothing', async () => {
    const image = await uploaded();
    const good = { author: 'A', licence: 'CC BY 4.0' };
    for (const credit of [
      { licence: 'CC BY 4.0' },
      { ...good, author: '   ' },
      { ...good, licence: '' },
      { ...good, licenceUrl: 'javascript:alert(1)' },
      { ...good, sourceUrl: 'data:text/html,hi' },
      { ...good, author: 'x'.repeat(201) },
      { ...good, attributionRequired: 'yes' },
      'Photo: me',
    ]) {
      await expectRefused(t, () => patch(image.id, { credit }, admin.cookie), 400);
    }
    await expectAdminOnly(t, (cookie) => patch(image.id, { credit: good }, cookie), user.cookie);
  });

  it('finds the record behind an image URL; 404 for an unknown one, 400 without a URL', async () => {
    const image = await uploaded();
    const found = await t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent(`http://localhost:4321${image.storedUrl}`)}`, {
      cookie: admin.cookie,
    });
    expect(found.status).toBe(404);
    await expectRefused(
      t,
      () => t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent('/uploads/images/nope.jpg')}`, { cookie: admin.cookie }),
      404,
      'Image not found',
    );
    await expectRefused(t, () => t.request('GET', '/api/permanent-images/lookup', { cookie: admin.cookie }), 400);
    await expectAdminOnly(t, (cookie) => t.request('GET', `/api/permanent-images/lookup?url=${encodeURIComponent(image.storedUrl)}`, { cookie }), user.cookie);
  });
});
