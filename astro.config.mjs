import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import { pagesHeaders } from './site/integrations/pages-headers.ts';
import { cspHashes } from './site/integrations/csp-hashes.ts';

const siteUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`).replace(/\/+$/, '');

/** Pages that are screens for people signed in, not content for search engines. */
const PRIVATE_PAGES = /^\/(admin|preview|login|submit|submit-expert|forgot-password|reset-password|my-submissions)(\/|$)/;
/** Not-found pages of sub-folders (articles/404, directory/404); the plugin only skips the root one. */
const NOT_FOUND_PAGE = /\/404$/;

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
 * The two web fonts, from their npm packages (no font CDN at build or run time). Astro's Fonts API
 * preloads them and writes metric-matched fallbacks; 'optional' means a font that is not there
 * for the first paint is not swapped in later, so text never moves (no layout shift). Only the
 * Latin subset (Latin-1 and common punctuation): the site is in English, and a rarer letter falls
 * back to the metric-matched system font.
 */
const webFont = (name, cssVariable, file, fallback) => ({
  provider: fontProviders.local(),
  name,
  cssVariable,
  display: 'optional',
  fallbacks: [fallback],
  options: { variants: [{ src: [file], weight: '100 900', style: 'normal' }] },
});

export default defineConfig({
  site: siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  // Build folders are swapped in while the server runs, so each build keeps its own Vite cache.
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'never',
  // Many pages render while others are written to disk; the build would otherwise wait on I/O.
  build: { format: 'file', concurrency: 16 },
  compressHTML: true,
  fonts: [
    webFont('Inter', '--font-inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'sans-serif'),
    webFont('Source Serif 4', '--font-source-serif', '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', 'serif'),
  ],
  integrations: [
    react(),
    interactDirective,
    // Inline scripts and styles are allowed by hash in the Content-Security-Policy (domain/security-headers.ts).
    cspHashes(),
    // After cspHashes: the Cloudflare Pages `_headers` carries the same policy with the same hashes.
    pagesHeaders(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, '');
        return !PRIVATE_PAGES.test(path) && !NOT_FOUND_PAGE.test(path);
      },
    }),
  ],
  vite: {
    plugins: [zodJitlessInTheBrowser],
    build: {
      chunkSizeWarningLimit: 1024,
      // Page scripts stay files, never inlined, so a CSP of script-src 'self' covers them.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
  },
});
