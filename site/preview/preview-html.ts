import { parseBooks } from '../../domain/books.ts';
import { contentTypeLabel } from '../../domain/content-types.ts';
import { formatDateTime } from '../../domain/dates.ts';
import type { Article, ArticleSummary, Expert } from '../../domain/entities.ts';
import { parseHighlights } from '../../domain/highlights.ts';
import { profileLinks } from '../../domain/links.ts';
import type { Preview } from '../../domain/previews.ts';
import { articlePath } from '../../domain/public-paths.ts';
import { renderMarkdown } from '../lib/markdown.ts';
import { safeImageUrl, safeLinkUrl } from '../lib/safe-url.ts';

/**
 * The body of a private preview (/preview/{token}), put by the Node server into the built shell
 * (site/pages/preview.astro: the site's layout, noindex). Until the on-demand renderer of issue 24
 * renders data pages from the database, this writes the article or profile with the public
 * pages' classes and the public markdown renderer; every value is escaped, every URL checked.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const section = (title: string, body: string) => `<section class="preview-section"><h2>${escapeHtml(title)}</h2>${body}</section>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const link = (url: string | undefined, label: string) => (url ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow">${escapeHtml(label)}</a>` : escapeHtml(label));

function banner(state: string, expiresAt: string): string {
  return `<p class="notice preview-banner" role="note"><strong>Private preview</strong> · ${escapeHtml(state)} · this link works until ${escapeHtml(formatDateTime(expiresAt, '', 'UTC'))}</p>`;
}

function articleState(article: Article): string {
  if (article.status === 'published') return 'published';
  if (article.publishAt) return `${article.status}, to be published ${formatDateTime(article.publishAt, '', 'UTC')}`;
  return article.status === 'draft' ? 'draft, not public' : 'archived, not public';
}

function articleBody(article: Article, expert: Expert | null, expiresAt: string): string {
  const image = safeImageUrl(article.featuredImageUrl);
  return [
    banner(articleState(article), expiresAt),
    '<article class="container container-narrow section article-page">',
    `<header class="article-header"><div class="cluster article-meta"><span class="badge badge-accent">${escapeHtml(contentTypeLabel(article.contentType))}</span></div><h1>${escapeHtml(article.title)}</h1></header>`,
    image ? `<img class="article-image" src="${escapeHtml(image)}" alt="" width="1200" height="630">` : '',
    `<div class="prose article-body">${renderMarkdown(article.content)}</div>`,
    expert ? `<p class="article-about">About the expert: ${escapeHtml(expert.name)}, ${escapeHtml(expert.title)}</p>` : '',
    '</article>',
  ].join('');
}

function expertState(expert: Expert): string {
  if (expert.published) return 'public';
  return expert.publishAt ? `to be published ${formatDateTime(expert.publishAt, '', 'UTC')}` : 'not public';
}

function expertBody(expert: Expert, articles: ArticleSummary[], expiresAt: string): string {
  const image = safeImageUrl(expert.imageUrl);
  const { official, others } = profileLinks(expert.referenceLinks, expert.name);
  const links = [...(official ? [official] : []), ...others];
  const highlights = parseHighlights(expert.scienceHighlights);
  const books = parseBooks(expert.books, expert.name);
  const biography = expert.biography.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return [
    banner(expertState(expert), expiresAt),
    '<article class="container profile section">',
    '<header class="preview-profile-header">',
    image ? `<img class="preview-portrait" src="${escapeHtml(image)}" alt="Portrait of ${escapeHtml(expert.name)}" width="160" height="160">` : '',
    `<div><h1>${escapeHtml(expert.name)}</h1><p class="lead">${escapeHtml(expert.title)}</p>`,
    `<p class="cluster">${expert.categories.map((category) => `<span class="badge">${escapeHtml(category)}</span>`).join(' ')}</p></div>`,
    '</header>',
    section('Longevity Contribution', `<p class="prose">${escapeHtml(expert.longevityContribution)}</p>`),
    articles.length ? section(`Health Optimization Inspired by ${expert.name}`, list(articles.map((article) => link(articlePath(article.slug), article.title)))) : '',
    books.length ? section(`Books by ${expert.name}`, list(books.map((book) => `${link(safeLinkUrl(book.url), book.title)} · ${escapeHtml(book.author)}`))) : '',
    highlights.length
      ? section('Longevity Science Highlights', list(highlights.map((item) => `<strong>${escapeHtml(item.headline)}</strong>${item.description ? ` ${escapeHtml(item.description)}` : ''}`)))
      : '',
    biography.length ? section('Biography', `<div class="prose">${biography.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</div>`) : '',
    links.length ? section('Reference Links', list(links.map((item) => link(safeLinkUrl(item.url), item.label)))) : '',
    '</article>',
  ].join('');
}

/** The preview's document title and body. */
export function previewContent(preview: Preview): { title: string; html: string } {
  return preview.entityType === 'article'
    ? { title: preview.article.title, html: articleBody(preview.article, preview.expert, preview.expiresAt) }
    : { title: preview.expert.name, html: expertBody(preview.expert, preview.articles, preview.expiresAt) };
}
