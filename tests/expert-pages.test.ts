import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublicExperts } from '../db/queries/experts.ts';
import { CATEGORIES } from '../domain/categories.ts';
import type { Expert } from '../domain/entities.ts';
import type { ExpertIndexEntry } from '../domain/site-pages.ts';
import { BUILD_SITE_URL, buildSite } from './helpers/build-site.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestDb } from './helpers/test-db.ts';

/** The expert pages built from a small database through the real publishing pipeline. */

const HOSTILE_EMBED = '<iframe src="https://evil.example/embed/x" onload="alert(1)"></iframe>';
const VALID_EMBED =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc" title="YouTube video player" allowfullscreen></iframe>';

const { db, dir, url } = await createTestDb();
let site: Awaited<ReturnType<typeof buildSite>>;
let vera: Expert;
let philippa: Expert;
let regina: Expert;
let scripter: Expert;
let embargoed: Expert;
let total = 0;

beforeAll(async () => {
  vera = await makeExpert(
    db,
    {
      name: 'Dr. Vera Video',
      title: 'Director, Healthspan Lab',
      categories: ['academic', 'author'],
      longevityContribution: 'Maps how exercise slows epigenetic ageing. '.repeat(8).trim(),
      biography: 'Trained in biochemistry.\n\nRuns a laboratory on healthy ageing.\nWrites for the public.',
      imageUrl: 'https://images.example.org/vera.jpg',
      customGptUrl: 'https://chatgpt.com/g/g-vera',
      youtubeEmbeds: [HOSTILE_EMBED, '   ', VALID_EMBED, 'https://youtu.be/abcdefghijk'],
      books: ['Lifespan Secrets', 'Second Book|Co Author|https://books.example.com/second'],
      scienceHighlights: ['First finding|What it showed', 'Second finding', 'Third finding|More', 'Fourth finding|Never shown'],
      referenceLinks: [
        'https://twitter.com/veravideo',
        'Interview in The Daily|https://news.example.com/vera-video-interview',
        'https://veravideo-lab.example.org',
        'https://en.wikipedia.org/wiki/Vera_Video',
      ],
    },
    1,
  );
  philippa = await makeExpert(db, { name: 'Philippa Giving', categories: ['philanthropist_advocate'] }, 2);
  regina = await makeExpert(db, { name: 'Regina Rules', categories: ['regulator_policy'] });
  scripter = await makeExpert(db, {
    name: 'Sam <script>alert("name")</script> Scripter',
    categories: ['clinician'],
    longevityContribution: 'Closes tags </script><script>alert("contribution")</script> for fun.',
    biography: 'Harmless line.\n<script>alert("bio")</script>',
    imageUrl: 'javascript:alert(1)',
    customGptUrl: 'javascript:alert(2)',
    referenceLinks: ['https://www.linkedin.com/in/sam'],
  });
  // Enough academics for a second page in the directory and on their category page.
  for (let n = 0; n < 24; n++) await makeExpert(db, { name: `Academic ${String(n).padStart(2, '0')}` });
  total = 4 + 24;

  await makeArticle(db, {
    expertId: vera.id,
    slug: 'vera-insight',
    title: 'Vera on Exercise',
    contentType: 'research_insight',
    featured: true,
    featuredOrder: 1,
  });
  await makeArticle(db, { expertId: vera.id, slug: 'vera-tip', title: 'A Tip from Vera', contentType: 'longevity_tip' });
  await makeArticle(db, { expertId: vera.id, slug: 'vera-draft', title: 'Unpublished Vera', status: 'draft' });
  // Scheduled: an expert not yet published, and an article past its unpublish time the scheduler has not processed yet.
  embargoed = await makeExpert(db, { name: 'Embargoed Expert', categories: ['academic'] }, undefined, {
    published: false,
    publishAt: new Date(Date.now() + 86_400_000),
  });
  await makeArticle(db, { expertId: vera.id, slug: 'vera-expired', title: 'Expired Vera', unpublishAt: new Date(Date.now() - 1000) });

  site = await buildSite(db, url, dir);
});

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

