/**
 * The renderer bundle of the site build (site/render/entry.ts compiled by astro build), which
 * `npm run build` links at site-render/ and package.json's "imports" names `#site-render`.
 */
declare module '#site-render' {
  export const renderPage: import('../../domain/site-pages.ts').RenderPage;
}
