import type { APIRoute } from 'astro';
import { SITE_URL } from '../../publishing/render/settings.ts';

/*
 * Everything public may be crawled; the admin screens and the API may not. '/admin$' rather than
 * '/admin' so that an expert whose slug merely starts with 'admin' stays crawlable.
 */
export const GET: APIRoute = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /admin$', 'Disallow: /admin/', 'Disallow: /api/', '', `Sitemap: ${SITE_URL}/sitemap-index.xml`, ''].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