function main(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** The HTML of the profile section whose heading has this id. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

function cardLinks(html: string): string[] {
  return [...html.matchAll(/class="card-link card-body" href="\/([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('expert profile pages', () => {
  it('builds one page per public expert at <slug>.html', async () => {
    const experts = await listPublicExperts(db, new Date());
    expect(experts).toHaveLength(total);
    for (const expert of experts) {
      expect(main(await site.read(`${expert.slug}.html`))).toContain(`<h1`);
    }
  });

  it('sets the title, description, canonical URL, social tags and JSON-LD', async () => {
    const html = await site.read(`${vera.slug}.html`);
    expect(title(html)).toBe('Dr. Vera Video | Longevity Experts');
    const description = meta(html, 'description') ?? '';
    expect(description.length).toBe(160);
    expect(vera.longevityContribution.startsWith(description)).toBe(true);
    expect(canonical(html)).toBe(`${BUILD_SITE_URL}/${vera.slug}`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:url')).toBe(`${BUILD_SITE_URL}/${vera.slug}`);
    // The profile's own share card (tests/image-pages.test.ts proves the card itself).
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BUILD_SITE_URL}/og/experts/${vera.slug}\\.[0-9a-f]{16}\\.jpg$`));

    const [profilePage, breadcrumbs] = jsonLd(html);
    expect(profilePage).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${BUILD_SITE_URL}/${vera.slug}`,
      dateCreated: vera.createdAt,
      dateModified: vera.updatedAt,
    });
    expect(profilePage?.mainEntity).toMatchObject({
      '@type': 'Person',
      '@id': `${BUILD_SITE_URL}/${vera.slug}#person`,
      name: 'Dr. Vera Video',
      jobTitle: 'Director, Healthspan Lab',
      description,
      url: `${BUILD_SITE_URL}/${vera.slug}`,
      image: 'https://images.example.org/vera.jpg',
      sameAs: [
        'https://twitter.com/veravideo',
        'https://news.example.com/vera-video-interview',
        'https://veravideo-lab.example.org',
        'https://en.wikipedia.org/wiki/Vera_Video',
      ],
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Directory', item: `${BUILD_SITE_URL}/directory` },
        { position: 2, name: 'Dr. Vera Video', item: `${BUILD_SITE_URL}/${vera.slug}` },
      ],
    });
  });

  it('shows the portrait, name, title, linked category badges and the actions', async () => {
    const html = main(await site.read(`${vera.slug}.html`));
    expect(html).toMatch(/<img src="https:\/\/images\.example\.org\/vera\.jpg"/);
    expect(html).toMatch(/<h1[^>]*>Dr\. Vera Video<\/h1>/);
    expect(html).toContain('Director, Healthspan Lab');
    expect(html).toMatch(/<a class="badge" href="\/\?category=academic"[^>]*>\s*Academic Researchers\s*<\/a>/);
    expect(html).toMatch(/<a class="badge" href="\/\?category=author"[^>]*>\s*Authors\s*<\/a>/);
    expect(html).toMatch(/<a class="btn btn-accent" href="https:\/\/chatgpt\.com\/g\/g-vera" target="_blank" rel="noopener noreferrer"[^>]*>\s*Ask AI Vera\b/);
    expect(html).toContain(
      'href="https://www.perplexity.ai/search?q=Dr.%20Vera%20Video%20longevity%20expert%20research" target="_blank" rel="noopener noreferrer"',
    );
    // The share button needs JavaScript: a plain script drives it, and CSS hides it without scripting.
    expect(html).toMatch(/<button type="button" class="btn btn-secondary share-button"[^>]*data-share-title="Dr\. Vera Video"/);
  });

  it('makes the link on her own host the Official Website button and lists the others by title, site and article', async () => {
    const html = main(await site.read(`${vera.slug}.html`));
    expect(html).toMatch(
      /<a class="btn btn-primary" href="https:\/\/veravideo-lab\.example\.org" target="_blank" rel="noopener noreferrer"[^>]*>\s*Official Website/,
    );
    const links = section(html, 'reference-links');
    expect(links).not.toContain('veravideo-lab.example.org');
    expect(links).toMatch(/href="https:\/\/twitter\.com\/veravideo" target="_blank" rel="noopener noreferrer"[^>]*>\s*X \(Twitter\)/);
    expect(links).toMatch(/href="https:\/\/news\.example\.com\/vera-video-interview"[^>]*>\s*Interview in The Daily/);
    expect(links).toMatch(/href="https:\/\/en\.wikipedia\.org\/wiki\/Vera_Video"[^>]*>\s*Wikipedia: Vera Video/);
  });

  it('shows no Official Website button when no link is the expert’s own', async () => {
    const html = main(await site.read(`${philippa.slug}.html`));
    expect(html).not.toContain('data-testid="official-website"');
  });

  it('renders the sections in the specified order, then the disclaimer', async () => {
    const html = main(await site.read(`${vera.slug}.html`));
    const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>(.*?)<\/h2>/g)].map((match) => [match[1], decode((match[2] ?? '').replace(/<[^>]*>/g, ''))]);
    expect(headings).toEqual([
      ['longevity-contribution', 'Longevity Contribution'],
      ['featured-videos', 'Featured Videos'],
      ['related-articles', 'Health Optimization Inspired by Dr. Vera Video'],
      ['books', 'Books by Dr. Vera Video'],
      ['science-highlights', 'Longevity Science Highlights'],
      ['biography', 'Biography'],
      ['reference-links', 'Reference Links'],
    ]);
    expect(html.indexOf('does not constitute medical')).toBeGreaterThan(html.indexOf('id="reference-links"'));
    // A heading that names the expert isolates the name from its words.
    expect(html).toMatch(/id="books"[^>]*>Books by <bdi[^>]*>Dr\. Vera Video<\/bdi><\/h2>/);
  });

  it('omits the sections an expert has nothing for', async () => {
    const html = main(await site.read(`${philippa.slug}.html`));
    for (const id of ['featured-videos', 'related-articles', 'books', 'science-highlights']) expect(html).not.toContain(`id="${id}"`);
    expect(html).toContain('id="longevity-contribution"');
    expect(html).toContain('This profile is for educational purposes only');
  });

  it('renders videos only as clean youtube-nocookie iframes built from the parsed ids', async () => {
    const html = await site.read(`${vera.slug}.html`);
    const iframes = [...html.matchAll(/<iframe\b[^>]*>/g)].map((match) => match[0]);
    expect(iframes).toHaveLength(2);
    expect(iframes[0]).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(iframes[1]).toContain('src="https://www.youtube-nocookie.com/embed/abcdefghijk"');
    for (const iframe of iframes) {
      expect(iframe).toContain('loading="lazy"');
      expect(iframe).toContain('allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"');
      expect(iframe).toContain('referrerpolicy="strict-origin-when-cross-origin"');
      expect(iframe).toMatch(/title="[^"]+"/);
    }
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('onload');
    expect(html).not.toContain('?si=abc');
  });

  it('lists the published articles with their type labels and links', async () => {
    const related = section(main(await site.read(`${vera.slug}.html`)), 'related-articles');
    expect(related).toContain('href="/articles/vera-insight"');
    expect(related).toContain('href="/articles/vera-tip"');
    expect(related).toContain('Research Insight');
    expect(related).toContain('Longevity Tip');
    expect(related).not.toContain('vera-draft');
  });

  it('links books to their own URL, else to the default bookstore search', async () => {
    const books = section(main(await site.read(`${vera.slug}.html`)), 'books');
    expect(books).toContain('href="https://www.amazon.com/s?k=Lifespan%20Secrets%20Dr.%20Vera%20Video"');
    expect(books).toMatch(/by Dr\. Vera Video/);
    expect(books).toContain('href="https://books.example.com/second"');
    expect(books).toContain('by Co Author');
  });

  it('shows at most three highlights and the biography split into paragraphs', async () => {
    const html = main(await site.read(`${vera.slug}.html`));
    const highlights = section(html, 'science-highlights');
    expect(highlights).toContain('First finding');
    expect(highlights).toContain('What it showed');
    expect(highlights).toContain('Third finding');
    expect(highlights).not.toContain('Fourth finding');
    const paragraphs = [...section(html, 'biography').matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(paragraphs).toEqual(['Trained in biochemistry.', 'Runs a laboratory on healthy ageing.', 'Writes for the public.']);
  });

  it('escapes markup in stored text and drops script URLs', async () => {
    const html = await site.read(`${scripter.slug}.html`);
    // Inside a quoted attribute value '<' is only text, so look for tags outside them.
    const markup = html.replace(/="[^"]*"/g, '=""');
    expect(markup).not.toMatch(/<script>alert/);
    expect(markup.match(/<script\b/g)).toHaveLength(markup.match(/<\/script>/g)?.length ?? 0);
    expect(html).not.toContain('javascript:');
    expect(main(html)).toContain('Sam &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Scripter');
    expect(main(html)).toContain('&lt;script&gt;alert(&quot;bio&quot;)&lt;/script&gt;');
    expect(main(html)).not.toContain('Ask AI');
    expect(main(html)).not.toContain('<img');
    const person = jsonLd(html)[0]?.mainEntity;
    expect(person).toHaveProperty('name', 'Sam <script>alert("name")</script> Scripter');
    expect(person).not.toHaveProperty('image');
    expect(title(html)).toBe('Sam <script>alert("name")</script> Scripter | Longevity Experts');
  });
});

