import { describe, expect, it } from 'vitest';
import { catalogueAgeLabel, formatPriceUsd, modelOptionLabel, modelPriceLabel, modelWarningLine, refreshedSummary } from '../domain/ai/model-labels.ts';
import type { ModelOffer } from '../domain/ai/models.ts';

/** How the pickers, the dashboard and the shutdown guard word prices, ages and warnings. */

const unknown = { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, source: null };

describe('model prices', () => {
  it('says per million tokens in and out, per image, and never $0.00 for an unknown price', () => {
    expect(modelPriceLabel({ ...unknown, inputPerMTokUsd: 2, outputPerMTokUsd: 10, source: 'catalogue' }, 'text')).toBe(
      '$2.00 in / $10.00 out per million tokens',
    );
    expect(modelPriceLabel({ ...unknown, inputPerMTokUsd: 0.02, outputPerMTokUsd: 0.05, source: 'catalogue' }, 'text')).toBe(
      '$0.02 in / $0.05 out per million tokens',
    );
    expect(modelPriceLabel({ ...unknown, perImageUsd: 0.065, source: 'table' }, 'image')).toBe('$0.065 per image');
    // GPT Image models bill by the token: their token prices are what is known.
    expect(modelPriceLabel({ ...unknown, inputPerMTokUsd: 5, outputPerMTokUsd: 30, source: 'table' }, 'image')).toBe(
      '$5.00 in / $30.00 out per million tokens',
    );
    expect(modelPriceLabel(unknown, 'text')).toBe('price unknown');
    expect(modelPriceLabel(unknown, 'image')).toBe('price unknown');
    expect(modelPriceLabel({ ...unknown, inputPerMTokUsd: 0, outputPerMTokUsd: 0, source: 'catalogue' }, 'text')).toBe('free in / free out per million tokens');
    expect(formatPriceUsd(0.00002)).toBe('$0.00002');
    expect(formatPriceUsd(0.5)).toBe('$0.50');
  });

  it('labels an option with its name, id, price and a near shutdown', () => {
    const offer: ModelOffer = {
      id: 'anthropic/claude-sonnet-4.6',
      name: 'Anthropic: Claude Sonnet 4.6',
      pricing: { ...unknown, inputPerMTokUsd: 3, outputPerMTokUsd: 15, source: 'catalogue' },
      contextLength: 1_000_000,
      shutdownDate: '2026-12-07',
      warning: 'Shuts down on 2026-12-07',
    };
    expect(modelOptionLabel(offer, 'text')).toBe(
      'Anthropic: Claude Sonnet 4.6 (anthropic/claude-sonnet-4.6) · $3.00 in / $15.00 out per million tokens · shuts down 2026-12-07',
    );
    expect(modelOptionLabel({ ...offer, name: '', warning: null, pricing: unknown }, 'text')).toBe('anthropic/claude-sonnet-4.6 · price unknown');
  });
});

describe('catalogues and warnings', () => {
  it('words a catalogue age, a warning and a refresh', () => {
    expect(catalogueAgeLabel({ ageHours: 0 })).toBe('less than an hour old');
    expect(catalogueAgeLabel({ ageHours: 5 })).toBe('5 hours old');
    expect(catalogueAgeLabel({ ageHours: 75 })).toBe('3 days old');
    const warning = {
      provider: 'openrouter',
      kind: 'text' as const,
      model: 'anthropic/claude-sonnet-4.6',
      problem: 'shutdown-soon' as const,
      shutdownDate: '2026-12-07',
      replacement: 'anthropic/claude-sonnet-5',
      message: '',
    };
    expect(modelWarningLine(warning)).toBe('anthropic/claude-sonnet-4.6 (OpenRouter) shuts down on 2026-12-07. Replacement: anthropic/claude-sonnet-5.');
    expect(modelWarningLine({ ...warning, problem: 'gone', shutdownDate: null, replacement: null })).toBe(
      'anthropic/claude-sonnet-4.6 (OpenRouter) is no longer offered. No replacement is offered yet.',
    );
    expect(
      refreshedSummary([
        { label: 'OpenRouter', modelCount: 6, lastError: null },
        { label: 'OpenAI', modelCount: 3, lastError: 'HTTP 503' },
      ]),
    ).toBe('Model lists refreshed. OpenRouter: 6 models; OpenAI: failed (HTTP 503); kept 3 stored models.');
  });
});
