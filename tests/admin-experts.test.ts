import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getArticleById } from '../db/queries/articles.ts';
import { insertSubmission } from '../db/queries/submissions.ts';
import { experts, submissions } from '../db/schema.ts';
import type { Expert } from '../domain/entities.ts';
import { EXPERT_MESSAGES, MESSAGES } from '../domain/messages.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expectRefused } from './helpers/refused.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);

const profile = {
  name: 'Dr. Renamed Expert',
  title: 'Chief Scientist',
  categories: ['scientist_innovator', 'author'],
  longevityContribution: 'Developed partial reprogramming in vivo.',
  biography: 'A new biography.',
  referenceLinks: ['Official Website|https://renamed.example.org', 'https://twitter.com/renamed'],
  books: ['Reprogrammed|Dr. Renamed Expert|https://books.example.org/reprogrammed', 'Second Book'],
  scienceHighlights: ['Reprogramming|Restored vision in old mice.', 'Clocks|Built an epigenetic clock.', 'Trials'],
  imageUrl: '/uploads/images/abc123-portrait.png',
  youtubeEmbeds: [
    '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
  ],
  customGptUrl: 'https://chatgpt.com/g/g-renamed',
};

const put = (id: number | string, body: unknown, cookie = admin.cookie) => t.request('PUT', `/api/experts/${id}`, { body, cookie });
const del = (id: number | string) => t.request('DELETE', `/api/experts/${id}`, { cookie: admin.cookie });
const feature = (id: number | string, featured: unknown) => t.request('PATCH', `/api/experts/${id}/featured`, { body: { featured }, cookie: admin.cookie });
const saveFeatured = (expertIds: unknown) => t.request('PUT', '/api/experts/featured', { body: { expertIds }, cookie: admin.cookie });

async function featuredList(): Promise<Array<[number, number | null]>> {
  const list = (await (await t.request('GET', '/api/experts/featured')).json()) as Expert[];
  return list.map((expert) => [expert.id, expert.featuredOrder]);
}

async function clearFeatured() {
  await t.db.update(experts).set({ featured: false, featuredOrder: null });
}

describe('PUT /api/experts/{id}', () => {
  it('replaces the profile, keeps the slug, answers the expert and asks for a rebuild', async () => {
    const expert = await makeExpert(t.db, { name: 'Original Name' });
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await put(expert.id, { ...profile, id: 999, slug: 'hijacked', featured: true, featuredOrder: 1 });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Expert;
    expect(updated).toMatchObject({ ...profile, id: expert.id, slug: 'original-name', featured: false, featuredOrder: null });
    expect(await (await t.request('GET', '/api/experts/original-name')).json()).toEqual(updated);
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual(['Expert updated: Dr. Renamed Expert']);
  });

  it('asks for no rebuild when the profile is saved unchanged', async () => {
    const expert = await makeExpert(t.db);
    const saved = (await (await put(expert.id, profile)).json()) as Expert;
    const reasonsBefore = t.rebuild.reasons.length;
    const again = await put(expert.id, { ...profile, referenceLinks: [...profile.referenceLinks, ''] });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(saved);
    expect(t.rebuild.reasons.length).toBe(reasonsBefore);
  });

  it('drops duplicate and blank reference links, trims text, and reads blank optional fields as none', async () => {
    const expert = await makeExpert(t.db);
    const res = await put(expert.id, {
      ...profile,
      name: '  Spaced Name  ',
      referenceLinks: ['https://renamed.example.org', 'Home|https://RENAMED.example.org/', '', 'https://renamed.example.org/lab'],
      imageUrl: '',
      customGptUrl: '   ',
      biography: null,
      books: undefined,
    });
    expect(await res.json()).toMatchObject({
      name: 'Spaced Name',
      referenceLinks: ['https://renamed.example.org', 'https://renamed.example.org/lab'],
      imageUrl: null,
      customGptUrl: null,
      biography: '',
      books: [],
    });
  });

  it.each([
    ['a missing name', { name: '  ' }, MESSAGES.submissionMissingInformation],
    ['no category', { categories: [] }, MESSAGES.submissionMissingInformation],
    ['an unknown category', { categories: ['academic', 'astrologer'] }, 'categories.1: unknown category "astrologer"'],
    ['a link without a valid URL', { referenceLinks: ['Site|ftp://example.org'] }, MESSAGES.invalidUrl],
    ['a plain word as a link', { referenceLinks: ['not a url'] }, MESSAGES.invalidUrl],
    ['4 books', { books: ['A', 'B', 'C', 'D'] }, 'You can add at most 3 books'],
    ['4 science highlights', { scienceHighlights: ['A|a', 'B|b', 'C|c', 'D|d'] }, 'You can add at most 3 science highlights'],
    ['5 YouTube embeds', { youtubeEmbeds: [...profile.youtubeEmbeds, 'https://youtu.be/aaaaaaaaaaa'] }, 'You can add at most 4 YouTube embeds'],
    ['a book without a title', { books: ['|Someone|https://example.org'] }, EXPERT_MESSAGES.invalidBook],
    ['a book with a bad link', { books: ['Title|Author|javascript:alert(1)'] }, EXPERT_MESSAGES.invalidBook],
    ['a highlight without a topic', { scienceHighlights: ['|summary only'] }, EXPERT_MESSAGES.invalidHighlight],
    ['an embed that is not YouTube', { youtubeEmbeds: ['<iframe src="https://evil.example/embed/x"></iframe>'] }, EXPERT_MESSAGES.invalidVideo],
    ['a data: image', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }, EXPERT_MESSAGES.imageDataUrl],
    ['a DATA: image in capitals', { imageUrl: 'DATA:image/png;base64,iVBORw0KGgo=' }, EXPERT_MESSAGES.imageDataUrl],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, EXPERT_MESSAGES.invalidImageUrl],
    ['an image path outside uploads', { imageUrl: '/uploads/images/../../etc/passwd' }, EXPERT_MESSAGES.invalidImageUrl],
    ['a GPT link that is not http(s)', { customGptUrl: 'ftp://gpt.example.org' }, EXPERT_MESSAGES.invalidCustomGptUrl],
    ['a name over the limit', { name: 'x'.repeat(201) }, 'name: must be at most 200 characters long'],
    ['books that are not a list', { books: 'A|B' }, /^books: /],
  ])('answers 400 for %s and changes nothing', async (_case, change, message) => {
    const expert = await makeExpert(t.db);
    await expectRefused(t, () => put(expert.id, { ...profile, ...change }), 400, message);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectRefused(t, () => put(987654, profile), 404, 'Expert not found');
    await expectRefused(t, () => put('abc', profile), 400, /positive whole number/);
  });
});