describe('category pages', () => {
  it('builds the nine category pages with their metadata and chips', async () => {
    for (const category of CATEGORIES) {
      const html = await site.read(`directory/${category.slug}.html`);
      expect(title(html)).toBe(`${category.label} in Longevity Science | Longevity Experts`);
      expect(meta(html, 'description')).toBe(category.description);
      expect(meta(html, 'keywords')).toBe(category.keywords);
      expect(canonical(html)).toBe(`${BUILD_SITE_URL}/directory/${category.slug}`);
      expect(html).toMatch(new RegExp(`<a class="chip" href="/directory/${category.slug}" aria-current="page"`));
      expect(html.match(/<a class="chip"[^>]*aria-current/g)).toHaveLength(1);
    }
  });

  it('maps the philanthropist and regulator pages to the stored keys', async () => {
    const philanthropists = main(await site.read('directory/philanthropists-advocates.html'));
    expect(cardLinks(philanthropists)).toEqual([philippa.slug]);
    expect(philanthropists).toContain('1 expert in this category');
    expect(philanthropists).toContain('1 Expert Found');
    const regulators = main(await site.read('directory/regulators-policy-leaders.html'));
    expect(cardLinks(regulators)).toEqual([regina.slug]);
  });

  it('shows the first 24 of a larger category and the count of all', async () => {
    const html = main(await site.read('directory/academic-researchers.html'));
    expect(html).toContain('25 experts in this category');
    expect(html).toContain('25 Experts Found');
    expect(html).toContain('Page 1 of 2');
    expect(cardLinks(html)).toHaveLength(24);
  });

  it('shows the empty state for a category without experts', async () => {
    const html = main(await site.read('directory/investors-entrepreneurs.html'));
    expect(html).toContain('No experts found in this category.');
    expect(html).toContain('href="/submit"');
    expect(cardLinks(html)).toHaveLength(0);
  });

  it('answers unknown categories with an Unknown Category page', async () => {
    const html = await site.read('directory/404.html');
    expect(main(html)).toContain('Unknown Category');
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    for (const category of CATEGORIES) expect(html).toContain(`href="/directory/${category.slug}"`);
  });
});

