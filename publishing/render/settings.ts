/**
 * The site's settings from the same configuration module as the server. Never import this from
 * an island. The pages are rendered from a bundle that also runs on Cloudflare, where there is no
 * process environment: the build bakes the settings the pages show into that bundle
 * (`__SITE_SETTINGS__`, see astro.config.mjs), so every page of a build, static or rendered on
 * demand, names the same site. Outside a bundle (tests, scripts) the environment is read.
 */
import { parseConfig, type Env } from '../../api/config.ts';

/**
 * What the pages show of the settings in `env`, resolved (the site's address with its default
 * filled in): only this is baked into the bundle (never a secret), and the code key covers it.
 */
export function bakedSiteSettings(env: Env): Env {
  const parsed = parseConfig(env);
  return { SITE_URL: parsed.siteUrl, SITE_NAME: parsed.siteName, ...(parsed.gaMeasurementId ? { GA_MEASUREMENT_ID: parsed.gaMeasurementId } : {}) };
}

declare const __SITE_SETTINGS__: Env | undefined;

export const config = parseConfig(typeof __SITE_SETTINGS__ === 'undefined' ? process.env : __SITE_SETTINGS__);

export const SITE_NAME = config.siteName;
export const SITE_URL = config.siteUrl;
export const TAGLINE = 'A curated directory of the leading experts in longevity science and medicine.';

/** A site path made absolute; absolute URLs pass through. String work, as it runs for every built page. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
