/**
 * Catalogue replies shaped like the providers' own (checked 2026-11-28 against their public API
 * references and SDK types): OpenRouter `GET /api/v1/models` (`data[]` with id, canonical_slug,
 * name, created, description, context_length, architecture, pricing as USD-per-token strings with
 * `overrides` for long-context rates, top_provider, per_request_limits, supported_parameters,
 * expiration_date; then `links.next` and `total_count`, see openai-server.ts) and
 * `GET /api/v1/key`; OpenAI `GET /v1/models` (`object: 'list'`, `data[]` with id, object, created,
 * owned_by and the optional shutdown_date); Replicate `GET /v1/models/{owner}/{name}` (owner,
 * name, latest_version…). The models are today's: Claude Sonnet 5.5 and Haiku 5.5 current, Sonnet 5
 * / 4.6 and Haiku 4.5 legacy; GPT-6.1 and GPT-Image-2.6 current, GPT-5 and GPT Image 1.5 going,
 * GPT-4o and 4o mini going on 2027-01-14 (47 days after 2026-11-28). Each list holds models
 * shutting down within SHUTDOWN_WARNING_DAYS, one without structured output, and the tests remove
 * one to make it vanish. Dates are relative to today so the fixtures never age.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` from now. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

const STRUCTURED = [
  'max_tokens',
  'temperature',
  'top_p',
  'stop',
  'tools',
  'tool_choice',
  'response_format',
  'structured_outputs',
  'reasoning',
  'include_reasoning',
];
const PLAIN = ['max_tokens', 'temperature', 'top_p', 'stop', 'frequency_penalty', 'presence_penalty', 'seed'];

interface OpenRouterModelSpec {
  id: string;
  name: string;
  prompt: string;
  completion: string;
  context: number;
  /** The release date its canonical slug carries (YYYYMMDD). */
  released?: string;
  /** Long-context rates: the whole call at these prices once its prompt passes `min_prompt_tokens`. */
  overrides?: Array<{ min_prompt_tokens: number; prompt?: string; completion?: string; input_cache_read?: string }>;
  parameters?: string[];
  outputs?: string[];
  expires?: string | null;
}

function openRouterModel(spec: OpenRouterModelSpec) {
  const outputs = spec.outputs ?? ['text'];
  return {
    id: spec.id,
    canonical_slug: `${spec.id}-${spec.released ?? '20260630'}`,
    hugging_face_id: '',
    name: spec.name,
    created: 1751241600,
    description: `${spec.name} (fixture).`,
    context_length: spec.context,
    architecture: {
      modality: `text+image->${outputs.join('+')}`,
      input_modalities: ['text', 'image'],
      output_modalities: outputs,
      tokenizer: 'Other',
      instruct_type: null,
    },
    pricing: {
      prompt: spec.prompt,
      completion: spec.completion,
      request: '0',
      image: '0',
      web_search: '0',
      internal_reasoning: '0',
      input_cache_read: '0',
      input_cache_write: '0',
      ...(spec.overrides ? { overrides: spec.overrides } : {}),
    },
    top_provider: { context_length: spec.context, max_completion_tokens: 64000, is_moderated: false },
    per_request_limits: null,
    supported_parameters: spec.parameters ?? STRUCTURED,
    default_parameters: {},
    expiration_date: spec.expires ?? null,
  };
}

