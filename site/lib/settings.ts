/** Build-time only: the site's settings from the same configuration module as the server. */
import { parseConfig } from '../../api/config.ts';

export const config = parseConfig(process.env);

export const SITE_NAME = config.siteName;
export const SITE_URL = config.siteUrl;
export const TAGLINE = 'A curated directory of the leading experts in longevity science and medicine.';

/** A site path made absolute; absolute URLs pass through. String work, as it runs for every built page. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
