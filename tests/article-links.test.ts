import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetcher, type Resolver } from '../api/adapters/http/node-guarded-fetch.ts';
import { articles, libraryContent } from '../db/schema.ts';
import { renderMarkdown } from '../publishing/markdown/markdown.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from './helpers/openai-server.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * No unchecked link in a published AI-written article (wizard publish and library publish): every
 * link form the site's renderer would render is found in its token stream; a link stays only when
 * the expert's sources gave it or the link check opened it (hop by hop through the guarded
 * fetcher, final 2xx only); images stay only when they are ours.
 */

/** A web host for the link checks; `hits` lists 'host path' for every request it gets. */
const hits: string[] = [];
const web = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  hits.push(`${req.headers.host?.split(':')[0]} ${path}`);
  const redirect = (location: string) => res.writeHead(302, { Location: location }).end();
  if (path === '/ok' || path === '/lab' || path === '/final-ok') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>ok</p>');
  if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/');
  if (path === '/to-other-host-404') return redirect(`http://other.test:${port}/final-404`);
  if (path === '/to-other-host-ok') return redirect(`http://other.test:${port}/final-ok`);
  if (path === '/loop-a') return redirect('/loop-b');
  if (path === '/loop-b') return redirect('/loop-a');
  if (path === '/to-ftp') return redirect('ftp://files.example/paper.pdf');
  res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>missing</p>');
});
await new Promise<void>((ready) => web.listen(0, '127.0.0.1', ready));
const port = (web.address() as AddressInfo).port;
const base = `http://127.0.0.1:${port}`;
afterAll(() => new Promise<void>((done) => web.close(() => done())));

/** 'other.test' is another host (on the same loopback server); nothing else resolves (no network here). */
const resolve: Resolver = async (host) => (host === 'other.test' ? ['127.0.0.1'] : []);

const router = await startOpenAiServer({ openrouter: true });
afterAll(router.close);
router.respond((request) => (schemaNameOf(request) === 'seo_tags' ? { json: { tags: ['sleep', 'repair', 'ageing'] } } : { status: 500 }));

const t = await createTestApp({ ...aiEnv(router), ALLOW_PRIVATE_IMAGE_URLS: 'true' }, { imageFetcher: createGuardedFetcher({ allowPrivate: true, resolve }) });
const admin = await signUpAdmin(t);
const expert = await makeExpert(t.db, { name: 'Ada Longevity', referenceLinks: [`Lab|${base}/lab`] });

beforeEach(() => void (hits.length = 0));

/** Every href and src the public page renders for the stored article. */
function rendered(markdown: string): { links: string[]; images: string[] } {
  const html = renderMarkdown(markdown);
  return {
    links: [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? ''),
    images: [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1] ?? ''),
  };
}

async function publish(content: string) {
  const res = await t.request('POST', '/api/admin/publish-article', {
    cookie: admin.cookie,
    body: { content, expert: String(expert.id), featuredImage: null, linkFromProfile: true, contentType: 'research-insight' },
  });
  expect(res.status).toBe(201);
  const { article } = (await res.json()) as { article: { id: number } };
  const [stored] = await t.db.select().from(articles).where(eq(articles.id, article.id));
  return stored!.content;
}

