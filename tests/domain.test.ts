import { describe, expect, it } from 'vitest';
import { formatUsd } from '../domain/ai/messages.ts';
import { bookstoreSearchUrl, parseBook } from '../domain/books.ts';
import { CATEGORIES, categoryBySlug, normaliseCategory } from '../domain/categories.ts';
import { contentTypeLabel, normaliseContentType } from '../domain/content-types.ts';
import { formatDateTime } from '../domain/dates.ts';
import { parseHighlight } from '../domain/highlights.ts';
import { isHttpUrl, parseReferenceLink, sameLinkTarget } from '../domain/links.ts';
import { clampPage, pageCount, pageRange, pageWindow } from '../domain/paging.ts';
import { filterArticles, inCategory } from '../domain/search.ts';
import { isValidSlug, RESERVED_SLUGS, slugify, uniqueSlug } from '../domain/slugs.ts';
import { articleDescription, firstName, headerName, stripMarkdown } from '../domain/text.ts';
import { youtubeVideoId, youtubeVideoIds } from '../domain/youtube.ts';

describe('slugs', () => {
  it.each([
    ['David A. Sinclair', 'david-a-sinclair'],
    ['  José  Viña  ', 'jose-vina'],
    ['S. Jay Olshansky', 's-jay-olshansky'],
    ['Ageing -- and -- You!', 'ageing-and-you'],
    ['---', ''],
    ['Größe & Ωmega', 'groe-mega'],
  ])('slugify(%j) is %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('accepts lowercase letters, digits and hyphens only', () => {
    expect(isValidSlug('peter-attia-2')).toBe(true);
    for (const bad of ['', 'Peter', 'a b', 'a_b', 'ä', 'a/b', 'x'.repeat(121)]) expect(isValidSlug(bad)).toBe(false);
  });

  it('never gives a slug that a site route owns, and makes duplicates unique', () => {
    expect(uniqueSlug('Articles', new Set())).toBe('articles-2');
    expect(uniqueSlug('Admin', new Set(['admin-2']))).toBe('admin-3');
    expect(uniqueSlug('Peter Attia', new Set(['peter-attia', 'peter-attia-2']))).toBe('peter-attia-3');
    expect(uniqueSlug('!!!', new Set())).toBe('expert');
    for (const route of ['directory', 'login', 'submit', 'submit-expert', 'featured', 'id', 'api', 'uploads', 'data']) {
      expect(RESERVED_SLUGS.has(route)).toBe(true);
    }
  });
});

describe('categories', () => {
  it('maps each of the nine page slugs to a stored key, including the two the spec mismatched', () => {
    expect(CATEGORIES).toHaveLength(9);
    expect(categoryBySlug('philanthropists-advocates')?.key).toBe('philanthropist_advocate');
    expect(categoryBySlug('regulators-policy-leaders')?.key).toBe('regulator_policy');
    expect(categoryBySlug('scientists-innovators')?.label).toBe('Scientists and Innovators');
  });

  it('normalises keys, legacy keys and slugs, and refuses the rest', () => {
    expect(normaliseCategory('philanthropist')).toBe('philanthropist_advocate');
    expect(normaliseCategory('regulator')).toBe('regulator_policy');
    expect(normaliseCategory('ai-data-scientists')).toBe('ai_data_scientist');
    expect(normaliseCategory(' clinician ')).toBe('clinician');
    expect(normaliseCategory('astrologer')).toBeUndefined();
  });
});

describe('content types', () => {
  it('accepts every spelling the screens used and labels them', () => {
    expect(normaliseContentType('research-insight')).toBe('research_insight');
    expect(normaliseContentType('expertise-tip')).toBe('longevity_tip');
    expect(normaliseContentType('Longevity_Tip')).toBe('longevity_tip');
    expect(normaliseContentType('opinion')).toBeUndefined();
    expect(contentTypeLabel('longevity_tip')).toBe('Longevity Tip');
    expect(contentTypeLabel('research_insight')).toBe('Research Insight');
  });
});

