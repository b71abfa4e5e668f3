import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, Expert } from '../domain/entities.ts';
import type { ArticleIndexEntry } from '../domain/site-pages.ts';
import { BUILD_SITE_URL, buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestDb } from './helpers/test-db.ts';

const DISCLAIMER =
  'These statements have not been evaluated by the Food and Drug Administration. This information is not intended to diagnose, treat, cure, or prevent any disease.';

const SHOWCASE = `# Sleep and the ageing brain

Deep sleep clears metabolic waste.[^glymph]

| Stage | Share of night |
| --- | ---: |
| N3 | 20% |

- [ ] Dim the lights
- [x] Keep a fixed wake time

Caffeine after noon is ~~harmless~~ not harmless.

Do not [click me](javascript:alert(1)) or [this](JaVaScRiPt:alert(2)).

<script>alert('raw')</script>

[^glymph]: Xie et al., Science, 2013.
`;

const LONG_CONTENT = `## A **long** read

Zone 2 training, described in [this study](https://example.org/zone2), builds *mitochondrial* capacity.
It is the foundation of endurance and, by most accounts, one of the best predictors of a long and healthy life span.`;

const db = await createTestDb();
let site: Awaited<ReturnType<typeof buildSite>>;
let author: Expert;
let showcase: Article;
let excerptOnly: Article;
let contentOnly: Article;

/** The text between the tags, with the whitespace the HTML compressor leaves collapsed. */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

beforeAll(async () => {
  author = await makeExpert(db.db, { name: 'Alice Sleepwell' });
  showcase = await makeArticle(db.db, {
    title: 'Sleep & the Ageing Brain',
    slug: 'sleep-and-the-ageing-brain',
    content: SHOWCASE,
    excerpt: 'An excerpt that the meta description outranks.',
    metaDescription: 'How deep sleep protects the ageing brain.',
    featuredImageUrl: 'https://images.example.org/sleep.jpg',
    expertId: author.id,
    seoTags: ['Sleep', 'NAD+ & Aging'],
    featured: true,
    featuredOrder: 1,
    publishedAt: new Date(Date.UTC(2026, 2, 10)),
  });
  excerptOnly = await makeArticle(db.db, {
    // Stored before the text rule existed: characters XML forbids, which the feed must drop.
    title: 'Protein for Healthy Ageing\u0001\ufffe',
    slug: 'protein-for-healthy-ageing',
    excerpt: 'Why protein needs rise with age.\u000b\u001f',
    metaDescription: null,
    seoTags: [],
    expertId: null,
    publishedAt: new Date(Date.UTC(2026, 2, 5)),
  });
  contentOnly = await makeArticle(db.db, {
    title: 'Zone 2 Training',
    slug: 'zone-2-training',
    content: LONG_CONTENT,
    excerpt: null,
    metaDescription: null,
    contentType: 'longevity_tip',
    featured: true,
    featuredOrder: 2,
    publishedAt: new Date(Date.UTC(2026, 1, 1)),
  });
  await makeArticle(db.db, { title: 'Unfinished Draft', slug: 'unfinished-draft', status: 'draft' });
  await makeArticle(db.db, { title: 'Retired Piece', slug: 'retired-piece', status: 'archived' });
  site = await buildSite(db.db, db.url, db.dir);
});

