import { z } from 'zod';
import type { GetJson } from './http.ts';

const searchReply = z.object({
  pages: z.array(z.object({ key: z.string(), title: z.string(), description: z.string().nullish() })).default([]),
});

const summaryReply = z.object({
  type: z.string().optional(),
  title: z.string(),
  extract: z.string().default(''),
  description: z.string().nullish(),
  wikibase_item: z.string().nullish(),
  content_urls: z.object({ desktop: z.object({ page: z.string() }) }).optional(),
});

export type WikipediaHit = z.output<typeof searchReply>['pages'][number];
export type WikipediaSummary = z.output<typeof summaryReply>;

/** Wikipedia's REST APIs: page search (core REST) and the page summary (lead extract, Wikidata id, page URL). */
export function createWikipedia(baseUrl: string, getJson: GetJson) {
  return {
    async search(query: string, limit = 5): Promise<WikipediaHit[]> {
      const url = new URL(`${baseUrl}/w/rest.php/v1/search/page`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      const parsed = searchReply.safeParse(await getJson(url));
      return parsed.success ? parsed.data.pages : [];
    },
    /** undefined when there is no such page or it is a disambiguation page. */
    async summary(title: string): Promise<WikipediaSummary | undefined> {
      const url = new URL(`${baseUrl}/api/rest_v1/page/summary/${encodeURIComponent(title.replaceAll(' ', '_'))}`);
      const parsed = summaryReply.safeParse(await getJson(url));
      if (!parsed.success || parsed.data.type === 'disambiguation') return undefined;
      return parsed.data;
    },
  };
}
