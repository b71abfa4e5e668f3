/**
 * The site renderer: the server entry of the Astro build (publishing/render/render-adapter.ts).
 * It renders any data page from its data with the page code and the asset manifest of the build
 * it came from, so the static set (publishing/build/) and every on-demand answer (the Node server, the
 * Cloudflare Worker) are the same HTML for the same data. It takes the data, not a slug, so a caller
 * may render content that is not published (a preview) and keep it out of search engines.
 */
import { createApp } from 'astro/app/entrypoint';
import { pagePath, pageRefOf, type RenderPage } from '../../domain/site-pages.ts';
import { SITE_URL } from './settings.ts';

// Whole pages are wanted as strings, so Astro need not stream.
const app = createApp({ streaming: false });

/** The page's HTML (the feed's XML); throws when the page fails, with what Astro answered. */
export const renderPage: RenderPage = async (data, options = {}) => {
  const request = new Request(new URL(pagePath(pageRefOf(data)), SITE_URL));
  const response = await app.render(request, {
    locals: {
      page: data,
      noindex: options.noindex === true,
      ...(options.preview ? { preview: options.preview } : {}),
      ...(options.shareCardExists ? { shareCardExists: options.shareCardExists } : {}),
    },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Rendering ${request.url} answered ${response.status}: ${body.slice(0, 500)}`);
  return body;
};
