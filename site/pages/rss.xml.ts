import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleDescription } from '../../domain/text.ts';
import { withoutXmlForbidden } from '../../domain/xml-text.ts';
import { SITE_NAME, SITE_URL } from '../lib/settings.ts';
import { siteData } from '../lib/site-data.ts';

/** Feed readers poll this file: the newest articles are news, the whole library is on /articles. */
const FEED_ITEMS = 50;

export const GET: APIRoute = async () => {
  const { articles } = await siteData();
  return rss({
    title: withoutXmlForbidden(`${SITE_NAME} Articles`),
    description: 'Research insights and longevity tips from the leading experts in longevity science and medicine.',
    site: SITE_URL,
    trailingSlash: false,
    items: articles.slice(0, FEED_ITEMS).map((article) => ({
      // Rows stored before the text rule may still hold characters XML forbids.
      title: withoutXmlForbidden(article.title),
      link: `/articles/${article.slug}`,
      pubDate: new Date(article.publishedAt ?? article.createdAt),
      description: articleDescription(article),
      categories: article.seoTags.map(withoutXmlForbidden),
    })),
  });
};
