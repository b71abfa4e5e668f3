import type { APIRoute, GetStaticPaths } from 'astro';
import { articleIndex } from '../../lib/article-index.ts';

/** The articles index under its content-hashed name (see site/lib/article-index.ts). */
export const getStaticPaths = (async () => {
  const { version } = await articleIndex();
  return [{ params: { version } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response((await articleIndex()).json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