describe('DELETE /api/experts/{id}', () => {
  beforeEach(clearFeatured);

  it('deletes the expert, keeps their articles and submissions without them, and asks for a rebuild', async () => {
    const expert = await makeExpert(t.db, { name: 'Leaving Expert' });
    const article = await makeArticle(t.db, { expertId: expert.id });
    const submission = await insertSubmission(t.db, {
      name: 'Leaving Expert',
      title: 't',
      categories: ['academic'],
      longevityContribution: 'c',
      submitterName: 'n',
      submitterEmail: 'n@example.org',
    });
    await t.db.update(submissions).set({ status: 'approved', expertId: expert.id }).where(eq(submissions.id, submission.id));
    const reasonsBefore = t.rebuild.reasons.length;

    const res = await del(expert.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Expert deleted', undo: { token: expect.any(String), expiresAt: expect.any(String) } });
    expect((await t.request('GET', `/api/experts/id/${expert.id}`)).status).toBe(404);
    expect((await getArticleById(t.db, article.id))?.expertId).toBeNull();
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row).toMatchObject({ status: 'approved', expertId: null });
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual(['Expert deleted: Leaving Expert']);
  });

  it('closes the gap a featured expert leaves', async () => {
    const [a, b, c] = [await makeExpert(t.db, {}, 1), await makeExpert(t.db, {}, 2), await makeExpert(t.db, {}, 3)];
    await del(b.id);
    expect(await featuredList()).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expectRefused(t, () => del(987654), 404, 'Expert not found');
    await expectRefused(t, () => del('-1'), 400, /positive whole number/);
  });
});

