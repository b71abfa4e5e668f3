import { describe, expect, it } from 'vitest';
import { isSafeUrl, renderMarkdown } from '../publishing/markdown/markdown.ts';

/** Every href and src the HTML carries. */
function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('renderMarkdown: GitHub extensions', () => {
  it('renders tables', () => {
    const html = renderMarkdown('| Marker | Change |\n| --- | ---: |\n| ApoB | -20% |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<th>Marker</th>');
    expect(html).toMatch(/<td style="text-align:right">-20%<\/td>/);
  });

  it('renders strikethrough', () => {
    expect(renderMarkdown('Eat ~~more~~ less sugar.')).toContain('<s>more</s>');
  });

  it('renders task lists as disabled checkboxes', () => {
    const html = renderMarkdown('- [ ] Walk daily\n- [x] Sleep eight hours\n');
    expect(html).toContain('class="contains-task-list"');
    expect(html.match(/<input [^>]*type="checkbox"[^>]*>/g)).toHaveLength(2);
    expect(html).toMatch(/<input class="task-list-item-checkbox" disabled="" type="checkbox"> Walk daily/);
    expect(html).toMatch(/<input class="task-list-item-checkbox" checked="" disabled="" type="checkbox"> Sleep eight hours/);
  });

  it('renders footnotes with links both ways', () => {
    const html = renderMarkdown('Rapamycin extends lifespan in mice.[^itp]\n\n[^itp]: Interventions Testing Program, 2009.\n');
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(html).toContain('<section class="footnotes">');
    expect(html).toMatch(/<li id="fn1" class="footnote-item"><p>Interventions Testing Program, 2009\./);
    expect(html).toContain('href="#fnref1"');
  });

  it('gives headings unique ids, one level below the page title', () => {
    const html = renderMarkdown('# Sleep & Recovery\n\n## Why it *matters*\n\n## Why it matters\n\n# Main\n');
    expect(html).toContain('<h2 id="sleep-recovery">Sleep &amp; Recovery</h2>');
    expect(html).toContain('<h3 id="why-it-matters">Why it <em>matters</em></h3>');
    expect(html).toContain('<h3 id="why-it-matters-2">Why it matters</h3>');
    // 'main' is the layout's skip-link target.
    expect(html).toContain('<h2 id="main-2">Main</h2>');
  });

  it('makes the body’s top heading level h2, so no level is skipped after the page’s h1', () => {
    const html = renderMarkdown('## What a clock measures\n\n### Details\n\n## Bottom line\n');
    expect(html).toContain('<h2 id="what-a-clock-measures">');
    expect(html).toContain('<h3 id="details">');
    expect(html).toContain('<h2 id="bottom-line">');
    expect(renderMarkdown('#### Deep start\n')).toContain('<h2 id="deep-start">');
  });

  it('starts every document afresh (ids and footnote numbers)', () => {
    renderMarkdown('# Intro\n\nA[^1]\n\n[^1]: x\n');
    const html = renderMarkdown('# Intro\n\nB[^1]\n\n[^1]: y\n');
    expect(html).toContain('<h2 id="intro">');
    expect(html).toContain('id="fn1"');
  });
});

describe('renderMarkdown: raw HTML is text', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ['<iframe srcdoc="<b>x</b>"></iframe>', '&lt;iframe srcdoc=&quot;&lt;b&gt;x&lt;/b&gt;&quot;&gt;&lt;/iframe&gt;'],
  ])('%s', (input, escaped) => {
    for (const html of [renderMarkdown(input), renderMarkdown(`Before ${input} after`)]) {
      expect(html).toContain(escaped);
      expect(html).not.toMatch(/<(script|img|iframe|a)\b/);
    }
  });
});

describe('renderMarkdown: link schemes', () => {
  const forbidden = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;vascript:alert(1)',
    'java&#9;script:alert(1)',
    'java&#10;script:alert(1)',
    'java%09script:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'FILE:///etc/passwd',
    'ftp://example.org/file',
    'tel:+15551234',
  ];

  it.each(forbidden)('drops a link to %s', (url) => {
    const html = renderMarkdown(`[click](${url}) and <${url}> and ![pic](${url})\n\n[ref link][r]\n\n[r]: ${url}\n`);
    expect(urls(html)).toEqual([]);
    expect(html).not.toMatch(/<a\b|<img\b/);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///x'])('refuses %s in the link filter itself', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(isSafeUrl(`\u0000 ${url}`)).toBe(false);
    expect(isSafeUrl(url.replace(':', '\t:'))).toBe(false);
  });

  it.each([
    ['https://example.org/study', 'https://example.org/study'],
    ['http://example.org', 'http://example.org'],
    ['HTTPS://example.org/x', 'HTTPS://example.org/x'],
    ['mailto:team@example.org', 'mailto:team@example.org'],
    ['irc://irc.libera.chat/longevity', 'irc://irc.libera.chat/longevity'],
    ['ircs://irc.libera.chat/longevity', 'ircs://irc.libera.chat/longevity'],
    ['xmpp:someone@example.org', 'xmpp:someone@example.org'],
    ['/articles/sleep', '/articles/sleep'],
    ['../relative/path', '../relative/path'],
    ['#section', '#section'],
    ['?tag=sleep', '?tag=sleep'],
  ])('keeps a link to %s', (url, href) => {
    expect(urls(renderMarkdown(`[x](${url})`))).toEqual([href]);
  });

  it('keeps images with allowed URLs, lazily loaded', () => {
    const html = renderMarkdown('![Chart](https://example.org/chart.png)');
    expect(html).toContain('<img src="https://example.org/chart.png" alt="Chart" loading="lazy" decoding="async">');
  });

  it('opens external links in a new tab without passing on trust or referrer', () => {
    const html = renderMarkdown('[study](https://example.org) [local](/directory) [mail](mailto:a@example.org) <https://example.com>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">study</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">https://example.com</a>');
    expect(html).toContain('<a href="/directory">local</a>');
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
  });

  it('links bare URLs written with their scheme, not file names', () => {
    const html = renderMarkdown('See https://example.org/paper and README.md.');
    expect(urls(html)).toEqual(['https://example.org/paper']);
  });
});

describe('renderMarkdown: refused links read as text', () => {
  it.each([
    ['[click here](javascript:alert(1))', '<p>click here</p>\n'],
    ['Read [the **study**](data:text/html,x) today.', '<p>Read the <strong>study</strong> today.</p>\n'],
    ['![a chart](javascript:alert(1))', '<p>a chart</p>\n'],
    ['[ref][r]\n\n[r]: vbscript:x\n', '<p>ref</p>\n'],
  ])('%s', (input, html) => {
    expect(renderMarkdown(input)).toBe(html);
  });

  it('keeps the safe link beside a refused one', () => {
    expect(renderMarkdown('[bad](javascript:x) [good](/directory)')).toBe('<p>bad <a href="/directory">good</a></p>\n');
  });
});

describe('renderMarkdown: wide tables', () => {
  it('wraps a table in a focusable region that scrolls sideways', () => {
    const html = renderMarkdown('| A | B |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toMatch(/^<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>/);
    expect(html.trimEnd()).toMatch(/<\/table>\n?<\/div>$/);
  });
});