describe('directory and home', () => {
  it('puts the first 24 experts, the count and the pager into the directory HTML', async () => {
    const html = main(await site.read('directory.html'));
    expect(cardLinks(html)).toHaveLength(24);
    expect(html).toContain(`${total} Experts Found`);
    expect(html).toContain('Page 1 of 2');
    expect(html).toMatch(/href="\/directory\/page\/2"[^>]*>2</);
    expect(html).toContain('aria-label="Search experts"');
  });

  it('shows the hero, the featured experts in order, the categories, featured articles and the promotion', async () => {
    const html = main(await site.read('index.html'));
    expect(html).toContain('A curated directory of the leading experts in longevity science and medicine.');
    expect(html).toMatch(/href="#featured-experts"[^>]*>Explore Leaders</);
    expect(html).toContain('id="featured-experts"');
    expect(html).toMatch(/href="\/submit"[^>]*>Submit Expert</);
    expect(html).toMatch(/href="\/directory"[^>]*>\s*View All Experts/);
    const featured = section(html, 'featured-experts');
    expect(cardLinks(featured)).toEqual([vera.slug, philippa.slug]);
    for (const category of CATEGORIES) expect(html).toContain(`href="/directory/${category.slug}"`);
    expect(section(html, 'featured-articles')).toContain('href="/articles/vera-insight"');
    expect(html).toContain('Read Article');
    expect(html).toMatch(/href="\/articles"[^>]*>\s*View All Articles/);
    expect(html).toMatch(/aria-label="Promotion"/);
  });
});

