import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { replicateModel } from './catalogue-fixtures.ts';
import type { OpenAiServer } from './openai-server.ts';

/** The version Replicate's catalogue gives as SDXL's latest (predictions must run by it). */
export const SDXL_LATEST_VERSION = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** A real PNG of the given size, as the providers answer. */
export async function pngOf(width: number, height: number, colour = { r: 40, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export interface ImageScript {
  /** Next OpenAI images answer: 'ok' (base64 PNG 1536x1024), or an HTTP error status. */
  openai: 'ok' | number;
  /** flux-dev: succeeds after this many polls (0: at once, within Prefer: wait). */
  fluxPolls: number;
  /** sdxl: 'ok' or 'fail' (a failed prediction). */
  sdxl: 'ok' | 'fail';
  /** Stability: 'ok' (PNG bytes), 'filtered' or an HTTP error status. */
  stability: 'ok' | 'filtered' | number;
  /** A delay before every image answer (timeout tests). */
  delayMs: number;
}

/**
 * Adds the image protocols to the loopback OpenAI server, so one server speaks them all:
 * OpenAI `POST /v1/images/generations` (base64 PNG) and its model list (the server's own), Replicate
 * predictions (create with `Prefer: wait`, poll `urls.get`, output file URLs on this server), its
 * models (`GET /v1/models/{owner}/{name}`, one of which `replicateGone` makes vanish) and account,
 * and Stability's v2beta stable-image endpoints (multipart in, PNG bytes out) and balance. Base
 * URLs: OpenAI `server.baseUrl`, Replicate and Stability `server.url`.
 */
export async function addImageRoutes(server: OpenAiServer) {
  const script: ImageScript = { openai: 'ok', fluxPolls: 0, sdxl: 'ok', stability: 'ok', delayMs: 0 };
  const predictions = new Map<string, { pollsLeft: number; outcome: 'ok' | 'fail'; file: string }>();
  const files = new Map<string, Buffer>([
    ['flux.png', await pngOf(1344, 768, { r: 200, g: 90, b: 30 })],
    ['sdxl.png', await pngOf(1344, 768, { r: 30, g: 160, b: 90 })],
  ]);
  const openaiPng = await pngOf(1536, 1024);
  const stabilityPng = await pngOf(1344, 768, { r: 120, g: 40, b: 160 });
  const wait = () => new Promise((done) => setTimeout(done, script.delayMs));
  let counter = 0;

  function predictionBody(id: string) {
    const prediction = predictions.get(id);
    if (!prediction) return undefined;
    const base = { id, urls: { get: `${server.url}/v1/predictions/${id}` } };
    if (prediction.pollsLeft > 0) return { ...base, status: 'processing', output: null, error: null };
    if (prediction.outcome === 'fail') return { ...base, status: 'failed', output: null, error: 'NSFW content detected' };
    return { ...base, status: 'succeeded', output: [`${server.url}/files/${prediction.file}`], error: null };
  }

  server.route('POST /images/generations', async (_request, res) => {
    await wait();
    if (script.openai !== 'ok')
      return sendJson(res, script.openai, { error: { message: 'Your request was rejected by the safety system', type: 'invalid_request_error' } });
    sendJson(res, 200, { created: 1, data: [{ b64_json: openaiPng.toString('base64') }], usage: { input_tokens: 50, output_tokens: 1056 } });
  });
  function create(outcome: 'ok' | 'fail', polls: number, file: string) {
    return async (request: { headers: Record<string, unknown> }, res: ServerResponse) => {
      await wait();
      if (request.headers.authorization !== 'Bearer test-replicate-token') return sendJson(res, 401, { detail: 'Unauthenticated' });
      const id = `p${++counter}`;
      predictions.set(id, { pollsLeft: polls, outcome, file });
      sendJson(res, 201, predictionBody(id));
    };
  }
  const replicateGone = new Set<string>();
  const replicateAuth = (request: { headers: Record<string, unknown> }, res: ServerResponse) => {
    if (request.headers.authorization === 'Bearer test-replicate-token') return true;
    sendJson(res, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
    return false;
  };
  for (const [owner, name, version] of [
    ['black-forest-labs', 'flux-dev', 'f1f2f3f4f5f6f7f8f9f0f1f2f3f4f5f6f7f8f9f0f1f2f3f4f5f6f7f8f9f0f1f2'],
    ['stability-ai', 'sdxl', SDXL_LATEST_VERSION],
  ] as const) {
    server.route(`GET /v1/models/${owner}/${name}`, (request, res) => {
      if (!replicateAuth(request, res)) return;
      if (replicateGone.has(name)) return sendJson(res, 404, { title: 'Not found', detail: 'Not found.', status: 404 });
      sendJson(res, 200, replicateModel(owner, name, version));
    });
  }
  server.route('GET /v1/account', (request, res) => {
    if (replicateAuth(request, res)) sendJson(res, 200, { type: 'organization', username: 'longevity-test', name: 'Longevity Test', github_url: null });
  });
  server.route('GET /v1/user/balance', (request, res) =>
    request.headers.authorization === 'Bearer test-stability-key'
      ? sendJson(res, 200, { credits: 120.5 })
      : sendJson(res, 401, { name: 'unauthorized', errors: ['Invalid API key'] }),
  );
  server.route('POST /v1/models/black-forest-labs/flux-dev/predictions', (request, res) => create('ok', script.fluxPolls, 'flux.png')(request, res));
  server.route('POST /v1/predictions', (request, res) => create(script.sdxl === 'ok' ? 'ok' : 'fail', 0, 'sdxl.png')(request, res));
  server.route('GET /v1/predictions/', (request, res) => {
    const id = request.path.split('/').at(-1) ?? '';
    const prediction = predictions.get(id);
    if (prediction && prediction.pollsLeft > 0) prediction.pollsLeft -= 1;
    const body = predictionBody(id);
    return body ? sendJson(res, 200, body) : sendJson(res, 404, { detail: 'Not found' });
  });
  server.route('GET /files/', (request, res) => {
    const file = files.get(request.path.split('/').at(-1) ?? '');
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(file);
  });
  const stability = async (_request: unknown, res: ServerResponse) => {
    await wait();
    if (typeof script.stability === 'number') return sendJson(res, script.stability, { name: 'bad_request', errors: ['aspect_ratio: invalid'] });
    res.writeHead(200, { 'Content-Type': 'image/png', 'finish-reason': script.stability === 'filtered' ? 'CONTENT_FILTERED' : 'SUCCESS' });
    res.end(stabilityPng);
  };
  server.route('POST /v2beta/stable-image/generate/sd3', stability);
  server.route('POST /v2beta/stable-image/generate/core', stability);

  return {
    script,
    /** Replicate model names ('flux-dev', 'sdxl') whose model page answers 404. */
    replicateGone,
    reset() {
      replicateGone.clear();
      Object.assign(script, { openai: 'ok', fluxPolls: 0, sdxl: 'ok', stability: 'ok', delayMs: 0 } satisfies ImageScript);
    },
    requests: (suffix: string) => server.requests.filter((request) => `${request.method} ${request.path}`.includes(suffix)),
  };
}

/** Environment that points all three image providers (and OpenAI text) at the server. */
export function imageEnv(server: OpenAiServer): Record<string, string> {
  return {
    OPENAI_API_KEY: 'test-openai-key',
    OPENAI_BASE_URL: server.baseUrl,
    REPLICATE_API_TOKEN: 'test-replicate-token',
    REPLICATE_BASE_URL: server.url,
    STABILITY_API_KEY: 'test-stability-key',
    STABILITY_BASE_URL: server.url,
  };
}
