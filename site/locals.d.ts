import type { PageData, ShareCardCheck } from '../domain/site-pages.ts';

/** What the site renderer (publishing/render/entry.ts) hands the on-demand pages in `Astro.locals`. */
declare global {
  namespace App {
    interface Locals {
      /** The data of the page being rendered (domain/site-pages.ts). */
      page?: PageData;
      /** Keep this rendering out of search engines (previews of unpublished content). */
      noindex?: boolean;
      /** A preview: a banner says so, and the live page's own actions are left out (domain/site-pages.ts RenderOptions). */
      preview?: { published: boolean };
      /** Whether the page's share card is a file of the deployment (domain/site-pages.ts RenderOptions). */
      shareCardExists?: ShareCardCheck;
    }
  }
}

export {};