describe('article pages', () => {
  it('are built for published articles only', async () => {
    const files = await readdir(join(site.outDir, 'articles'));
    expect(files.sort()).toEqual(['404.html', 'protein-for-healthy-ageing.html', 'sleep-and-the-ageing-brain.html', 'zone-2-training.html']);
  });

  it('show breadcrumb, type label, date, image, title and the rendered body', async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    expect(html).toMatch(
      /<nav[^>]*aria-label="Breadcrumb"[^>]*>\s*<ol[^>]*>\s*<li[^>]*><a href="\/articles"[^>]*>Articles<\/a><\/li>\s*<li[^>]*aria-current="page"[^>]*>Sleep &amp; the Ageing Brain<\/li>/,
    );
    expect(html).toMatch(/<h1[^>]*>Sleep &amp; the Ageing Brain<\/h1>/);
    expect(html).toContain('Research Insight');
    expect(html).toMatch(/<time[^>]*datetime="2026-03-10T00:00:00.000Z"[^>]*>Mar 10, 2026, 12:00\sAM UTC<\/time>/);
    expect(html).toMatch(/<img[^>]*src="https:\/\/images.example.org\/sleep.jpg"[^>]*data-fallback="remove"/);
    expect(html).toMatch(/<div class="prose[^"]*"[^>]*>\s*<h2 id="sleep-and-the-ageing-brain"/);
  });

  it('render GitHub tables, task lists, strikethrough and footnotes', async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    expect(html).toContain('<th>Stage</th>');
    expect(html).toContain('<td style="text-align:right">20%</td>');
    expect(html).toContain('<input class="task-list-item-checkbox" disabled="" type="checkbox"> Dim the lights');
    expect(html).toContain('<input class="task-list-item-checkbox" checked="" disabled="" type="checkbox"> Keep a fixed wake time');
    expect(html).toContain('<s>harmless</s>');
    expect(html).toContain('<a href="#fn1" id="fnref1">[1]</a>');
    expect(html).toMatch(/<li id="fn1" class="footnote-item"><p>Xie et al., Science, 2013\./);
  });

  it('never carry a javascript: link or the raw script from the content', async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
    expect(html).not.toContain("<script>alert('raw')</script>");
    expect(html).toMatch(/&lt;script&gt;alert\((&#39;|')raw(&#39;|')\)&lt;\/script&gt;/);
    // A refused link reads as its text: neither a link nor raw markdown.
    expect(text(html)).toContain('Do not click me or this.');
    expect(html).not.toContain('](javascript:');
  });

  it('list the tags under Related Topics, each a link to the filtered list', async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    expect(text(html)).toContain('Related Topics');
    expect(html).toMatch(/<a[^>]*href="\/articles\?tag=Sleep"[^>]*>Sleep<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/articles\?tag=NAD%2B%20%26%20Aging"[^>]*>NAD\+ &amp; Aging<\/a>/);
    expect(text(await site.read('articles/protein-for-healthy-ageing.html'))).not.toContain('Related Topics');
  });

  it("link to the author's profile with 'About {name}' when the expert is known", async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    // The name isolated from the sentence (<bdi>, with the component's scope attribute).
    expect(html).toMatch(new RegExp(`<a[^>]*href="/${author.slug}"[^>]*>About <bdi[^>]*>Alice Sleepwell</bdi></a>`));
    expect(await site.read('articles/protein-for-healthy-ageing.html')).not.toMatch(/>About [^<]*<\/a>/);
  });

  it('always show the health disclaimer', async () => {
    for (const slug of [showcase.slug, excerptOnly.slug, contentOnly.slug]) {
      expect(text(await site.read(`articles/${slug}.html`))).toContain(DISCLAIMER);
    }
  });

  it("carry title '{title} | {site name}', canonical and social tags", async () => {
    const html = await site.read('articles/sleep-and-the-ageing-brain.html');
    const url = `${BUILD_SITE_URL}/articles/sleep-and-the-ageing-brain`;
    expect(html).toContain('<title>Sleep &amp; the Ageing Brain | Longevity Experts</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:site_name')).toBe('Longevity Experts');
    expect(meta(html, 'og:title')).toBe('Sleep & the Ageing Brain | Longevity Experts');
    // The article's own share card (tests/image-pages.test.ts proves the card itself).
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BUILD_SITE_URL}/og/articles/sleep-and-the-ageing-brain\\.[0-9a-f]{16}\\.jpg$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'keywords')).toBe('Sleep, NAD+ & Aging');
    expect(html).not.toContain('name="robots"');

    const plain = await site.read('articles/protein-for-healthy-ageing.html');
    expect(meta(plain, 'og:image')).toMatch(new RegExp(`^${BUILD_SITE_URL}/og/articles/protein-for-healthy-ageing\\.[0-9a-f]{16}\\.jpg$`));
    expect(plain).not.toMatch(/<img[^>]*class="article-image/);
  });

  it('describe the article by metaDescription, else excerpt, else its stripped content cut to 160', async () => {
    expect(meta(await site.read(`articles/${showcase.slug}.html`), 'description')).toBe('How deep sleep protects the ageing brain.');
    expect(meta(await site.read(`articles/${excerptOnly.slug}.html`), 'description')).toBe('Why protein needs rise with age.');
    const fromContent = meta(await site.read(`articles/${contentOnly.slug}.html`), 'description') ?? '';
    expect(fromContent).toBe(
      'A long read Zone 2 training, described in this study, builds mitochondrial capacity. It is the foundation of endurance and, by most accounts, one of the best pr',
    );
    expect(fromContent).toHaveLength(160);
  });

  it('carry JSON-LD Article and BreadcrumbList', async () => {
    const [article, breadcrumbs] = jsonLd(await site.read(`articles/${showcase.slug}.html`));
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Sleep & the Ageing Brain',
      description: 'How deep sleep protects the ageing brain.',
      datePublished: '2026-03-10T00:00:00.000Z',
      dateModified: showcase.updatedAt,
      image: ['https://images.example.org/sleep.jpg'],
      author: { '@type': 'Person', name: 'Alice Sleepwell', url: `${BUILD_SITE_URL}/${author.slug}` },
      publisher: { '@type': 'Organization', name: 'Longevity Experts' },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Articles', item: `${BUILD_SITE_URL}/articles` },
        { '@type': 'ListItem', position: 2, name: 'Sleep & the Ageing Brain', item: `${BUILD_SITE_URL}/articles/${showcase.slug}` },
      ],
    });
    const [withoutAuthor] = jsonLd(await site.read(`articles/${excerptOnly.slug}.html`));
    expect(withoutAuthor).toMatchObject({ author: { '@type': 'Organization' }, image: [`${BUILD_SITE_URL}/og-default.png`] });
  });
});

