/**
 * Build-time only: the site's settings from the same configuration module as the server.
 * Never import this from an island.
 */
import { parseConfig } from '../../api/config.ts';

export const config = parseConfig(process.env);

export const SITE_NAME = config.siteName;
export const SITE_URL = config.siteUrl;
export const TAGLINE = 'A curated directory of the leading experts in longevity science and medicine.';

export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href;
}