describe('reference links', () => {
  it('parses a plain URL or label|url and refuses non-http targets', () => {
    expect(parseReferenceLink('https://peterattiamd.com')).toEqual({ label: undefined, url: 'https://peterattiamd.com' });
    expect(parseReferenceLink('Lab | https://example.org/lab')).toEqual({ label: 'Lab', url: 'https://example.org/lab' });
    expect(parseReferenceLink('javascript:alert(1)')).toBeUndefined();
    expect(parseReferenceLink('Site|ftp://example.org')).toBeUndefined();
    expect(parseReferenceLink('not a url')).toBeUndefined();
    expect(isHttpUrl('http://x.org')).toBe(true);
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
  });

  it('treats the same target as a duplicate regardless of label, host case or trailing slash', () => {
    expect(sameLinkTarget('https://Example.org/lab/', 'Lab|https://example.org/lab')).toBe(true);
    expect(sameLinkTarget('https://example.org/a', 'https://example.org/b')).toBe(false);
  });
});

describe('books and highlights', () => {
  it('fills a missing author with the expert and a missing link with a bookstore search', () => {
    expect(parseBook('Outlive', 'Peter Attia')).toEqual({
      title: 'Outlive',
      author: 'Peter Attia',
      url: bookstoreSearchUrl('Outlive', 'Peter Attia'),
    });
    expect(bookstoreSearchUrl('Outlive', 'Peter Attia')).toBe('https://www.amazon.com/s?k=Outlive%20Peter%20Attia');
    expect(parseBook('Lifespan|David A. Sinclair|https://example.org/book', 'X')).toEqual({
      title: 'Lifespan',
      author: 'David A. Sinclair',
      url: 'https://example.org/book',
    });
    expect(parseBook('Bad link|A|javascript:alert(1)', 'X')?.url).toBe(bookstoreSearchUrl('Bad link', 'X'));
    expect(parseBook('  |Someone', 'X')).toBeUndefined();
  });

  it('splits a highlight at its first bar', () => {
    expect(parseHighlight('Epigenetic clock|A DNA methylation age | estimator')).toEqual({
      headline: 'Epigenetic clock',
      description: 'A DNA methylation age | estimator',
    });
    expect(parseHighlight('Just a headline')).toEqual({ headline: 'Just a headline', description: undefined });
    expect(parseHighlight('   ')).toBeUndefined();
  });
});

