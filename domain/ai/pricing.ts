import { z } from 'zod';

/**
 * Token prices with long-context tiers. Several current models bill a whole call at higher rates
 * once its prompt passes a threshold (OpenAI's GPT-6.1 above 272,000 input tokens, Claude Haiku
 * 5.5 above 100,000); OpenRouter reports these as `pricing.overrides` with `min_prompt_tokens`
 * ("applies when the total prompt tokens of a request are strictly greater than this threshold;
 * among applicable entries, later entries win per price key; absent keys inherit the base price").
 */

/** Rates (USD per million tokens) that replace the base rates for a call whose prompt is longer than `abovePromptTokens`; null keeps the base rate. */
export interface PriceTier {
  abovePromptTokens: number;
  inputPerMTokUsd: number | null;
  outputPerMTokUsd: number | null;
}

/** USD per million input and output tokens, with the long-context tiers in the provider's order (none: flat). */
export interface TokenPrice {
  inputPerMTokUsd: number;
  outputPerMTokUsd: number;
  tiers?: readonly PriceTier[] | undefined;
}

/** A model lists a handful of tiers at most; more is not a price list. */
export const MAX_PRICE_TIERS = 10;

const rate = z.number().finite().nonnegative().nullable().catch(null);

/** How stored tiers are read back: a malformed one is dropped, never a crash. */
export const priceTierSchema = z.object({ abovePromptTokens: z.number().int().nonnegative(), inputPerMTokUsd: rate, outputPerMTokUsd: rate });

/** The rates one call pays: the base, overridden key by key by every tier its prompt passes, later tiers winning. */
export function ratesFor(price: TokenPrice, promptTokens: number): { inputPerMTokUsd: number; outputPerMTokUsd: number } {
  let { inputPerMTokUsd, outputPerMTokUsd } = price;
  for (const tier of price.tiers ?? []) {
    if (promptTokens <= tier.abovePromptTokens) continue;
    inputPerMTokUsd = tier.inputPerMTokUsd ?? inputPerMTokUsd;
    outputPerMTokUsd = tier.outputPerMTokUsd ?? outputPerMTokUsd;
  }
  return { inputPerMTokUsd, outputPerMTokUsd };
}

/** What one call costs: its tokens at the rates its prompt length selects. */
export function tokenCost(inputTokens: number, outputTokens: number, price: TokenPrice): number {
  const rates = ratesFor(price, inputTokens);
  return (inputTokens * rates.inputPerMTokUsd + outputTokens * rates.outputPerMTokUsd) / 1_000_000;
}

/** The dearest input and output rate a price can reach (its base or any tier): what a ceiling is taken over. */
export function dearestRates(price: TokenPrice): { inputPerMTokUsd: number; outputPerMTokUsd: number } {
  const tiers = price.tiers ?? [];
  return {
    inputPerMTokUsd: Math.max(price.inputPerMTokUsd, ...tiers.map((tier) => tier.inputPerMTokUsd ?? 0)),
    outputPerMTokUsd: Math.max(price.outputPerMTokUsd, ...tiers.map((tier) => tier.outputPerMTokUsd ?? 0)),
  };
}
