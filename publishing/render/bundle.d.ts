/**
 * The renderer bundle of the site build (publishing/render/entry.ts compiled by astro build), which
 * `npm run build` links at site-render/ and package.json's "imports" names `#site-render`
 * (api/worker.ts imports it).
 */
declare module '#site-render' {
  import type { RenderPage } from '../../domain/site-pages.ts';

  export const renderPage: RenderPage;
}
