import { z } from 'zod';
import type { GetJson } from './http.ts';

const institution = z.object({ display_name: z.string() });
const author = z.object({
  id: z.string(),
  display_name: z.string(),
  orcid: z.string().nullish(),
  works_count: z.number().default(0),
  cited_by_count: z.number().default(0),
  summary_stats: z.object({ h_index: z.number().nullish() }).nullish(),
  affiliations: z.array(z.object({ institution, years: z.array(z.number()).default([]) })).default([]),
  last_known_institutions: z.array(institution).nullish(),
});
const work = z.object({
  id: z.string(),
  title: z.string().nullish(),
  display_name: z.string().nullish(),
  doi: z.string().nullish(),
  publication_year: z.number().nullish(),
  cited_by_count: z.number().default(0),
  ids: z.object({ pmid: z.string().nullish() }).nullish(),
  primary_location: z.object({ source: z.object({ display_name: z.string() }).nullish() }).nullish(),
});
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(z.unknown()).default([]) }).transform((reply) =>
    reply.results.flatMap((raw) => {
      const parsed = item.safeParse(raw);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

export type OpenAlexAuthor = z.output<typeof author>;
export type OpenAlexWork = z.output<typeof work>;

/** The short id ('A5012…', 'W…') of an OpenAlex id URL. */
export function openAlexShortId(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

/** OpenAlex: author search, and an author's most-cited works. An API key (optional) raises the daily limit. */
export function createOpenAlex(baseUrl: string, apiKey: string | undefined, getJson: GetJson) {
  function api(path: string, params: Record<string, string>): URL {
    const url = new URL(`${baseUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (apiKey) url.searchParams.set('api_key', apiKey);
    return url;
  }
  return {
    async authors(name: string, limit = 8): Promise<OpenAlexAuthor[]> {
      const parsed = listOf(author).safeParse(await getJson(api('/authors', { search: name, 'per-page': String(limit) })));
      return parsed.success ? parsed.data : [];
    },
    async topWorks(authorId: string, limit = 5): Promise<OpenAlexWork[]> {
      const parsed = listOf(work).safeParse(
        await getJson(api('/works', { filter: `author.id:${openAlexShortId(authorId)}`, sort: 'cited_by_count:desc', 'per-page': String(limit) })),
      );
      return parsed.success ? parsed.data : [];
    },
  };
}
