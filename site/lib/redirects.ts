/** Build-time only: the retired paths, read through db/queries, as Cloudflare's `_redirects` file. */
import { createDb } from '../../db/client.ts';
import { listRetiredPaths } from '../../db/queries/retired-paths.ts';
import { articlePath, cloudflareRedirects, expertPath } from '../../domain/public-paths.ts';
import { config } from './settings.ts';
import { siteData } from './site-data.ts';

export async function redirectsFile(): Promise<string> {
  const db = createDb(config.database);
  const retired = await listRetiredPaths(db).finally(() => db.$client.close());
  const { expertBySlug, articleBySlug } = await siteData();
  const live = new Set([...[...expertBySlug.keys()].map(expertPath), ...[...articleBySlug.keys()].map(articlePath)]);
  return cloudflareRedirects(retired, live);
}
