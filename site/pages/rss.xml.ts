import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleDescription } from '../../domain/text.ts';
import { withoutXmlForbidden } from '../../domain/xml-text.ts';
import { pageData } from '../lib/page-data.ts';
import { SITE_NAME, SITE_URL } from '../../publishing/render/settings.ts';

/** The feed of the newest articles (publishing/render/entry.ts renders it from its data, like the pages). */
export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const { articles } = pageData(locals, 'rss');
  return rss({
    title: withoutXmlForbidden(`${SITE_NAME} Articles`),
    description: 'Research insights and longevity tips from the leading experts in longevity science and medicine.',
    site: SITE_URL,
    trailingSlash: false,
    items: articles.map((article) => ({
      // Rows stored before the text rule may still hold characters XML forbids.
      title: withoutXmlForbidden(article.title),
      link: `/articles/${article.slug}`,
      pubDate: new Date(article.publishedAt ?? article.createdAt),
      description: articleDescription(article),
      categories: article.seoTags.map(withoutXmlForbidden),
    })),
  });
};
