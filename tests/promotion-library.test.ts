import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiRuns, articles, libraryContent, libraryImages, libraryProjects } from '../db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { addImageRoutes, imageEnv } from './helpers/image-providers.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The Promotion Library, publishing and the wizard's text steps, against loopback AI servers. */

const router = await startOpenAiServer({ openrouter: true });
const server = await startOpenAiServer();
await addImageRoutes(server);
afterAll(router.close);
afterAll(server.close);

const t = await createTestApp({ ...imageEnv(server), ...aiEnv(router), ALLOW_PRIVATE_IMAGE_URLS: 'true' });
const admin = await signUpAdmin(t);
const user = await signUp(t);
const expert = await makeExpert(t.db, { name: 'Ada Longevity', referenceLinks: ['Lab|https://example.org/lab'] });
await makeArticle(t.db, { title: 'Ada on sleep', slug: 'ada-on-sleep', expertId: expert.id });
const ARTICLE =
  '# Sleep, Repair and Ageing\n\nSleep supports repair. See [the lab](https://example.org/lab) and [a made-up study](https://fake.invalid/study).\n\n## What we know\n\nMore text here.';

const libraryRows = () => Promise.all([t.db.select().from(libraryContent), t.db.select().from(libraryImages), t.db.select().from(libraryProjects)]);
const send = (method: string, path: string, body?: unknown, cookie: string | undefined = admin.cookie) => t.request(method, path, { cookie, body });

async function saveContent(overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/library/content', {
    projectId: 1,
    ideaId: 'idea-1',
    expertId: expert.id,
    platform: 'article',
    contentType: 'research-insight',
    content: ARTICLE,
    aiProvider: 'openrouter',
    aiModel: 'anthropic/claude-sonnet-4',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; seoTags: string[]; contentType: string; expertName: string };
}

