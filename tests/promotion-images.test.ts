import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import { aiRuns, libraryContent, libraryImages, libraryProjects, storedImages } from '../db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { addImageRoutes, imageEnv } from './helpers/image-providers.ts';
import { startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The wizard's image step against one loopback server speaking OpenAI images, Replicate
 * predictions and Stability stable-image: sizes, permanent copies, ledger costs and failures.
 */

const server = await startOpenAiServer();
const images = await addImageRoutes(server);
afterAll(server.close);

// The default timeouts: a loaded machine never turns an answered call into a timeout here (the timeout case has an app of its own).
const t = await createTestApp({ ...imageEnv(server), ALLOW_PRIVATE_IMAGE_URLS: 'true' });
const admin = await signUpAdmin(t);
const user = await signUp(t);
const expert = await makeExpert(t.db, { name: 'Ada Longevity' });
const [content] = await t.db
  .insert(libraryContent)
  .values({ projectId: null, expertId: expert.id, contentType: 'research_insight', content: '# Sleep and ageing\n\nText.' })
  .returning();
const contentId = content!.id;
const PROMPT = 'A calm documentary photograph of a sunrise over a quiet bedroom, soft natural light';

function generate(body: Record<string, unknown>, cookie: string | undefined = admin.cookie) {
  return t.request('POST', '/api/admin/generate-images', { cookie, body: { contents: [{ id: contentId }], customPrompt: PROMPT, ...body } });
}

const libraryRows = () => Promise.all([t.db.select().from(libraryContent), t.db.select().from(libraryImages)]);

async function storedFile(url: string) {
  const key = t.deps.storage.keyFor(url);
  expect(key).toBeTruthy();
  const file = (await t.deps.storage.list()).find((entry) => entry.key === key);
  expect(file).toBeTruthy();
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  return readFile(join(t.dir, 'uploads', 'images', key!));
}

/** A provider failure: the status and message, no stored image, file or library image, and the run recorded as failed. */
async function expectProviderFailure(send: () => Response | Promise<Response>, status: number, message: RegExp) {
  const [imagesBefore, filesBefore, libraryBefore] = [
    await t.db.select().from(storedImages),
    await t.deps.storage.list(),
    await t.db.select().from(libraryImages),
  ];
  const res = await send();
  expect(res.status).toBe(status);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  expect(await t.db.select().from(storedImages)).toEqual(imagesBefore);
  expect(await t.db.select().from(libraryImages)).toEqual(libraryBefore);
  expect(await t.deps.storage.list()).toEqual(filesBefore);
  expect((await t.db.select().from(aiRuns)).at(-1)).toMatchObject({ kind: 'images', status: 'failed', error: expect.stringMatching(message) });
}

beforeEach(() => {
  images.reset();
  server.reset();
});

describe('generate-images', () => {
  it('OpenAI: the default model (the retired dall-e-3 stands for it) at 1280x720, cropped from 1536x1024 and stored permanently', async () => {
    const res = await generate({ provider: 'openai', model: 'dall-e-3' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: Array<{ imageUrl: string; model: string; size: string; storedImageId: number }>; costUsd: number };
    expect(body.images).toHaveLength(1);
    const [image] = body.images;
    expect(image).toMatchObject({ model: 'gpt-image-2.6-sunburst', size: '1280x720', contentId });
    expect(image!.imageUrl).toMatch(/^\/uploads\/images\//);
    const request = images.requests('/images/generations')[0];
    expect(request?.body).toMatchObject({ model: 'gpt-image-2.6-sunburst', size: '1536x1024', prompt: PROMPT });
    expect(request?.headers.authorization).toBe('Bearer test-openai-key');

    const meta = await sharp(await storedFile(image!.imageUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
    const [stored] = await t.db
      .select()
      .from(storedImages)
      .where((await import('drizzle-orm')).eq(storedImages.id, image!.storedImageId));
    expect(stored).toMatchObject({ sourceType: 'content_promotion', sourceId: String(contentId), originalUrl: null, provider: 'openai', size: '1280x720' });
    expect(stored!.expiresAt).not.toBeNull();

    const runs = await t.db.select().from(aiRuns);
    // Priced by its reported tokens: 50 input at $5 and 1056 image tokens at $30 per million.
    expect(runs.at(-1)).toMatchObject({
      kind: 'images',
      status: 'succeeded',
      provider: 'openai',
      model: 'gpt-image-2.6-sunburst',
      costUsd: expect.closeTo(0.03193, 10),
      costUnknown: false,
      providerCalls: 1,
    });
    expect(body.costUsd).toBeCloseTo(0.03193, 10);
  });

  it("saves each image in the library, attached to its content, in the content's project or the default one", async () => {
    const [project] = await t.db.insert(libraryProjects).values({ name: 'Autumn campaign' }).returning();
    const [second] = await t.db
      .insert(libraryContent)
      .values({ projectId: project!.id, expertId: expert.id, contentType: 'research_insight', content: '# Fasting\n\nText.' })
      .returning();
    const res = await generate({ provider: 'stability', model: 'core', contents: [{ id: contentId }, { id: second!.id }] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      images: Array<{ id: number; contentId: number; projectId: number; imageIndex: number; imageUrl: string; storedImageId: number }>;
    };
    expect(body.images.map((image) => [image.contentId, image.projectId, image.imageIndex])).toEqual([
      [contentId, 1, 0],
      [second!.id, project!.id, 1],
    ]);
    const rows = await t.db
      .select()
      .from(libraryImages)
      .where(
        inArray(
          libraryImages.id,
          body.images.map((image) => image.id),
        ),
      );
    expect(rows.map((row) => [row.id, row.contentId, row.projectId, row.imageUrl, row.imagePrompt, row.provider, row.model, row.size])).toEqual(
      body.images.map((image) => [image.id, image.contentId, image.projectId, image.imageUrl, PROMPT, 'stability', 'core', '1280x720']),
    );
    const stored = await t.db
      .select()
      .from(storedImages)
      .where(
        inArray(
          storedImages.id,
          body.images.map((image) => image.storedImageId),
        ),
      );
    expect(stored.map((row) => row.storedUrl).sort()).toEqual(body.images.map((image) => image.imageUrl).sort());
  });

  it('Replicate flux-dev: waits, polls urls.get until succeeded, copies the output file and never stores its URL', async () => {
    images.script.fluxPolls = 2;
    const res = await generate({ provider: 'replicate', size: '1080x1080' });
    expect(res.status).toBe(200);
    const {
      images: [image],
    } = (await res.json()) as { images: Array<{ imageUrl: string; storedImageId: number; size: string }> };
    const create = images.requests('/flux-dev/predictions')[0];
    expect(create?.headers.prefer).toBe('wait');
    expect(create?.body).toMatchObject({ input: { aspect_ratio: '1:1', prompt: PROMPT } });
    expect(images.requests('GET /v1/predictions/').length).toBeGreaterThanOrEqual(2);
    expect(image!.imageUrl).not.toContain(server.url);
    const rows = await t.db.select().from(storedImages);
    const stored = rows.find((row) => row.id === image!.storedImageId);
    expect(stored?.originalUrl).toBe(`${server.url}/files/flux.png`);
    expect(stored?.storedUrl).toBe(image!.imageUrl);
    const meta = await sharp(await storedFile(image!.imageUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1080]);
  });

  it('Replicate sdxl: a failed prediction answers 502 naming the provider, stores nothing and records the failed run', async () => {
    images.script.sdxl = 'fail';
    await expectProviderFailure(() => generate({ provider: 'replicate', model: 'sdxl' }), 502, /Replicate.*NSFW content detected/);
  });

  it('Stability sd3.5-large (the retired sd3-large stands for it): multipart request, PNG bytes back, 1584x396 header made from 21:9', async () => {
    const res = await generate({ provider: 'stability', model: 'sd3-large', size: '1584x396' });
    expect(res.status).toBe(200);
    const {
      images: [image],
    } = (await res.json()) as { images: Array<{ imageUrl: string }> };
    const request = images.requests('/generate/sd3')[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.headers.accept).toBe('image/*');
    const meta = await sharp(await storedFile(image!.imageUrl)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1584, 396, 'png']);
  });

  it('provider errors answer 502 with the provider named, timeouts 504, missing keys 503', async () => {
    images.script.openai = 400;
    await expectProviderFailure(() => generate({ provider: 'openai' }), 502, /OpenAI.*status 400.*safety system/);
    images.script.stability = 'filtered';
    await expectProviderFailure(() => generate({ provider: 'stability', model: 'core' }), 502, /Stability AI.*filtered/);
    images.script.stability = 'ok';

    // A short timeout on an app of its own; the provider answers far later, so the timeout always wins.
    const impatient = await createTestApp({ ...imageEnv(server), ALLOW_PRIVATE_IMAGE_URLS: 'true', AI_IMAGE_TIMEOUT_MS: '1500' });
    const impatientAdmin = await signUpAdmin(impatient);
    const impatientExpert = await makeExpert(impatient.db);
    const [impatientContent] = await impatient.db
      .insert(libraryContent)
      .values({ expertId: impatientExpert.id, contentType: 'research_insight', content: 'x' })
      .returning();
    images.script.delayMs = 10_000;
    const late = await impatient.request('POST', '/api/admin/generate-images', {
      cookie: impatientAdmin.cookie,
      body: { contents: [{ id: impatientContent!.id }], customPrompt: PROMPT, provider: 'stability', model: 'core' },
    });
    expect(late.status).toBe(504);
    expect(((await late.json()) as { message: string }).message).toMatch(/Stability AI.*did not answer within 2 seconds/);
    expect(await impatient.db.select().from(storedImages)).toEqual([]);
    expect((await impatient.db.select().from(aiRuns)).at(-1)).toMatchObject({ kind: 'images', status: 'failed' });
    images.script.delayMs = 0;

    const bare = await createTestApp({});
    const bareAdmin = await signUpAdmin(bare);
    const bareExpert = await makeExpert(bare.db);
    const [bareContent] = await bare.db.insert(libraryContent).values({ expertId: bareExpert.id, contentType: 'research_insight', content: 'x' }).returning();
    const res = await bare.request('POST', '/api/admin/generate-images', {
      cookie: bareAdmin.cookie,
      body: { contents: [{ id: bareContent!.id }], customPrompt: PROMPT, provider: 'replicate' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Image provider Replicate is not configured: set REPLICATE_API_TOKEN' });
  });

  it('refuses bad requests with the wizard messages and changes nothing', async () => {
    const also = libraryRows;
    await expectRefused(
      t,
      () => generate({ customPrompt: '  ' }),
      400,
      'customPrompt: Please generate an AI prompt or write your own before creating images.',
      also,
    );
    await expectRefused(t, () => generate({ contents: [] }), 400, 'contents: Please save some content from Step 2 before generating images.', also);
    await expectRefused(t, () => generate({ size: '640x480' }), 400, /size: must be one of/, also);
    await expectRefused(
      t,
      () => generate({ provider: 'stability', model: 'flux-dev' }),
      400,
      "model: Stability AI does not offer 'flux-dev'; available: core, sd3.5-large",
      also,
    );
    await expectRefused(t, () => generate({ provider: 'midjourney' }), 400, /provider: must be one of/, also);
    await expectRefused(t, () => generate({ contents: [{ id: 999_999 }] }), 404, 'Content not found', also);
    await expectAdminOnly(
      t,
      (cookie) => t.request('POST', '/api/admin/generate-images', { cookie, body: { contents: [{ id: contentId }], customPrompt: PROMPT } }),
      user.cookie,
      also,
    );
  });

  it('lists the image providers with their models, sizes and styles', async () => {
    const res = await t.request('GET', '/api/admin/ai/image-providers', { cookie: admin.cookie });
    const body = (await res.json()) as { providers: Array<{ id: string; models: string[]; configured: boolean }>; defaultSize: string; defaultStyle: string };
    expect(body.providers.map((provider) => [provider.id, provider.models[0], provider.configured])).toEqual([
      ['openai', 'gpt-image-2.6-sunburst', true],
      ['replicate', 'flux-dev', true],
      ['stability', 'sd3.5-large', true],
    ]);
    expect(body).toMatchObject({ defaultSize: '1280x720', defaultStyle: 'documentary' });
  });
});