describe('PATCH /api/experts/{id}/featured', () => {
  beforeEach(clearFeatured);

  it('appends a newly featured expert at the end and closes the gap when one is unfeatured', async () => {
    const [a, b, c] = [await makeExpert(t.db), await makeExpert(t.db), await makeExpert(t.db)];
    const reasonsBefore = t.rebuild.reasons.length;
    for (const expert of [a, b, c]) {
      const res = await feature(expert.id, true);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: expert.id, featured: true });
    }
    expect(await featuredList()).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    const res = await feature(a.id, false);
    expect(await res.json()).toMatchObject({ id: a.id, featured: false, featuredOrder: null });
    expect(await featuredList()).toEqual([
      [b.id, 1],
      [c.id, 2],
    ]);
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual([
      `Expert featured: ${a.name}`,
      `Expert featured: ${b.name}`,
      `Expert featured: ${c.name}`,
      `Expert unfeatured: ${a.name}`,
    ]);
  });

  it('changes nothing and asks for no rebuild when the expert already has that state', async () => {
    const expert = await makeExpert(t.db, {}, 1);
    const other = await makeExpert(t.db);
    const before = t.rebuild.reasons.length;
    expect(await (await feature(expert.id, true)).json()).toMatchObject({ featured: true, featuredOrder: 1 });
    expect(await (await feature(other.id, false)).json()).toMatchObject({ featured: false });
    expect(t.rebuild.reasons.length).toBe(before);
  });

  it('refuses a 13th featured expert with 409, also when requested concurrently', async () => {
    const twelve = await Promise.all(Array.from({ length: 12 }, (_, i) => makeExpert(t.db, {}, i + 1)));
    const extra = await makeExpert(t.db);
    await expectRefused(t, () => feature(extra.id, true), 409, 'You can only select up to 12 featured experts');

    await feature(twelve[0]!.id, false);
    const [x, y] = [await makeExpert(t.db), extra];
    const results = await Promise.all([feature(x.id, true), feature(y.id, true)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const list = await featuredList();
    expect(list.map(([, order]) => order)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('answers 404 for an unknown id and 400 for a malformed id or body', async () => {
    await expectRefused(t, () => feature(987654, true), 404, 'Expert not found');
    await expectRefused(t, () => feature('x', true), 400, /positive whole number/);
    const expert = await makeExpert(t.db);
    await expectRefused(t, () => feature(expert.id, 'yes'), 400, 'featured: must be true or false');
  });
});

describe('PUT /api/experts/featured', () => {
  beforeEach(clearFeatured);

  it('makes the list exactly the featured set, in order, and asks for a rebuild', async () => {
    const [a, b, c, d] = [await makeExpert(t.db, {}, 1), await makeExpert(t.db, {}, 2), await makeExpert(t.db), await makeExpert(t.db)];
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await saveFeatured([d.id, a.id, c.id]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; experts: Expert[] };
    expect(body.message).toBe('Featured experts updated successfully');
    expect(body.experts.map((e) => [e.id, e.featuredOrder])).toEqual([
      [d.id, 1],
      [a.id, 2],
      [c.id, 3],
    ]);
    expect(await featuredList()).toEqual([
      [d.id, 1],
      [a.id, 2],
      [c.id, 3],
    ]);
    const [bRow] = await t.db.select().from(experts).where(eq(experts.id, b.id));
    expect(bRow).toMatchObject({ featured: false, featuredOrder: null });
    expect(t.rebuild.reasons.slice(reasonsBefore)).toEqual(['Featured experts updated']);
  });

  it('asks for no rebuild when the list is saved unchanged', async () => {
    const [a, b] = [await makeExpert(t.db, {}, 1), await makeExpert(t.db, {}, 2)];
    const reasonsBefore = t.rebuild.reasons.length;
    const res = await saveFeatured([a.id, b.id]);
    expect(((await res.json()) as { experts: Expert[] }).experts.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(t.rebuild.reasons.length).toBe(reasonsBefore);
  });

  it('accepts an empty list: nobody is featured', async () => {
    await makeExpert(t.db, {}, 1);
    expect((await saveFeatured([])).status).toBe(200);
    expect(await featuredList()).toEqual([]);
  });

  it('refuses more than 12, duplicates and unknown ids with 400 naming them, changing nothing', async () => {
    const many = await Promise.all(Array.from({ length: 13 }, () => makeExpert(t.db)));
    await makeExpert(t.db, {}, 1);
    await expectRefused(t, () => saveFeatured(many.map((e) => e.id)), 400, 'You can only select up to 12 featured experts');
    const [a, b] = many;
    await expectRefused(t, () => saveFeatured([a!.id, b!.id, a!.id]), 400, `Each expert can be featured only once; repeated: ${a!.id}`);
    await expectRefused(t, () => saveFeatured([a!.id, 987654, 987655]), 400, 'No expert has the id 987654, 987655');
    await expectRefused(t, () => saveFeatured(['abc']), 400, /^expertIds\.0: /);
    await expectRefused(t, () => saveFeatured(undefined), 400, /^expertIds: /);
  });
});
