import { z } from 'zod';
import type { CatalogueStatus } from './catalogue.ts';

/**
 * Text AI providers (spec section 9), written once. OpenRouter is the default. Which models each
 * offers is read from its catalogue (catalogue.ts); preferences live in model-facts.ts.
 */
export const TEXT_PROVIDERS = ['openrouter', 'openai'] as const;
export type TextProvider = (typeof TEXT_PROVIDERS)[number];
export const DEFAULT_TEXT_PROVIDER: TextProvider = 'openrouter';

export const TEXT_PROVIDER_LABELS: Record<TextProvider, string> = { openrouter: 'OpenRouter', openai: 'OpenAI' };

/** What an administrator sets to turn a provider on; the screens name it when nothing is configured. */
export const TEXT_PROVIDER_ENV: Record<TextProvider, { apiKey: string; baseUrl: string }> = {
  openrouter: { apiKey: 'OPENROUTER_API_KEY', baseUrl: 'OPENROUTER_BASE_URL' },
  openai: { apiKey: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL' },
};

/** The optional provider and model a request may name, as fields to add to a request's object schema. */
export const textModelChoiceFields = {
  provider: z.enum(TEXT_PROVIDERS, { error: `must be one of ${TEXT_PROVIDERS.join(', ')}` }).optional(),
  model: z.string().trim().max(200, { error: 'must be at most 200 characters long' }).optional(),
};

/** Model ids are provider-spelled ('anthropic/claude-sonnet-5.5', 'gpt-6.1-sol'); which ones exist is the catalogue's answer, checked by the service. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:/@+-]*$/;

export function checkModelChoice(value: { provider?: TextProvider | undefined; model?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.model && !MODEL_ID.test(value.model)) ctx.addIssue({ code: 'custom', path: ['model'], message: 'is not a model id' });
}

export const textModelChoiceSchema = z.object(textModelChoiceFields).superRefine(checkModelChoice);

export type TextModelChoice = z.output<typeof textModelChoiceSchema>;

/** One model as a picker offers it: its name, prices (null: unknown), context and shutdown date. */
export interface ModelOffer {
  id: string;
  name: string;
  pricing: {
    inputPerMTokUsd: number | null;
    outputPerMTokUsd: number | null;
    perImageUsd: number | null;
    /** 'catalogue': the provider's own list; 'table': the dated fallback in domain/ai/model-facts.ts; null: unknown. */
    source: 'catalogue' | 'table' | null;
  };
  contextLength: number | null;
  shutdownDate: string | null;
  /** Set when the model shuts down within SHUTDOWN_WARNING_DAYS (60): what to say next to it. */
  warning: string | null;
}

/** A default (or configured) model that is going or gone, and what the catalogue offers instead. */
export interface ModelWarning {
  provider: string;
  kind: 'text' | 'image';
  model: string;
  problem: 'shutdown-soon' | 'gone';
  shutdownDate: string | null;
  replacement: string | null;
  message: string;
}

/** What GET /api/admin/ai/providers answers: every text provider, whether it is configured, the models its catalogue offers. */
export interface TextProviderInfo {
  id: TextProvider;
  label: string;
  configured: boolean;
  /** Ids of the structured-output models the catalogue offers, the default first. */
  models: string[];
  /** The same models with names, prices and shutdown dates. */
  modelDetails: ModelOffer[];
  defaultModel: string | null;
  envVar: string;
  catalogue: CatalogueStatus | null;
}

export interface AiProvidersReply {
  providers: TextProviderInfo[];
  /** The provider used when a request names none: AI_TEXT_MODEL's, else OpenRouter when configured, else the first configured one. */
  defaultProvider: TextProvider | null;
  /** The site's month (AI_MONTHLY_BUDGET_USD). */
  budget: AiBudget;
  /** The signed-in person's own month: their own budget or their role's (issue 35); null when neither is set. */
  ownBudget: AiBudget | null;
  /** Defaults (text and image) shutting down within SHUTDOWN_WARNING_DAYS (60) or gone from their catalogue. */
  warnings: ModelWarning[];
}

export interface AiBudget {
  monthlyUsd: number | null;
  /** Recorded cost of this month's runs (unknown costs counted at the ceiling price). */
  spentUsd: number;
  /** Held for runs still going (their estimated maximum, not yet settled). */
  reservedUsd: number;
  /** What is left of the budget (never below 0); null without a budget. */
  leftUsd: number | null;
  /** True when no run can start until the budget resets (or is raised): the screen disables its start buttons. */
  exhausted: boolean;
  /** When this month's spending stops counting: the start of next month, ISO in UTC. */
  resetsAt: string;
}
