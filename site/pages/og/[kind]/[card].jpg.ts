import type { APIRoute, GetStaticPaths } from 'astro';
import { RESERVED_ARTICLE_SLUGS } from '../../../../domain/slugs.ts';
import { buildCacheDir, buildStorage } from '../../../lib/build-storage.ts';
import { shareCardImage } from '../../../lib/share-card-render.ts';
import { articleShareCard, expertShareCard, type ShareCard } from '../../../lib/share-cards.ts';
import { config } from '../../../lib/settings.ts';
import { siteData } from '../../../lib/site-data.ts';

/** The share card of every profile and article (/og/experts/{slug}.{hash}.jpg, /og/articles/…), named in their og:image. */
export const getStaticPaths = (async () => {
  const { experts, articles, expertById } = await siteData();
  const cards = [
    ...experts.map(expertShareCard),
    ...articles
      .filter((article) => !RESERVED_ARTICLE_SLUGS.has(article.slug))
      .map((article) => articleShareCard(article, article.expertId === null ? null : (expertById.get(article.expertId)?.name ?? null))),
  ];
  return cards.map((card) => ({ params: { kind: card.folder, card: `${card.slug}.${card.hash}` }, props: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) => {
  const bytes = await shareCardImage(props.card, { storage: buildStorage(config), cacheDir: buildCacheDir(config, 'share-cards') });
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/jpeg' } });
};