/** The OpenRouter list the fake serves until a test changes it. */
export function openRouterModels() {
  return [
    openRouterModel({
      id: 'anthropic/claude-sonnet-5.5',
      name: 'Anthropic: Claude Sonnet 5.5',
      prompt: '0.000002',
      completion: '0.00001',
      context: 1_000_000,
      released: '20260928',
    }),
    openRouterModel({
      id: 'anthropic/claude-haiku-5.5',
      name: 'Anthropic: Claude Haiku 5.5',
      prompt: '0.0000001',
      completion: '0.0000005',
      context: 1_000_000,
      released: '20261007',
      overrides: [{ min_prompt_tokens: 100_000, prompt: '0.0000005', completion: '0.0000025' }],
    }),
    openRouterModel({ id: 'anthropic/claude-sonnet-5', name: 'Anthropic: Claude Sonnet 5', prompt: '0.000002', completion: '0.00001', context: 1_000_000 }),
    openRouterModel({
      id: 'anthropic/claude-haiku-4.5',
      name: 'Anthropic: Claude Haiku 4.5',
      prompt: '0.000001',
      completion: '0.000005',
      context: 200_000,
      released: '20251001',
    }),
    openRouterModel({
      id: 'anthropic/claude-sonnet-4.6',
      name: 'Anthropic: Claude Sonnet 4.6',
      prompt: '0.000003',
      completion: '0.000015',
      context: 1_000_000,
      released: '20260217',
      expires: dayFromNow(12),
    }),
    openRouterModel({
      id: 'openai/gpt-6.1-sol',
      name: 'OpenAI: GPT-6.1 Sol',
      prompt: '0.000002',
      completion: '0.00001',
      context: 1_050_000,
      released: '20260929',
      overrides: [{ min_prompt_tokens: 272_000, prompt: '0.000004', completion: '0.000015' }],
    }),
    openRouterModel({
      id: 'meta-llama/llama-3.1-8b-instruct',
      name: 'Meta: Llama 3.1 8B Instruct',
      prompt: '0.00000002',
      completion: '0.00000005',
      context: 131_072,
      parameters: PLAIN,
    }),
    openRouterModel({ id: 'openrouter/auto', name: 'Auto Router', prompt: '-1', completion: '-1', context: 2_000_000 }),
  ];
}

/** OpenRouter's GET /api/v1/key for an accepted key. */
export function openRouterKeyInfo() {
  return {
    data: {
      label: 'sk-or-v1-tes...key',
      limit: null,
      limit_remaining: null,
      limit_reset: null,
      include_byok_in_limit: false,
      usage: 1.25,
      usage_daily: 0.1,
      usage_weekly: 0.5,
      usage_monthly: 1.25,
      byok_usage: 0,
      is_free_tier: false,
      is_provisioning_key: false,
      rate_limit: { requests: -1, interval: '10s', note: 'This field is deprecated and safe to ignore.' },
      expires_at: null,
    },
  };
}

function openAiModel(id: string, shutdownDate: string | null = null) {
  return { id, object: 'model', created: 1759190400, owned_by: id.startsWith('gpt-') || id.startsWith('o') ? 'system' : 'openai', shutdown_date: shutdownDate };
}

/** The OpenAI list the fake serves until a test changes it. */
export function openAiModels() {
  return [
    openAiModel('gpt-6.1-sol'),
    openAiModel('gpt-6.1-terra'),
    openAiModel('gpt-5', dayFromNow(16)),
    openAiModel('gpt-4o', dayFromNow(47)),
    openAiModel('gpt-4o-mini', dayFromNow(47)),
    openAiModel('gpt-image-2.6-sunburst'),
    openAiModel('gpt-image-2.6-flare'),
    openAiModel('gpt-image-1.5', dayFromNow(6)),
    openAiModel('gpt-4o-realtime-preview'),
    openAiModel('whisper-1'),
    openAiModel('text-embedding-3-small'),
  ];
}

/** Replicate's GET /v1/models/{owner}/{name}. */
export function replicateModel(owner: string, name: string, versionId: string) {
  return {
    url: `https://replicate.com/${owner}/${name}`,
    owner,
    name,
    description: `${name} (fixture)`,
    visibility: 'public',
    github_url: null,
    paper_url: null,
    license_url: null,
    run_count: 1_000_000,
    cover_image_url: null,
    default_example: null,
    latest_version: {
      id: versionId,
      created_at: '2026-09-01T10:00:00.000000Z',
      cog_version: '0.16.8',
      openapi_schema: { openapi: '3.0.2', info: { title: 'Cog', version: '0.1.0' }, paths: {} },
    },
  };
}