describe('links in AI-written articles', () => {
  it('finds every link form the page would render and keeps only sourced or opened links, and only our images', async () => {
    const content = [
      '# Sleep as repair',
      '',
      `Her [lab](${base}/lab) and [a checked page](${base}/ok) stay links.`,
      "An [inline link](https://invented.example/study 'with a single-quoted title') and [nested [brackets] here](https://invented.example/nested) go.",
      'So do [a reference][ref], a [shortcut], an autolink <https://invented.example/auto> and a bare https://invented.example/bare address.',
      'A footnote cites nothing checkable.[^1] Inline^[see https://invented.example/inline-note].',
      'Raw HTML: <a href="https://invented.example/raw" title=\'t\'>a raw link</a> and <img src="https://invented.example/pixel.png" alt="pixel">.',
      '',
      '![a chart](https://invented.example/chart.png)',
      '',
      '![our own image](/uploads/images/chart-1.png)',
      '',
      '> A quote [written across',
      '> two lines](https://invented.example/quoted).',
      '',
      '| Study | Link |',
      '| --- | --- |',
      '| [ITP](https://invented.example/itp) | https://invented.example/cell |',
      '',
      '<div>',
      '<a href="https://invented.example/block">in an HTML block</a>',
      '</div>',
      '',
      '[ref]: https://invented.example/ref "Reference"',
      '[shortcut]: <https://invented.example/shortcut>',
      '[^1]: As shown in [the trial](https://invented.example/trial) and https://invented.example/footnote-bare.',
    ].join('\n');

    const stored = await publish(content);
    const page = rendered(stored);
    expect(page.links.filter((href) => !href.startsWith('#'))).toEqual([`${base}/lab`, `${base}/ok`]);
    expect(page.images).toEqual(['/uploads/images/chart-1.png']);
    expect(stored).not.toContain('https://invented.example');
    expect(stored).not.toContain('<a ');
    expect(stored).not.toContain('<img');
    // The words stay, as plain text.
    for (const text of [
      '> A quote written across\n> two lines.',
      '| ITP | invented.example/cell |',
      'An inline link and nested [brackets] here go.',
      'So do a reference, a shortcut, an autolink invented.example/auto and a bare invented.example/bare address.',
      'a raw link',
      'in an HTML block',
      'As shown in the trial and invented.example/footnote-bare.',
      'see invented.example/inline-note',
    ]) {
      expect(stored).toContain(text);
    }
    // A link the expert's sources gave is kept without a check; the rest were checked once each.
    expect(hits).toEqual(['127.0.0.1 /ok']);
  });

  it('follows redirects hop by hop and keeps a link only when the final answer is 2xx on an allowed address', async () => {
    const links = ['/to-metadata', '/to-other-host-404', '/to-other-host-ok', '/loop-a', '/to-ftp', '/missing'];
    const content = ['# Redirects', '', ...links.map((path) => `- [${path}](${base}${path})`)].join('\n');
    const res = await t.request('POST', '/api/admin/generate-content-from-ideas', {
      cookie: admin.cookie,
      body: { ideas: [{ title: 'Redirects', description: 'd' }], experts: [String(expert.id)], contentType: 'research-insight' },
    });
    // The wizard's generated text gets the same check (here through the model's reply).
    expect(res.status).toBe(502);
    router.respond((request) => (schemaNameOf(request) === 'article_markdown' ? { json: { markdown: content } } : { status: 500 }));
    const generated = await t.request('POST', '/api/admin/generate-content-from-ideas', {
      cookie: admin.cookie,
      body: { ideas: [{ title: 'Redirects', description: 'd' }], experts: [String(expert.id)], contentType: 'research-insight' },
    });
    const body = (await generated.json()) as { contents: Array<{ content: string; removedLinks: Array<{ url: string; kind: string; reason: string }> }> };
    const [piece] = body.contents;
    expect(rendered(piece!.content).links).toEqual([`${base}/to-other-host-ok`]);
    expect(piece!.removedLinks).toEqual([
      { url: `${base}/to-metadata`, kind: 'link', reason: 'the link leads to a private, local or reserved network address' },
      { url: `${base}/to-other-host-404`, kind: 'link', reason: 'the link answered with status 404' },
      { url: `${base}/loop-a`, kind: 'link', reason: 'the link redirects in a loop' },
      { url: `${base}/to-ftp`, kind: 'link', reason: 'the link redirected to an address that is not http(s)' },
      { url: `${base}/missing`, kind: 'link', reason: 'the link answered with status 404' },
    ]);
    // Each hop went through the guard: the other host was asked, the metadata address never was.
    expect(hits).toContain('other.test /final-404');
    expect(hits).toContain('other.test /final-ok');
    expect(hits.filter((hit) => hit.includes('meta-data'))).toEqual([]);
    router.respond((request) => (schemaNameOf(request) === 'seo_tags' ? { json: { tags: ['sleep', 'repair', 'ageing'] } } : { status: 500 }));
  });

  it('checks again when library content is published (an editor may have added links)', async () => {
    const [saved] = await t.db
      .insert(libraryContent)
      .values({
        projectId: null,
        expertId: expert.id,
        contentType: 'research_insight',
        content: `# Edited\n\nSee [this](https://invented.example/edited) and [that](${base}/ok) and ${base}/missing.`,
      })
      .returning();
    const res = await t.request('POST', `/api/library/content/${saved!.id}/publish`, { cookie: admin.cookie });
    expect(res.status).toBe(201);
    const { article } = (await res.json()) as { article: { content: string } };
    expect(rendered(article.content).links).toEqual([`${base}/ok`]);
    expect(article.content).toContain(`See this and [that](${base}/ok) and 127.0.0.1:${port}/missing.`);
  });
});
