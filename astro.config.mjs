import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders, passthroughImageService } from 'astro/config';
import { renderAdapter } from './publishing/render/render-adapter.ts';
import { FONT_WEIGHTS, WEB_FONTS } from './site/fonts/web-fonts.ts';
import { bakedSiteSettings } from './publishing/render/settings.ts';

/**
 * The settings the pages show, baked into the build (publishing/render/settings.ts): the renderer bundle
 * also runs on Cloudflare, which has no process environment, and every page of a build must name
 * the same site whether it was written at build time or rendered on demand.
 */
const siteSettings = bakedSiteSettings(process.env);
const siteUrl = siteSettings.SITE_URL;

/** `client:interact`: islands that hydrate on a visitor's first interaction (see the entrypoint). */
const interactDirective = {
  name: 'interact-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interact', entrypoint: './site/lib/interact-directive.ts' });
    },
  },
};

const ZOD_BROWSER = fileURLToPath(new URL('./site/lib/zod-browser.ts', import.meta.url));

/**
 * In the browser build, `zod` is site/lib/zod-browser.ts (which imports the real one): zod is
 * set to never probe for eval, which the CSP refuses, before any module builds a schema.
 */
const zodJitlessInTheBrowser = {
  name: 'zod-jitless-in-the-browser',
  enforce: 'pre',
  resolveId(source, importer, options) {
    const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
    if (source !== 'zod' || !client || !importer || importer.split('?')[0] === ZOD_BROWSER) return null;
    return ZOD_BROWSER;
  },
};

/**
 * The two web fonts, cut from their npm packages (site/fonts/web-fonts.ts; no font CDN at build or
 * run time). Astro's Fonts API preloads them and writes metric-matched fallbacks; 'optional' means a
 * font that is not there for the first paint is not swapped in later, so text never moves (no
 * layout shift). Only the Latin subset (Latin-1 and common punctuation): the site is in English,
 * and a rarer letter falls back to the metric-matched system font.
 */
const webFont = ({ name, cssVariable, subset, fallback }) => ({
  provider: fontProviders.local(),
  name,
  cssVariable,
  display: 'optional',
  fallbacks: [fallback],
  options: { variants: [{ src: [subset], weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`, style: 'normal' }] },
});

/**
 * `astro build` writes the code's half of the site: the fixed pages (sign-in, admin, 404s...), the
 * client assets, and the renderer bundle (publishing/render/entry.ts, next to the output in
 * `<outDir>/../site-render/`) that renders every page built from the database. The site build
 * (scripts/build-site.ts) runs it only when the code changed, then renders the data pages.
 */
export default defineConfig({
  site: siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  adapter: renderAdapter(),
  // Each code build keeps its own Vite cache (the site build points it into its own folder).
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'never',
  // Static assets and fixed pages at the output's root, as Pages and the Node server serve it;
  // the renderer outside it, so it is never deployed as files.
  build: { format: 'file', client: './', server: '../site-render/' },
  compressHTML: true,
  // The renderer also runs on Cloudflare, where sharp cannot: Astro's image service passes images
  // through (the site transforms no image at build or render time).
  image: { service: passthroughImageService() },
  fonts: WEB_FONTS.map(webFont),
  integrations: [react(), interactDirective],
  vite: {
    plugins: [zodJitlessInTheBrowser],
    define: { __SITE_SETTINGS__: JSON.stringify(siteSettings) },
    build: {
      chunkSizeWarningLimit: 1024,
      // Page scripts stay files, never inlined, so a CSP of script-src 'self' covers them.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
  },
});