describe('what is not public yet', () => {
  it('an expert waiting for publication and an article past its unpublish time are on no page, list, index or sitemap', async () => {
    await expect(site.read(`${embargoed.slug}.html`)).rejects.toThrow(/ENOENT/);
    await expect(site.read('articles/vera-expired.html')).rejects.toThrow(/ENOENT/);
    const pages = [
      'index.html',
      'directory.html',
      'directory/academic-researchers.html',
      'directory/page/2.html',
      'articles.html',
      `${vera.slug}.html`,
      'sitemap-0.xml',
      'rss.xml',
    ];
    const data = (await readdir(join(site.outDir, 'data'))).map((name) => `data/${name}`);
    for (const file of [...pages, ...data]) {
      const text = await site.read(file);
      expect(text, file).not.toContain(embargoed.slug);
      expect(text, file).not.toContain('Embargoed Expert');
      expect(text, file).not.toContain('vera-expired');
    }
  });
});

describe('experts index', () => {
  it('is emitted under its content hash, referenced by the pages, and lists every expert for cards and search', async () => {
    const files = (await readdir(join(site.outDir, 'data'))).filter((name) => /^experts\.[0-9a-f]+\.json$/.test(name));
    expect(files).toHaveLength(1);
    const name = files[0] ?? '';
    const text = await site.read(`data/${name}`);
    const version = name.split('.')[1] ?? '';
    expect(createHash('sha256').update(text).digest('hex').startsWith(version)).toBe(true);
    for (const page of ['index.html', 'directory.html', 'directory/authors.html']) {
      expect(await site.read(page)).toContain(`/data/${name}`);
    }

    const entries = JSON.parse(text) as ExpertIndexEntry[];
    expect(entries).toHaveLength(total);
    const veraEntry = entries.find((entry) => entry.slug === vera.slug);
    expect(veraEntry).toEqual({
      slug: vera.slug,
      name: vera.name,
      title: vera.title,
      categories: ['academic', 'author'],
      longevityContribution: vera.longevityContribution,
      imageUrl: 'https://images.example.org/vera.jpg',
      // The search's copy of the biography: its distinct words, without stop words.
      biography: 'trained biochemistry runs laboratory healthy ageing writes public',
    });
    expect(entries.find((entry) => entry.slug === scripter.slug)?.imageUrl).toBeNull();
  });
});
