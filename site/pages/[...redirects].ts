import type { APIRoute, GetStaticPaths } from 'astro';
import { redirectsFile } from '../lib/redirects.ts';

/* Astro skips page files whose name starts with '_', so `_redirects` is this route's only path. */
export const getStaticPaths: GetStaticPaths = () => [{ params: { redirects: '_redirects' } }];

export const GET: APIRoute = async () => new Response(await redirectsFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
