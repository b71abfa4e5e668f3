import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openAiModels, openRouterKeyInfo, openRouterModels } from './catalogue-fixtures.ts';

/** One chat-completions request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string's parameters (OpenRouter's model list pages by offset and limit). */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  /** OpenRouter's cost in USD (null: left out, as when a provider does not report it); the OpenAI flavour leaves it out. */
  cost?: number | null;
}

/**
 * A scripted answer. `json` answers that object as the message content; `content` answers raw
 * text; `refusal` a refusal message; `status` an HTTP error with an OpenAI-shaped error body;
 * `delayMs` waits first (a timeout test sets it longer than the client's timeout).
 */
export type Reply =
  | { json: unknown; usage?: Partial<Usage>; delayMs?: number }
  | { content: string; usage?: Partial<Usage>; delayMs?: number }
  | { refusal: string; delayMs?: number }
  | { status: number; message?: string; delayMs?: number };

export type Responder = (request: ReceivedRequest) => Reply | Promise<Reply>;

/** An extra route (the image helpers add theirs): answers for a method and path of its own. */
export type ExtraRoute = (request: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

/** 'METHOD /path': the method must be equal and the request path end with /path; a pattern ending in '/' matches every path under it. */
function routeMatches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  return patternPath.endsWith('/') ? path.includes(patternPath) : path.endsWith(patternPath);
}

const DEFAULT_USAGE = { prompt_tokens: 1200, completion_tokens: 300 };

