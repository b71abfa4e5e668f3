/** What the site renderer (site/render/entry.ts) hands the on-demand pages in `Astro.locals`. */
declare namespace App {
  interface Locals {
    /** The data of the page being rendered (domain/site-pages.ts). */
    page?: import('../domain/site-pages.ts').PageData;
    /** Keep this rendering out of search engines (previews of unpublished content). */
    noindex?: boolean;
  }
}
