import type { APIRoute, GetStaticPaths } from 'astro';
import { expertIndex } from '../../lib/expert-index.ts';

/** The experts index, one file per build named by its content hash (see site/lib/expert-index.ts). */
export const getStaticPaths = (async () => {
  const { version } = await expertIndex();
  return [{ params: { version } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const { json } = await expertIndex();
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