function parseBody(chunks: Buffer[]): Record<string, unknown> {
  try {
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The JSON schema name a request asked for (response_format.json_schema.name). */
export function schemaNameOf(request: ReceivedRequest): string | undefined {
  const format = request.body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name;
}

/** The text of the request's last user message. */
export function lastUserMessage(request: ReceivedRequest): string {
  const messages = (request.body.messages ?? []) as { role: string; content: string }[];
  return [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
}

/** The key each flavour accepts (aiEnv configures it); any other key gets 401 on the catalogue and key calls. */
export const TEST_KEYS = { openrouter: 'test-openrouter-key', openai: 'test-openai-key' } as const;

/** The model list a server answers, as a test sets it. */
interface CatalogueState {
  models: Array<{ id: string } & Record<string, unknown>>;
  status: number;
  /** OpenRouter: models per page when the request names no limit (undefined: the whole list, as OpenRouter answers a request without offset and limit). */
  pageSize: number | undefined;
  /** OpenRouter: a `links.next` to answer instead of the real next page on every page but the last (a link to another host, or back to a page). */
  nextLink: string | undefined;
  /** How long each model-list answer waits first. */
  delayMs: number;
}

/**
 * One page of OpenRouter's list (`{ data, links: { next }, total_count }`): `offset` and `limit`
 * as the request gives them, else the first `pageSize` models; `next` is a root-relative path as
 * OpenRouter writes it ('/api/v1/models?offset=500&limit=500'), null on the last page.
 */
function openRouterPage(catalogue: CatalogueState, request: ReceivedRequest) {
  const offset = Math.max(0, Number(request.query.get('offset') ?? 0) || 0);
  const limit = Number(request.query.get('limit') ?? catalogue.pageSize ?? catalogue.models.length) || catalogue.models.length;
  const end = offset + limit;
  const more = end < catalogue.models.length;
  const next = more ? (catalogue.nextLink ?? `${request.path}?offset=${end}&limit=${limit}`) : null;
  return { data: catalogue.models.slice(offset, end), links: { next }, total_count: catalogue.models.length };
}

/**
 * A loopback server speaking the OpenAI chat-completions protocol (POST …/chat/completions), as
 * OpenAI or, with `openrouter: true`, as OpenRouter (its usage carries `cost`). Replies come from
 * the queue (`enqueue`) first, then from the responder (`respond`), else a 500. It also serves the
 * flavour's model list (GET …/models: OpenRouter's or OpenAI's shape, see catalogue-fixtures.ts;
 * `catalogue.models` can be changed, `catalogue.status` makes it fail; as OpenRouter,
 * `catalogue.pageSize` pages it, see openRouterPage) and OpenRouter's
 * GET …/key. Every request is recorded in `requests`. The base URL to configure is `baseUrl`. It
 * imports nothing from vitest, so benchmarks run it too: tests close it with `afterAll(server.close)`.
 */
export async function startOpenAiServer(options: { openrouter?: boolean; costPerCall?: number } = {}) {
  const requests: ReceivedRequest[] = [];
  const flavour = options.openrouter ? 'openrouter' : 'openai';
  const fresh = () => (options.openrouter ? openRouterModels() : openAiModels()) as Array<{ id: string } & Record<string, unknown>>;
  const catalogue: CatalogueState = { models: fresh(), status: 200, pageSize: undefined, nextLink: undefined, delayMs: 0 };
  const queue: Reply[] = [];
  const extraRoutes = new Map<string, ExtraRoute>();
  let responder: Responder | undefined;
  let defaultDelayMs = 0;

  async function answerChat(request: ReceivedRequest, res: ServerResponse) {
    const reply = queue.shift() ?? (responder ? await responder(request) : { status: 500, message: 'No reply scripted' });
    const delay = reply.delayMs ?? defaultDelayMs;
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    if (res.destroyed) return;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify({ error: { message: reply.message ?? 'Provider error', type: 'server_error', code: reply.status } }));
    }
    const usage = { ...DEFAULT_USAGE, ...('usage' in reply ? reply.usage : {}) };
    if (options.openrouter && usage.cost === undefined) usage.cost = options.costPerCall ?? 0.0042;
    if (!options.openrouter || usage.cost === null) delete usage.cost;
    const message =
      'refusal' in reply
        ? { role: 'assistant', content: null, refusal: reply.refusal }
        : { role: 'assistant', content: 'json' in reply ? JSON.stringify(reply.json) : reply.content, refusal: null };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  }

  /** GET …/models and (OpenRouter) GET …/key: the key must be the flavour's test key. */
  function answerCatalogue(request: ReceivedRequest, res: ServerResponse): boolean {
    const isModels = request.method === 'GET' && request.path.endsWith('/models');
    const isKey = options.openrouter && request.method === 'GET' && request.path.endsWith('/key');
    if (!isModels && !isKey) return false;
    res.setHeader('Content-Type', 'application/json');
    const keyed = request.headers.authorization === `Bearer ${TEST_KEYS[flavour]}`;
    // OpenRouter's model list is public; its key call and all of OpenAI's need the key.
    if (!keyed && (isKey || !options.openrouter)) {
      res.writeHead(401).end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
      return true;
    }
    if (catalogue.status !== 200) {
      res.writeHead(catalogue.status).end(JSON.stringify({ error: { message: 'Service unavailable', code: catalogue.status } }));
      return true;
    }
    const body = JSON.stringify(
      isKey ? openRouterKeyInfo() : options.openrouter ? openRouterPage(catalogue, request) : { object: 'list', data: catalogue.models },
    );
    setTimeout(() => void (res.destroyed || res.writeHead(200).end(body)), catalogue.delayMs);
    return true;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://localhost');
      const request: ReceivedRequest = { method: req.method ?? 'GET', path, query, headers: req.headers, body: parseBody(chunks) };
      requests.push(request);
      const extra = [...extraRoutes].find(([pattern]) => routeMatches(pattern, request.method, path))?.[1];
      if (!extra && answerCatalogue(request, res)) return;
      const handled = extra ? extra(request, res) : path.endsWith('/chat/completions') ? answerChat(request, res) : void res.writeHead(404).end();
      Promise.resolve(handled).catch(() => res.destroy());
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });

  return {
    url,
    /** The API base an SDK client is configured with. */
    baseUrl: `${url}/v1`,
    requests,
    /** Chat-completions requests only. */
    chatRequests: () => requests.filter((request) => request.path.endsWith('/chat/completions')),
    /** Model-list requests only. */
    catalogueRequests: () => requests.filter((request) => request.method === 'GET' && request.path.endsWith('/models')),
    /** The served model list (change it to make a model vanish or appear) and its status (e.g. 503 to make the list fail). */
    catalogue,
    enqueue: (...replies: Reply[]) => void queue.push(...replies),
    respond: (next: Responder | undefined) => void (responder = next),
    /** Delay every reply that has no delay of its own (benchmarks). */
    setDelay: (ms: number) => void (defaultDelayMs = ms),
    /** Adds a route 'METHOD /path' (e.g. 'POST /images/generations'), see routeMatches. */
    route: (methodAndPathSuffix: string, handler: ExtraRoute) => void extraRoutes.set(methodAndPathSuffix, handler),
    /** Forget the queue, the responder and the recorded requests. */
    reset() {
      queue.length = 0;
      requests.length = 0;
      responder = undefined;
      defaultDelayMs = 0;
      catalogue.models = fresh();
      catalogue.status = 200;
      catalogue.pageSize = undefined;
      catalogue.nextLink = undefined;
      catalogue.delayMs = 0;
    },
    close,
  };
}

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;

/** Environment that points the app's OpenRouter (or OpenAI) provider at this server. */
export function aiEnv(server: OpenAiServer, provider: 'openrouter' | 'openai' = 'openrouter'): Record<string, string> {
  return provider === 'openrouter'
    ? { OPENROUTER_API_KEY: TEST_KEYS.openrouter, OPENROUTER_BASE_URL: server.baseUrl }
    : { OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: server.baseUrl };
}