/** An image saved through POST /api/library/images (other callers than the wizard), from a generated image's stored URL. */
async function saveImage(overrides: Record<string, unknown> = {}) {
  const generated = await send('POST', '/api/admin/generate-images', {
    contents: [{ id: overrides.forContent ?? (await saveContent()).id }],
    customPrompt: 'A quiet bedroom at sunrise, documentary photograph',
    provider: 'stability',
    model: 'core',
  });
  const {
    images: [image],
  } = (await generated.json()) as { images: Array<{ imageUrl: string }> };
  const res = await send('POST', '/api/library/images', {
    projectId: 1,
    contentId: null,
    imageUrl: image!.imageUrl,
    imagePrompt: 'A quiet bedroom',
    provider: 'stability',
    model: 'core',
    size: '1280x720',
    imageIndex: 0,
    ...overrides,
    forContent: undefined,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; imageUrl: string; contentId: number | null };
}

beforeEach(() => {
  router.reset();
  server.reset();
});

describe('library content', () => {
  it('saves with generated SEO tags into project 1, which exists without a migration', async () => {
    router.respond((request) => (schemaNameOf(request) === 'seo_tags' ? { json: { tags: ['sleep', 'ageing', 'repair'] } } : { status: 500 }));
    const saved = await saveContent();
    expect(saved).toMatchObject({ seoTags: ['sleep', 'ageing', 'repair'], contentType: 'research_insight', expertName: 'Ada Longevity' });
    const projects = (await (await send('GET', '/api/library/projects')).json()) as Array<{ id: number }>;
    expect(projects[0]?.id).toBe(1);
  });

  it('saves without tags when tag generation fails', async () => {
    router.respond(() => ({ status: 500 }));
    expect((await saveContent()).seoTags).toEqual([]);
  });

  it('lists with search and expert filter, deletes one and in bulk; lying ids are 404 and change nothing', async () => {
    router.respond(() => ({ status: 500 }));
    const other = await makeExpert(t.db, { name: 'Ben Other' });
    const mine = await saveContent({ content: '# Fasting windows\n\nText about fasting.' });
    await saveContent({ expertId: other.id, content: '# Exercise\n\nText.' });
    const found = (await (await send('GET', `/api/library/content?search=FASTING&expertId=${expert.id}`)).json()) as Array<{ id: number }>;
    expect(found.map((item) => item.id)).toEqual([mine.id]);
    expect(((await (await send('GET', `/api/library/content?expertId=${other.id}`)).json()) as unknown[]).length).toBe(1);
    expect(((await (await send('GET', '/api/library/content?search=%25')).json()) as unknown[]).length).toBe(0);

    await expectRefused(t, () => send('DELETE', '/api/library/content/999999'), 404, 'Content not found', libraryRows);
    await expectRefused(t, () => send('DELETE', '/api/library/content/bulk', { ids: [] }), 400, 'ids: must list at least one id', libraryRows);
    await expectRefused(
      t,
      () => send('DELETE', '/api/library/content/bulk', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }),
      400,
      /at most 200/,
      libraryRows,
    );
    await expectRefused(t, () => send('DELETE', '/api/library/content/bulk', { ids: ['x'] }), 400, /ids\.0/, libraryRows);
    await expectRefused(t, () => send('DELETE', '/api/library/content/bulk', { ids: [999998, 999999] }), 404, 'None of these items exist', libraryRows);
    await expectRefused(
      t,
      () => send('POST', '/api/library/content', { expertId: 999999, contentType: 'research-insight', content: 'x' }),
      404,
      'Expert not found',
      libraryRows,
    );
    await expectRefused(
      t,
      () => send('POST', '/api/library/content', { expertId: expert.id, contentType: 'poem', content: 'x' }),
      400,
      /contentType/,
      libraryRows,
    );
    await expectRefused(
      t,
      () => send('POST', '/api/library/content', { projectId: 77, expertId: expert.id, contentType: 'research-insight', content: 'x' }),
      404,
      'Project not found',
      libraryRows,
    );

    const res = await send('DELETE', '/api/library/content/bulk', { ids: [mine.id, mine.id, 999999] });
    expect(await res.json()).toEqual({
      success: true,
      message: '1 content item deleted',
      deleted: 1,
      undo: { token: expect.any(String), expiresAt: expect.any(String) },
    });
    const single = await saveContent();
    expect(await (await send('DELETE', `/api/library/content/${single.id}`)).json()).toEqual({
      success: true,
      message: 'Content deleted successfully',
      undo: { token: expect.any(String), expiresAt: expect.any(String) },
    });
  });

  it('is admin only', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/library/content'],
      ['POST', '/api/library/content', { expertId: expert.id, contentType: 'research-insight', content: 'x' }],
      ['DELETE', '/api/library/images/bulk', { ids: [1] }],
      ['PATCH', '/api/library/images/1/attach', { contentId: 1 }],
      ['POST', '/api/library/content/1/publish'],
      ['POST', '/api/library/projects', { name: 'P' }],
    ] as const) {
      await expectAdminOnly(t, (cookie) => t.request(method, path, { cookie, body }), user.cookie, libraryRows);
    }
  });
});

