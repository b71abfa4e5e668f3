import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { daysUntil } from '../domain/ai/catalogue.ts';
import { dayFromNow } from './helpers/catalogue-fixtures.ts';
import { addImageRoutes, imageEnv } from './helpers/image-providers.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';

/**
 * `npm run ai:check` against the loopback providers: the script as an operator runs it (a child
 * process with the environment), its lines and its exit code.
 */

const ROOT = resolve(import.meta.dirname, '..');
const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.000321 });
const openai = await startOpenAiServer();
const images = await addImageRoutes(openai);
afterAll(router.close);
afterAll(openai.close);

beforeEach(() => {
  router.reset();
  openai.reset();
  images.reset();
  router.respond(() => ({ json: { ok: true }, usage: { prompt_tokens: 40, completion_tokens: 5 } }));
  openai.respond(() => ({ json: { ok: true }, usage: { prompt_tokens: 40, completion_tokens: 5 } }));
});

/** Runs the check with exactly this environment (plus PATH), answering its exit code and lines. */
function aiCheck(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/ai-check.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, lines: output.split('\n').filter(Boolean) }));
  });
}

const everything = () => ({ ...aiEnv(router), ...imageEnv(openai) });

describe('npm run ai:check', () => {
  it('passes with every key accepted, the defaults listed, a structured call per text provider and the image models', async () => {
    const { code, lines } = await aiCheck(everything());
    expect(lines).toEqual([
      'ok   OpenRouter: key accepted',
      'ok   OpenRouter: catalogue lists 8 models (7 text with structured output, 0 image)',
      'ok   OpenAI: key accepted',
      'ok   OpenAI: catalogue lists 11 models (5 text with structured output, 3 image)',
      'ok   Replicate: key accepted',
      'ok   Replicate: catalogue lists 2 models (0 text with structured output, 2 image)',
      'ok   Stability AI: key accepted',
      'ok   Stability AI: catalogue lists 2 models (0 text with structured output, 2 image)',
      'ok   OpenRouter: default text model anthropic/claude-sonnet-5.5 is listed',
      expect.stringMatching(/^ok {3}OpenRouter: structured call to anthropic\/claude-sonnet-5\.5 answered in \d+ ms, cost \$0\.000321$/),
      'ok   OpenAI: default text model gpt-6.1-sol is listed',
      // 40 input tokens at $2 and 5 output tokens at $10 per million (the dated fallback price: OpenAI's list has none).
      expect.stringMatching(/^ok {3}OpenAI: structured call to gpt-6\.1-sol answered in \d+ ms, cost \$0\.000130$/),
      'ok   OpenAI: image models: gpt-image-2.6-sunburst (default), gpt-image-2.6-flare, gpt-image-1.5',
      'ok   OpenAI: default image model gpt-image-2.6-sunburst is listed',
      'ok   Replicate: image models: flux-dev (default), sdxl',
      'ok   Replicate: default image model flux-dev is listed',
      'ok   Stability AI: image models: sd3.5-large (default), core',
      'ok   Stability AI: default image model sd3.5-large is listed',
      'All checks passed.',
    ]);
    expect(code).toBe(0);
    // No image is made without --image.
    expect(images.requests('/images/generations')).toHaveLength(0);
    expect(router.chatRequests()[0]?.body).toMatchObject({ model: 'anthropic/claude-sonnet-5.5', max_tokens: 1000, response_format: { type: 'json_schema' } });
  });

  it('makes one image with --image', async () => {
    const { code, lines } = await aiCheck({ ...aiEnv(router), OPENAI_API_KEY: 'test-openai-key', OPENAI_BASE_URL: openai.baseUrl }, ['--image']);
    expect(code).toBe(0);
    expect(lines).toContain('ok   OpenAI: made an image with gpt-image-2.6-sunburst, cost $0.0319');
    expect(images.requests('/images/generations')).toHaveLength(1);
  });

  it('fails (exit 1) on a rejected key, naming the provider', async () => {
    const { code, lines } = await aiCheck({ ...everything(), OPENAI_API_KEY: 'sk-wrong' });
    expect(lines).toContain('FAIL OpenAI: key check failed: the provider refused the key (status 401)');
    expect(lines.at(-1)).toBe('1 problem(s) found.');
    expect(code).toBe(1);
    expect(openai.chatRequests()).toHaveLength(0);
  });

  it('fails (exit 1) when the configured default model is not in the catalogue', async () => {
    const { code, lines } = await aiCheck({ ...everything(), AI_TEXT_MODEL: 'openrouter/anthropic/claude-opus-4' });
    expect(lines).toContain(
      "FAIL OpenRouter: AI_TEXT_MODEL names anthropic/claude-opus-4, which OpenRouter's catalogue no longer lists; anthropic/claude-sonnet-5.5 is used instead.",
    );
    expect(code).toBe(1);
  });

  it('warns (exit 2) when a default model shuts down within 60 days, naming the replacement', async () => {
    const { code, lines } = await aiCheck({ ...everything(), AI_IMAGE_MODEL: 'openai/gpt-image-1.5' });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^WARN OpenAI: gpt-image-1\.5 \(OpenAI, a default\) shuts down on \d{4}-\d{2}-\d{2}; the replacement OpenAI offers is gpt-image-2\.6-sunburst\. \(in [56] days\)$/,
      ),
    );
    expect(lines.at(-1)).toBe('1 warning(s); nothing fails today.');
    expect(code).toBe(2);
  });

  it('warns (exit 2) 60 days ahead: GPT-4o, going on 2027-01-14, is flagged from mid-November', async () => {
    const { code, lines } = await aiCheck({ ...aiEnv(openai, 'openai'), AI_TEXT_MODEL: 'openai/gpt-4o' });
    expect(lines).toContainEqual(
      `WARN OpenAI: gpt-4o (OpenAI, a default) shuts down on ${dayFromNow(47)}; the replacement OpenAI offers is gpt-6.1-sol. (in ${daysUntil(dayFromNow(47), new Date())} days)`,
    );
    expect(lines.at(-1)).toBe('1 warning(s); nothing fails today.');
    expect(code).toBe(2);
  });

  it('says which variable to set when nothing is configured', async () => {
    const { code, lines } = await aiCheck({});
    expect(lines).toEqual([
      '--   OpenRouter: not configured (set OPENROUTER_API_KEY)',
      '--   OpenAI: not configured (set OPENAI_API_KEY)',
      '--   Replicate: not configured (set REPLICATE_API_TOKEN)',
      '--   Stability AI: not configured (set STABILITY_API_KEY)',
      'FAIL text AI: no provider configured (set OPENROUTER_API_KEY or OPENAI_API_KEY)',
      '1 problem(s) found.',
    ]);
    expect(code).toBe(1);
  });
});
