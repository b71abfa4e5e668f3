import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getArticleById } from '../db/queries/articles.ts';
import { getExpertById } from '../db/queries/experts.ts';
import { getSubmissionById, insertSubmission } from '../db/queries/submissions.ts';
import { libraryImages, submissions } from '../db/schema.ts';
import type { StoredImage } from '../domain/entities.ts';
import { withoutImageReferences, type ImageUse } from '../domain/image-uses.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { startImageServer } from './helpers/image-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { imageIn } from './helpers/stored-images.ts';
import { createTestApp } from './helpers/test-app.ts';

/** Deleting a stored image that something uses: the uses are listed, the delete asks, and a confirmed one clears them. */
const t = await createTestApp({ ALLOW_PRIVATE_IMAGE_URLS: 'true' });
const admin = (await signUpAdmin(t)).cookie;
const user = (await signUp(t)).cookie;
const images = await startImageServer();

const call = (method: string, path: string) => t.request(method, path, { cookie: admin });

async function stored(): Promise<StoredImage> {
  return imageIn(await t.request('POST', '/api/permanent-images', { body: { originalUrl: `${images.url}/a.png` }, cookie: admin }));
}

async function usedEverywhere(image: StoredImage) {
  const url = image.storedUrl;
  const expert = await makeExpert(t.db, { imageUrl: url });
  const article = await makeArticle(t.db, { featuredImageUrl: `https://cdn.example.org${url}` });
  const draft = await makeArticle(t.db, { status: 'draft', content: `Intro.\n\n![A chart](${url})\n\nSee [the chart](${url}) again.` });
  const submission = await insertSubmission(t.db, {
    name: 'Dr. Pictured',
    title: 'Scientist',
    categories: ['academic'],
    longevityContribution: 'Work.',
    biography: '',
    referenceLinks: [],
    submitterReason: null,
    submitterName: 'Sam',
    submitterEmail: 'sam@example.org',
    submitterUserId: null,
  });
  await t.db.update(submissions).set({ imageUrl: url }).where(eq(submissions.id, submission.id));
  const [library] = await t.db.insert(libraryImages).values({ imageUrl: url, imagePrompt: 'A calm laboratory' }).returning();
  return { expert, article, draft, submission, library: library! };
}

describe('GET /api/permanent-images/{id}/uses', () => {
  it('is for admins only', async () => {
    const image = await stored();
    await expectAdminOnly(t, (cookie) => t.request('GET', `/api/permanent-images/${image.id}/uses`, { cookie }), user);
  });

  it('lists every expert, article, submission and library image that uses the file', async () => {
    const image = await stored();
    const { expert, article, draft, submission, library } = await usedEverywhere(image);
    const res = await call('GET', `/api/permanent-images/${image.id}/uses`);
    expect(res.status).toBe(200);
    const { uses } = (await res.json()) as { uses: ImageUse[] };
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'expert', id: expert.id, label: expert.name, field: 'Profile image', public: true },
        { kind: 'article', id: article.id, label: article.title, field: 'Featured image', public: true },
        { kind: 'article', id: draft.id, label: draft.title, field: 'Content', public: false },
        { kind: 'submission', id: submission.id, label: 'Dr. Pictured', field: 'Image', public: false },
        { kind: 'library_image', id: library.id, label: 'A calm laboratory', field: 'Image', public: false },
      ]),
    );
    expect(uses).toHaveLength(5);
    expect((await call('GET', '/api/permanent-images/987654/uses')).status).toBe(404);
  });

  it('an unused image has no uses', async () => {
    const image = await stored();
    expect(await (await call('GET', `/api/permanent-images/${image.id}/uses`)).json()).toEqual({ uses: [] });
  });
});

describe('DELETE /api/permanent-images/{id} of an image in use', () => {
  it('is refused with 409 without confirmation, and changes nothing', async () => {
    const image = await stored();
    await usedEverywhere(image);
    await expectRefused(t, () => call('DELETE', `/api/permanent-images/${image.id}`), 409, /used in 5 places/);
    await expectRefused(t, () => call('DELETE', `/api/permanent-images/${image.id}?clearUses=yes`), 400, /clearUses/);
  });

  it('confirmed, clears every reference, deletes record and file and rebuilds the site', async () => {
    const image = await stored();
    const { expert, article, draft, submission, library } = await usedEverywhere(image);
    const reasons = t.rebuild.reasons.length;
    const res = await call('DELETE', `/api/permanent-images/${image.id}?clearUses=true`);
    expect(res.status).toBe(200);
    expect((await getExpertById(t.db, expert.id))?.imageUrl).toBeNull();
    expect((await getArticleById(t.db, article.id))?.featuredImageUrl).toBeNull();
    expect((await getArticleById(t.db, draft.id))?.content).toBe('Intro.\n\n\n\nSee the chart again.');
    expect((await getSubmissionById(t.db, submission.id))?.imageUrl).toBeNull();
    expect(await t.db.select().from(libraryImages).where(eq(libraryImages.id, library.id))).toEqual([]);
    expect((await t.deps.storage.list()).map((file) => file.key)).not.toContain(image.filename);
    expect((await call('GET', `/api/permanent-images/${image.id}`)).status).toBe(404);
    expect(t.rebuild.reasons.slice(reasons)).toEqual([`Image deleted and its uses cleared: ${image.filename}`]);
  });

  it('an unused image needs no confirmation and asks for no rebuild', async () => {
    const image = await stored();
    const reasons = t.rebuild.reasons.length;
    expect((await call('DELETE', `/api/permanent-images/${image.id}`)).status).toBe(200);
    expect(t.rebuild.reasons.length).toBe(reasons);
  });
});

describe('withoutImageReferences', () => {
  it('drops images and unlinks links to the key, leaving other text and links alone', () => {
    const body = 'A ![x](/uploads/images/k1.png "t") b [see](https://cdn.example/k1.png) c [other](/uploads/images/k2.png) <https://x.example/k1.png>';
    expect(withoutImageReferences(body, 'k1.png')).toBe('A  b see c [other](/uploads/images/k2.png) ');
  });
});
