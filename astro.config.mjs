import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

const siteUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`).replace(/\/+$/, '');

/** Pages that are screens for people signed in, not content for search engines. */
const PRIVATE_PAGES = /^\/(admin|login|submit|submit-expert|forgot-password|reset-password|my-submissions)(\/|$)/;
/** Not-found pages of sub-folders (articles/404, directory/404); the plugin only skips the root one. */
const NOT_FOUND_PAGE = /\/404$/;

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
  integrations: [
    react(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, '');
        return !PRIVATE_PAGES.test(path) && !NOT_FOUND_PAGE.test(path);
      },
    }),
  ],
  vite: { build: { chunkSizeWarningLimit: 1024 } },
});
