import { createCommons } from './commons.ts';
import { createJsonGetter } from './http.ts';
import { createOpenAlex } from './openalex.ts';
import { createWikidata } from './wikidata.ts';
import { createWikipedia } from './wikipedia.ts';

export interface ResearchSettings {
  wikipediaBaseUrl: string;
  wikidataBaseUrl: string;
  openAlexBaseUrl: string;
  openAlexApiKey?: string | undefined;
  commonsBaseUrl: string;
}

/** How long one research call may take before its source is skipped. */
const SOURCE_TIMEOUT_MS = 10_000;

/** The public research sources; each method is exactly one HTTP request, so the ledger can count them. */
export function createResearchSources(settings: ResearchSettings, siteUrl: string) {
  const getJson = createJsonGetter({
    userAgent: `LongevityExpertsDirectory/1.0 (expert research for a curated directory; ${siteUrl})`,
    timeoutMs: SOURCE_TIMEOUT_MS,
  });
  return {
    wikipedia: createWikipedia(settings.wikipediaBaseUrl, getJson),
    wikidata: createWikidata(settings.wikidataBaseUrl, getJson),
    openAlex: createOpenAlex(settings.openAlexBaseUrl, settings.openAlexApiKey, getJson),
    commons: createCommons(settings.commonsBaseUrl, getJson),
  };
}

export type ResearchSources = ReturnType<typeof createResearchSources>;