describe('library images', () => {
  it('keeps our stored URL; a foreign URL is copied to storage first', async () => {
    router.respond(() => ({ status: 500 }));
    const image = await saveImage();
    expect(image.imageUrl).toMatch(/^\/uploads\/images\//);
    const copied = await saveImage({ imageUrl: `${server.url}/files/flux.png` });
    expect(copied.imageUrl).toMatch(/^\/uploads\/images\//);
    expect(copied.imageUrl).not.toContain(server.url);
    await expectRefused(
      t,
      () => send('POST', '/api/library/images', { imageUrl: 'http://127.0.0.1:1/missing.png', contentId: 999999 }),
      404,
      'Content not found',
      libraryRows,
    );
  });

  it('attaches and detaches with the spec messages; an image on other content is 409; missing ids 404', async () => {
    router.respond(() => ({ status: 500 }));
    const first = await saveContent();
    const second = await saveContent();
    const image = await saveImage({ forContent: first.id });
    const attach = await send('PATCH', `/api/library/images/${image.id}/attach`, { contentId: first.id });
    expect(await attach.json()).toMatchObject({ message: 'Image attached successfully', image: { contentId: first.id } });
    await expectRefused(t, () => send('PATCH', `/api/library/images/${image.id}/attach`, { contentId: second.id }), 409, /detach it first/, libraryRows);
    await expectRefused(t, () => send('PATCH', `/api/library/images/${image.id}/attach`, { contentId: 999999 }), 404, 'Content not found', libraryRows);
    await expectRefused(t, () => send('PATCH', '/api/library/images/999999/attach', { contentId: first.id }), 404, 'Image not found', libraryRows);
    await expectRefused(t, () => send('PATCH', `/api/library/images/${image.id}/attach`, {}), 400, /contentId/, libraryRows);
    await expectRefused(t, () => send('PATCH', '/api/library/images/999999/detach'), 404, 'Image not found', libraryRows);
    const detach = await send('PATCH', `/api/library/images/${image.id}/detach`);
    expect(await detach.json()).toMatchObject({ message: 'Image detached successfully', image: { contentId: null } });

    // Deleting content leaves its images in the library, unattached.
    await send('PATCH', `/api/library/images/${image.id}/attach`, { contentId: second.id });
    await send('DELETE', `/api/library/content/${second.id}`);
    const [row] = await t.db.select().from(libraryImages).where(eq(libraryImages.id, image.id));
    expect(row?.contentId).toBeNull();

    const bulk = await send('DELETE', '/api/library/images/bulk', { ids: [image.id] });
    expect(await bulk.json()).toMatchObject({ success: true, deleted: 1 });
  });
});

describe('publishing', () => {
  it('library publish: live article with title, free slug, excerpt, tags, featured image, expert, aiGenerated; then 409', async () => {
    router.respond(() => ({ status: 500 }));
    const content = await saveContent({ content: '# Ada on sleep\n\nSleep **matters** for repair and for healthy ageing in many studies.' });
    const image = await saveImage({ forContent: content.id });
    await send('PATCH', `/api/library/images/${image.id}/attach`, { contentId: content.id });
    const rebuildsBefore = t.rebuild.reasons.length;
    const res = await send('POST', `/api/library/content/${content.id}/publish`);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; article: { id: number; slug: string } };
    expect(body.message).toBe('Article "Ada on sleep" published');
    const [article] = await t.db.select().from(articles).where(eq(articles.id, body.article.id));
    expect(article).toMatchObject({
      title: 'Ada on sleep',
      slug: 'ada-on-sleep-2',
      status: 'published',
      aiGenerated: true,
      expertId: expert.id,
      featuredImageUrl: image.imageUrl,
      contentType: 'research_insight',
      excerpt: 'Sleep matters for repair and for healthy ageing in many studies.',
      metaDescription: 'Sleep matters for repair and for healthy ageing in many studies.',
    });
    expect(article!.content.startsWith('# ')).toBe(false);
    expect(article!.publishedAt).not.toBeNull();
    expect(t.rebuild.reasons.length).toBe(rebuildsBefore + 1);
    // A second publish is refused naming the article (tests/publish-once.test.ts covers the rest).
    const again = await send('POST', `/api/library/content/${content.id}/publish`);
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 409,
      body: {
        message: 'This content has already been published as "Ada on sleep"',
        article: { id: body.article.id, title: 'Ada on sleep', slug: 'ada-on-sleep-2', path: '/articles/ada-on-sleep-2', status: 'published', publishAt: null },
      },
    });
    await expectRefused(t, () => send('POST', '/api/library/content/999999/publish'), 404, 'Content not found', libraryRows);
  });

  it('publish-article: wizard payload, tags generated, linkFromProfile false stands alone; refusals', async () => {
    router.respond((request) => (schemaNameOf(request) === 'seo_tags' ? { json: { tags: ['fasting', 'metabolism', 'ageing'] } } : { status: 500 }));
    const res = await send('POST', '/api/admin/publish-article', {
      content: '**Fasting and metabolism**\n\nA look at time-restricted eating.',
      expert: String(expert.id),
      featuredImage: null,
      linkFromProfile: false,
      contentType: 'expertise-tip',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { title: string; slug: string; article: { expertId: number | null; seoTags: string[]; contentType: string } };
    expect(body).toMatchObject({
      title: 'Fasting and metabolism',
      slug: 'fasting-and-metabolism',
      article: { expertId: null, seoTags: ['fasting', 'metabolism', 'ageing'], contentType: 'longevity_tip' },
    });
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', { content: '', expert: expert.id }), 400, 'content: No Content to Publish');
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', { content: 'x', expert: '' }), 400, 'expert: No Expert Selected');
    await expectRefused(t, () => send('POST', '/api/admin/publish-article', { content: 'x', expert: 999999 }), 404, 'Expert Not Found');
    await expectRefused(
      t,
      () => send('POST', '/api/admin/publish-article', { content: 'x', expert: expert.id, featuredImage: 'javascript:alert(1)' }),
      400,
      /featuredImage/,
    );
  });
});

describe('wizard text steps', () => {
  it('ideas are written from the stored profile and articles; missing expert refused', async () => {
    router.enqueue({
      json: {
        ideas: [
          { title: 'Sleep and repair', description: 'What Ada found.' },
          { title: 'Naps', description: 'Short sleep.' },
        ],
      },
    });
    const res = await send('POST', '/api/admin/generate-ideas', {
      expertId: expert.id,
      userIdea: 'sleep',
      provider: 'openrouter',
      model: 'anthropic/claude-sonnet-4',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ideas: Array<{ title: string; targetExpert: string }> };
    expect(body.ideas.map((idea) => idea.title)).toEqual(['Sleep and repair', 'Naps']);
    const prompt = JSON.stringify(router.chatRequests()[0]?.body.messages);
    expect(prompt).toContain('Ada on sleep');
    expect(prompt).toContain('https://example.org/lab');
    expect((await t.db.select().from(aiRuns)).at(-1)).toMatchObject({ kind: 'ideas', status: 'succeeded' });
    await expectRefused(t, () => send('POST', '/api/admin/generate-ideas', {}), 400, 'expertId: Please select an expert first.');
    await expectRefused(t, () => send('POST', '/api/admin/generate-ideas', { expertId: 999999 }), 404, 'Expert Not Found');
  });

  it('content from ideas: one run per idea, one failure keeps the others, unknown links become text', async () => {
    router.respond((request) => {
      const text = JSON.stringify(request.body.messages);
      return text.includes('Idea: Broken') ? { status: 500, message: 'boom' } : { json: { markdown: ARTICLE } };
    });
    const res = await send('POST', '/api/admin/generate-content-from-ideas', {
      ideas: [
        { title: 'Sleep', description: 'd' },
        { title: 'Broken', description: 'd' },
      ],
      experts: [String(expert.id)],
      platform: 'article',
      contentType: 'research-insight',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { contents: Array<{ content: string; expert: string }>; failed: Array<{ idea: string }> };
    expect(body.contents).toHaveLength(1);
    expect(body.failed.map((item) => item.idea)).toEqual(['Broken']);
    expect(body.contents[0]?.content).toContain('[the lab](https://example.org/lab)');
    expect(body.contents[0]?.content).toContain('a made-up study');
    expect(body.contents[0]?.content).not.toContain('fake.invalid');
    await expectRefused(
      t,
      () => send('POST', '/api/admin/generate-content-from-ideas', { ideas: [], experts: ['1'], contentType: 'research-insight' }),
      400,
      'ideas: Please select at least one content idea.',
    );
    await expectRefused(
      t,
      () => send('POST', '/api/admin/generate-content-from-ideas', { ideas: [{ title: 'a' }], experts: [], contentType: 'research-insight' }),
      400,
      'experts: Please select an expert.',
    );
    await expectRefused(
      t,
      () => send('POST', '/api/admin/generate-content-from-ideas', { ideas: [{ title: 'a' }], experts: ['1'], contentType: '' }),
      400,
      'contentType: Please select article type.',
    );
  });

  it('all ideas failing answers the provider error (502)', async () => {
    router.respond(() => ({ status: 500, message: 'down' }));
    const res = await send('POST', '/api/admin/generate-content-from-ideas', { ideas: [{ title: 'a' }], experts: [expert.id], contentType: 'expertise-tip' });
    expect(res.status).toBe(502);
  });

  it('image prompt in the chosen style', async () => {
    router.enqueue({ json: { prompt: 'A calm documentary photograph of morning light in a bedroom' } });
    const res = await send('POST', '/api/admin/generate-image-prompt', { content: ARTICLE, expert: expert.id, style: 'documentary', size: '1280x720' });
    expect(await res.json()).toEqual({ prompt: 'A calm documentary photograph of morning light in a bedroom' });
    await expectRefused(t, () => send('POST', '/api/admin/generate-image-prompt', { content: ARTICLE, style: 'professional' }), 400, /style: must be one of/);
  });
});
