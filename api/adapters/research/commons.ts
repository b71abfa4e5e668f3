import { z } from 'zod';
import { COMMONS_METADATA_FIELDS, COMMONS_THUMB_WIDTH, type CommonsFile, type CommonsMetadata } from '../../../domain/commons.ts';
import type { GetJson } from './http.ts';

/** A value of extmetadata: `{ value, source, hidden? }`; the value is HTML text (numbers for a few fields). */
const metaValue = z.object({ value: z.union([z.string(), z.number()]) });
const imageInfo = z.object({
  url: z.string(),
  descriptionurl: z.string(),
  thumburl: z.string().optional(),
  thumbwidth: z.number().optional(),
  thumbheight: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  extmetadata: z.record(z.string(), z.unknown()).default({}),
});
const queryReply = z.object({
  query: z
    .object({
      pages: z.array(z.object({ title: z.string(), missing: z.boolean().optional(), imageinfo: z.array(z.unknown()).optional() })).default([]),
    })
    .optional(),
});

function metadataOf(raw: Record<string, unknown>): CommonsMetadata {
  const metadata: CommonsMetadata = {};
  for (const field of COMMONS_METADATA_FIELDS) {
    const parsed = metaValue.safeParse(raw[field]);
    if (parsed.success) metadata[field] = String(parsed.data.value);
  }
  return metadata;
}

/**
 * Wikimedia Commons' action API: one `prop=imageinfo` query per file for its standard-width
 * thumbnail, its page and the licence and author fields of `extmetadata`
 * (https://commons.wikimedia.org/w/api.php, formatversion 2).
 */
export function createCommons(baseUrl: string, getJson: GetJson) {
  return {
    /** The file named by a Wikidata image claim (P18, a file name without 'File:'), or undefined when Commons has none. */
    async file(name: string): Promise<CommonsFile | undefined> {
      const url = new URL(`${baseUrl}/w/api.php`);
      const params = {
        action: 'query',
        format: 'json',
        formatversion: '2',
        prop: 'imageinfo',
        titles: `File:${name.replace(/^file:/i, '')}`,
        iiprop: 'url|size|extmetadata',
        iiurlwidth: String(COMMONS_THUMB_WIDTH),
        iiextmetadatafilter: COMMONS_METADATA_FIELDS.join('|'),
        iiextmetadatalanguage: 'en',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      const reply = queryReply.safeParse(await getJson(url));
      const page = reply.success ? reply.data.query?.pages[0] : undefined;
      const info = page && !page.missing ? imageInfo.safeParse(page.imageinfo?.[0]) : undefined;
      if (!page || !info?.success) return undefined;
      const { data } = info;
      return {
        title: page.title,
        pageUrl: data.descriptionurl,
        imageUrl: data.thumburl ?? data.url,
        width: data.thumbwidth ?? data.width ?? null,
        height: data.thumbheight ?? data.height ?? null,
        metadata: metadataOf(data.extmetadata),
      };
    },
  };
}