describe('articles list', () => {
  it('shows featured articles and the first page of all articles in the static HTML', async () => {
    const html = await site.read('articles.html');
    const body = text(html);
    expect(body).toContain('Featured Articles');
    expect(body).toContain('All Articles');
    expect(body).toContain('Showing 1-3 of 3 articles • Page 1 of 1');
    const featured = body.slice(body.indexOf('Featured Articles'), body.indexOf('All Articles'));
    expect(featured.indexOf('Sleep & the Ageing Brain')).toBeLessThan(featured.indexOf('Zone 2 Training'));
    expect(featured).not.toContain('Protein for Healthy Ageing');
    expect(featured).toContain('Read Article');
    const all = body.slice(body.indexOf('All Articles'));
    const positions = ['Sleep & the Ageing Brain', 'Protein for Healthy Ageing', 'Zone 2 Training'].map((title) => all.indexOf(title));
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all).toContain('Read More');
    expect(all).toContain('Why protein needs rise with age.');
    expect(body).not.toMatch(/Unfinished Draft|Retired Piece/);
    expect(html).toMatch(/<a[^>]*href="\/articles\/zone-2-training"/);
  });

  it("points the page at a content-hashed index holding what cards and search need: the body's words, not the body", async () => {
    const html = await site.read('articles.html');
    const url = html.match(/\/data\/articles\.[0-9a-f]{12}\.json/)?.[0];
    expect(url).toBeDefined();
    expect(await readdir(join(site.outDir, 'data'))).toContain(url!.slice('/data/'.length));
    const entries = JSON.parse(await site.read(url!.slice(1))) as ArticleIndexEntry[];
    expect(entries.map((entry) => entry.slug)).toEqual([showcase.slug, excerptOnly.slug, contentOnly.slug]);
    expect(entries[0]).toEqual({
      slug: showcase.slug,
      title: 'Sleep & the Ageing Brain',
      excerpt: 'An excerpt that the meta description outranks.',
      metaDescription: null,
      contentType: 'research_insight',
      featuredImageUrl: 'https://images.example.org/sleep.jpg',
      publishedAt: '2026-03-10T00:00:00.000Z',
      seoTags: ['Sleep', 'NAD+ & Aging'],
      body: expect.stringMatching(/^sleep ageing brain deep clears metabolic waste glymph stage share night n3 dim lights /) as unknown,
    });
    expect(entries.some((entry) => 'content' in entry)).toBe(false);
  });
});

describe('not-found pages', () => {
  it("articles/404.html says 'Article Not Found' and leads back to the list", async () => {
    const html = await site.read('articles/404.html');
    expect(text(html)).toContain("Article Not Found The article you're looking for doesn't exist.");
    expect(html).toMatch(/<a[^>]*href="\/articles"[^>]*>Back to Articles<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("404.html says 'Page Not Found', with an 'Expert Not Found' variant for one-segment paths", async () => {
    const html = await site.read('404.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<section[^>]*data-not-found="page"[^>]*>\s*<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toMatch(/<section[^>]*data-not-found="expert"[^>]*hidden[^>]*>\s*<h1[^>]*>Expert Not Found<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Browse All Experts<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
  });
});

describe('feeds and crawlers', () => {
  it('rss.xml lists the published articles, newest first', async () => {
    const xml = await site.read('rss.xml');
    expect(xml).toContain('<title>Longevity Experts Articles</title>');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual([showcase.slug, excerptOnly.slug, contentOnly.slug].map((slug) => `${BUILD_SITE_URL}/articles/${slug}`));
    expect(xml).toContain('<description>How deep sleep protects the ageing brain.</description>');
    expect(xml).toContain('<title>Protein for Healthy Ageing</title>');
    expect(xml).toContain('<description>Why protein needs rise with age.</description>');
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    expect(xml).toContain('<category>NAD+ &amp; Aging</category>');
    expect(xml).toContain('<pubDate>Tue, 10 Mar 2026 00:00:00 GMT</pubDate>');
    expect(xml).not.toMatch(/unfinished-draft|retired-piece/);
  });

  it('robots.txt allows the site, keeps out the admin and the API, and names the sitemap', async () => {
    const robots = await site.read('robots.txt');
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin$',
        'Disallow: /admin/',
        'Disallow: /api/',
        `Sitemap: ${BUILD_SITE_URL}/sitemap-index.xml`,
      ]),
    );
  });

  it('the sitemap lists the article pages and not the drafts', async () => {
    const sitemap = await site.read('sitemap-0.xml');
    expect(sitemap).toContain(`<loc>${BUILD_SITE_URL}/articles/${showcase.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${BUILD_SITE_URL}/articles</loc>`);
    expect(sitemap).not.toMatch(/unfinished-draft|retired-piece/);
    expect(sitemap).not.toMatch(/\/404</);
    expect(sitemap).not.toMatch(/\/(admin|login|submit)/);
  });

  it('the default Open Graph image is shipped', async () => {
    const files = await readdir(site.outDir);
    expect(files).toEqual(expect.arrayContaining(['og-default.png', 'robots.txt', 'rss.xml']));
  });
});
