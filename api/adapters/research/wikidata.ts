import { z } from 'zod';
import { wikidataDate } from '../../../domain/link-monitor.ts';
import type { GetJson } from './http.ts';

const searchReply = z.object({ search: z.array(z.object({ id: z.string() })).default([]) });

const snak = z.object({ mainsnak: z.object({ datavalue: z.object({ value: z.unknown() }).optional() }) });
const entity = z.object({
  id: z.string(),
  labels: z.record(z.string(), z.object({ value: z.string() })).default({}),
  descriptions: z.record(z.string(), z.object({ value: z.string() })).default({}),
  claims: z.record(z.string(), z.array(snak)).default({}),
  sitelinks: z.record(z.string(), z.object({ title: z.string() })).default({}),
});
const entitiesReply = z.object({ entities: z.record(z.string(), z.unknown()).default({}) });

/**
 * The claims the research reads: instance of (P31), official website (P856), ORCID (P496),
 * employer (P108), occupation (P106), image (P18); and date of death (P570), which the link monitor watches.
 */
export interface WikidataPerson {
  id: string;
  label: string;
  description: string | null;
  isHuman: boolean;
  officialWebsite: string | null;
  orcid: string | null;
  employerIds: string[];
  occupationIds: string[];
  enwikiTitle: string | null;
  /** P570 to its precision ('2024-08-01', '2024-08', '2024'), or null. */
  dateOfDeath: string | null;
  /** The person's image on Wikimedia Commons: a file name, without 'File:'. */
  imageFile: string | null;
}

function values(claims: z.output<typeof entity>['claims'], property: string): unknown[] {
  return (claims[property] ?? []).map((claim) => claim.mainsnak.datavalue?.value).filter((value) => value !== undefined);
}

function itemIds(claims: z.output<typeof entity>['claims'], property: string): string[] {
  return values(claims, property).flatMap((value) => {
    const id = (value as { id?: unknown }).id;
    return typeof id === 'string' ? [id] : [];
  });
}

function firstString(claims: z.output<typeof entity>['claims'], property: string): string | null {
  const value = values(claims, property).find((item) => typeof item === 'string');
  return typeof value === 'string' ? value : null;
}

const timeValue = z.object({ time: z.string(), precision: z.number() });

function firstDate(claims: z.output<typeof entity>['claims'], property: string): string | null {
  for (const value of values(claims, property)) {
    const parsed = timeValue.safeParse(value);
    const date = parsed.success ? wikidataDate(parsed.data.time, parsed.data.precision) : null;
    if (date) return date;
  }
  return null;
}

function toPerson(raw: unknown): WikidataPerson | undefined {
  const parsed = entity.safeParse(raw);
  if (!parsed.success) return undefined;
  const e = parsed.data;
  return {
    id: e.id,
    label: e.labels.en?.value ?? e.id,
    description: e.descriptions.en?.value ?? null,
    isHuman: itemIds(e.claims, 'P31').includes('Q5'),
    officialWebsite: firstString(e.claims, 'P856'),
    orcid: firstString(e.claims, 'P496'),
    employerIds: itemIds(e.claims, 'P108'),
    occupationIds: itemIds(e.claims, 'P106'),
    enwikiTitle: e.sitelinks.enwiki?.title ?? null,
    dateOfDeath: firstDate(e.claims, 'P570'),
    imageFile: firstString(e.claims, 'P18'),
  };
}

/** Wikidata's action API: entity search, then the entities' claims, then labels of the items they point to. */
export function createWikidata(baseUrl: string, getJson: GetJson) {
  function api(params: Record<string, string>): URL {
    const url = new URL(`${baseUrl}/w/api.php`);
    for (const [key, value] of Object.entries({ format: 'json', ...params })) url.searchParams.set(key, value);
    return url;
  }
  return {
    async search(name: string, limit = 7): Promise<string[]> {
      const parsed = searchReply.safeParse(
        await getJson(api({ action: 'wbsearchentities', search: name, language: 'en', type: 'item', limit: String(limit) })),
      );
      return parsed.success ? parsed.data.search.map((hit) => hit.id) : [];
    },
    async people(ids: readonly string[]): Promise<WikidataPerson[]> {
      if (ids.length === 0) return [];
      const reply = entitiesReply.safeParse(
        await getJson(
          api({ action: 'wbgetentities', ids: ids.join('|'), props: 'labels|descriptions|claims|sitelinks', languages: 'en', sitefilter: 'enwiki' }),
        ),
      );
      if (!reply.success) return [];
      return ids.flatMap((id) => toPerson(reply.data.entities[id]) ?? []);
    },
    async labels(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const reply = entitiesReply.safeParse(await getJson(api({ action: 'wbgetentities', ids: ids.join('|'), props: 'labels', languages: 'en' })));
      if (!reply.success) return new Map();
      return new Map(
        ids.flatMap((id) => {
          const label = (reply.data.entities[id] as { labels?: { en?: { value?: string } } } | undefined)?.labels?.en?.value;
          return label ? [[id, label] as const] : [];
        }),
      );
    },
  };
}