describe('YouTube embeds', () => {
  it.each([
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0"></iframe>', 'dQw4w9WgXcQ'],
    ["<iframe src='https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5'></iframe>", 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the id from %s', (embed, id) => {
    expect(youtubeVideoId(embed)).toBe(id);
  });

  it.each([
    ['<iframe src="https://evil.example/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>'],
    ['<iframe src="javascript:alert(1)"></iframe>'],
    ['<iframe src="https://www.youtube.com/embed/short"></iframe>'],
    ['<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    [''],
  ])('refuses %s', (embed) => {
    expect(youtubeVideoId(embed)).toBeUndefined();
  });

  it('skips blank and foreign embeds and keeps at most the limit', () => {
    const ok = 'https://youtu.be/dQw4w9WgXcQ';
    expect(youtubeVideoIds(['', 'nope', ok, ok, ok, ok, ok], 4)).toHaveLength(4);
  });
});

describe('paging', () => {
  it('slides a window of at most five page numbers around the current page', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('counts pages, clamps out-of-range pages and gives the shown range', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(49, 24)).toBe(3);
    expect(clampPage(9, 49, 24)).toBe(3);
    expect(clampPage(Number.NaN, 49, 24)).toBe(1);
    expect(pageRange(3, 49, 24)).toEqual({ from: 49, to: 49 });
    expect(pageRange(1, 0, 12)).toEqual({ from: 0, to: 0 });
  });
});

describe('search', () => {
  const experts = [
    { name: 'Valter Longo', longevityContribution: 'Fasting-mimicking diet', categories: ['academic'] },
    { name: 'Peter Attia', longevityContribution: 'Exercise and Medicine 3.0', categories: ['clinician'] },
  ];

  it('keeps the experts of a category; none or all keeps everyone', () => {
    expect(experts.filter(inCategory('clinician')).map((e) => e.name)).toEqual(['Peter Attia']);
    expect(experts.filter(inCategory('all'))).toHaveLength(2);
    expect(experts.filter(inCategory(undefined))).toHaveLength(2);
  });

  it('finds articles by title, excerpt or tag for the admin list, and filters by exact tag', () => {
    const articles = [
      { title: 'Sleep', excerpt: 'Rest well', seoTags: ['Sleep', 'habits'] },
      { title: 'Clocks', excerpt: null, seoTags: ['epigenetics'] },
    ];
    expect(filterArticles(articles, { search: 'EPIGEN' }).map((a) => a.title)).toEqual(['Clocks']);
    expect(filterArticles(articles, { tag: 'sleep' }).map((a) => a.title)).toEqual(['Sleep']);
    expect(filterArticles(articles, { tag: 'slee' })).toEqual([]);
  });
});

describe('text', () => {
  it('describes an article by metaDescription, else excerpt, else its stripped content cut to 160', () => {
    const content = `# Title\n\n**Bold** [link](https://x.org) ${'word '.repeat(60)}`;
    expect(articleDescription({ metaDescription: 'Meta', excerpt: 'Ex', content })).toBe('Meta');
    expect(articleDescription({ metaDescription: ' ', excerpt: 'Ex', content })).toBe('Ex');
    const fallback = articleDescription({ metaDescription: null, excerpt: null, content });
    expect(fallback.length).toBeLessThanOrEqual(160);
    expect(fallback.startsWith('Title Bold link word')).toBe(true);
    expect(stripMarkdown('- [x] done ~~old~~ `code`')).toBe('done old code');
    expect(stripMarkdown('| Region | Country |\n| --- | :---: |\n| Okinawa | Japan |\n')).toBe('Region Country Okinawa Japan');
    expect(stripMarkdown('Intro\n\n---\n\nSee [the study][s] and <https://example.org>.\n\n[s]: https://example.org/s')).toBe('Intro See the study and .');
    expect(stripMarkdown('## Heading\n> quoted **bold** _it_ text[^1]\n\n[^1]: Note.')).toBe('Heading quoted bold it text Note.');
  });

  it('takes a first name, skipping honorifics', () => {
    expect(firstName('Dr. Peter Attia')).toBe('Peter');
    expect(firstName('Valter Longo')).toBe('Valter');
  });

  it('names a signed-in person in the header without repeating the Admin link beside it', () => {
    const email = 'someone@example.org';
    expect(headerName({ firstName: 'Dr. Peter Attia', role: 'user', email })).toBe('Peter');
    // No name (or the start-up admin's placeholder): the address, not a role-like 'User' (#32).
    expect(headerName({ firstName: null, role: 'user', email })).toBe(email);
    expect(headerName({ firstName: 'Admin', role: 'admin', email })).toBe(email);
    expect(headerName({ firstName: 'Admin', role: 'user', email })).toBe('Admin');
    expect(headerName({ firstName: 'Grace', role: 'admin', email })).toBe('Grace');
  });

  it('formats dates as en-US with year, short month, day, hour and minute', () => {
    expect(formatDateTime('2026-03-04T15:07:00Z')).toMatch(/^Mar \d, 2026, \d{1,2}:07 (AM|PM)$/);
    expect(formatDateTime(null)).toBe('Unknown');
    expect(formatDateTime('garbage')).toBe('Unknown');
  });
});

describe('formatDateTime', () => {
  it('shows year, short month, day, hour and minute in en-US, naming UTC for built pages', () => {
    expect(formatDateTime('2026-02-10T09:05:00.000Z', '', 'UTC')).toMatch(/^Feb 10, 2026, 9:05\sAM UTC$/);
    expect(formatDateTime(new Date('2026-02-10T21:30:00.000Z'), '', 'UTC')).toMatch(/^Feb 10, 2026, 9:30\sPM UTC$/);
    expect(formatDateTime('2026-02-10T09:05:00.000Z')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatDateTime(null)).toBe('Unknown');
    expect(formatDateTime('not a date', 'Recently')).toBe('Recently');
  });
});

describe('formatUsd', () => {
  it('shows cents from a cent up, four decimals below, and never a positive amount as $0.00', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.2)).toBe('$0.20');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(0.01)).toBe('$0.01');
    expect(formatUsd(0.001)).toBe('$0.0010');
    expect(formatUsd(0.0042)).toBe('$0.0042');
    expect(formatUsd(0.00004)).toBe('under $0.0001');
    expect(formatUsd(-1)).toBe('$0.00');
  });
});
