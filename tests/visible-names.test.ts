import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, experts, submissions, users } from '../db/schema.ts';
import { articleTitle } from '../domain/article-text.ts';
import type { PossibleDuplicate } from '../domain/duplicates.ts';
import type { Article, Expert } from '../domain/entities.ts';
import { visibleText } from '../domain/visible-text.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { buildSite } from './helpers/build-site.ts';
import { makeExpert } from './helpers/factories.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { adaProfileReply, adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Invisible and direction-changing characters (U+202E, zero-width spaces and joiners, soft
 * hyphens, the BOM, bidi isolates) never reach a stored name, title or slug, on any way in, so
 * never the page's <title>; and a name that only looks like a known one is a possible duplicate.
 */

const router = await startOpenAiServer({ openrouter: true });
const sources = await startResearchServer();
afterAll(router.close);
afterAll(sources.close);

const t = await createTestApp({ ...aiEnv(router), ...sources.env() });
const admin = await signUpAdmin(t);

/** What a hostile or careless hand makes of `text`: every kind of invisible character, inside words and around them. */
function hidden(text: string): string {
  const [first = '', ...rest] = text;
  const middle = Math.floor(rest.length / 2);
  return `\uFEFF${first}\u202E${rest.slice(0, middle).join('')}\u200B\u00AD${rest.slice(middle).join('')}\u2066\u200D\u2069\u200E\u00A0`;
}
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/u;

describe('the text rule for names', () => {
  it('drops invisible and direction-changing characters, folds blanks, and composes accents', () => {
    expect(visibleText(hidden('Rosa Editor'))).toBe('Rosa Editor ');
    expect(visibleText('Jose\u0301\u00A0\u2003Ruiz\tCano\u180E')).toBe('José Ruiz Cano');
    expect(visibleText('Pe\u200Bter\u2028Attia')).toBe('Peter Attia');
  });

  it('gives a generated article a clean title', () => {
    expect(articleTitle(`# ${hidden('Sleep and Ageing')}\n\nBody.`)).toBe('Sleep and Ageing');
  });
});

describe('every way a name comes in', () => {
  const stored: { experts: Expert[]; articles: Article[] } = { experts: [], articles: [] };

  it('sign-up names', async () => {
    const { user } = await signUp(t, { firstName: hidden('Rita'), lastName: hidden('Reader') });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Rita', 'Reader']);
  });

  it('the expert editor, creating and editing', async () => {
    const body = {
      name: hidden('Rosa Editor'),
      title: hidden('Professor of Ageing'),
      categories: ['academic'],
      longevityContribution: 'Studies ageing.',
      referenceLinks: [],
    };
    const created = await t.request('POST', '/api/experts', { cookie: admin.cookie, body });
    expect(created.status).toBe(201);
    const expert = (await created.json()) as Expert;
    expect([expert.name, expert.title, expert.slug]).toEqual(['Rosa Editor', 'Professor of Ageing', 'rosa-editor']);
    const edited = await t.request('PUT', `/api/experts/${expert.id}`, { cookie: admin.cookie, body: { ...body, name: hidden('Rosa Edited') } });
    expect(edited.status).toBe(200);
    const [row] = await t.db.select().from(experts).where(eq(experts.id, expert.id));
    expect([row?.name, row?.title]).toEqual(['Rosa Edited', 'Professor of Ageing']);
    stored.experts.push(toExpert(row));
  });

  it('a submission, and the expert its approval makes', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('POST', '/api/submissions', {
      cookie,
      body: {
        name: hidden('Rosa Submitted'),
        title: hidden('Director of a Lab'),
        categories: ['academic'],
        longevityContribution: 'Studies ageing.',
        referenceLinks: ['Official Website|https://rosa-submitted.example.org'],
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.name, 'Rosa Submitted'));
    expect(row?.title).toBe('Director of a Lab');
    const approved = await t.request('POST', `/api/admin/submissions/${row?.id}/approve`, { cookie: admin.cookie, body: {} });
    expect(approved.status).toBe(200);
    stored.experts.push(((await approved.json()) as { expert: Expert }).expert);
  });

  it('an imported file, slugs included', async () => {
    const file = JSON.stringify({
      version: 1,
      exportedAt: new Date().toISOString(),
      experts: [
        {
          slug: hidden('rosa-imported').trim(),
          name: hidden('Rosa Imported'),
          title: hidden('Clinician'),
          categories: ['clinician'],
          longevityContribution: 'Treats ageing.',
          referenceLinks: [],
        },
      ],
      articles: [],
    });
    const res = await t.app.request('/api/admin/import?format=json&dryRun=false', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/octet-stream' },
      body: file,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(experts).where(eq(experts.slug, 'rosa-imported'));
    expect([row?.name, row?.title]).toEqual(['Rosa Imported', 'Clinician']);
    stored.experts.push(toExpert(row));
  });

  it("a reader's correction of a name, once accepted", async () => {
    const expert = await makeExpert(t.db, { name: 'Rosa Uncorrected' });
    const sent = await t.request('POST', '/api/corrections', {
      headers: freshAddress(),
      body: {
        entityType: 'expert',
        entityId: expert.id,
        part: 'name',
        proposedText: hidden('Rosa Corrected'),
        email: 'reader@example.org',
        ...(await answeredCaptcha(t)),
      },
    });
    expect(sent.status).toBe(201);
    const accepted = await t.request('POST', `/api/admin/corrections/${((await sent.json()) as { id: number }).id}/accept`, { cookie: admin.cookie, body: {} });
    expect(accepted.status).toBe(200);
    const [row] = await t.db.select().from(experts).where(eq(experts.id, expert.id));
    expect(row?.name).toBe('Rosa Corrected');
    stored.experts.push(toExpert(row));
  });

  it('the AI generator: the name asked for and the title the model writes', async () => {
    router.respond((request) => {
      const reply = adaResponder(request);
      const isProfile = 'json' in reply && (reply.json as { titleSourceIds?: unknown }).titleSourceIds !== undefined;
      return isProfile ? { json: { ...adaProfileReply(), title: hidden('Professor of Genetics, Harvard Medical School') } } : reply;
    });
    const res = await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: admin.cookie, body: { expertName: hidden('Ada Longevity') } });
    expect(res.status).toBe(200);
    const run = (await res.json()) as { status: string; submissionId: number };
    expect(run.status).toBe('succeeded');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, run.submissionId));
    expect([row?.name, row?.title]).toEqual(['Ada Longevity', 'Professor of Genetics, Harvard Medical School']);
  });

  it('the article editor: title, SEO title and slug', async () => {
    const res = await t.request('POST', '/api/admin/articles', {
      cookie: admin.cookie,
      body: {
        title: hidden('Rosa on Sleep'),
        metaTitle: hidden('Sleep'),
        slug: 'rosa-\u200Bon-sleep\u00AD',
        content: 'Body.',
        status: 'published',
        expertId: stored.experts[0]?.id,
      },
    });
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    expect([article.title, article.metaTitle, article.slug]).toEqual(['Rosa on Sleep', 'Sleep', 'rosa-on-sleep']);
    const patched = await t.request('PATCH', `/api/admin/articles/${article.id}`, { cookie: admin.cookie, body: { title: hidden('Rosa on Sleep, Again') } });
    expect(patched.status).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row?.title).toBe('Rosa on Sleep, Again');
    stored.articles.push(row as unknown as Article);
  });

  describe('the built pages', () => {
    let read: (path: string) => Promise<string>;
    beforeAll(async () => {
      read = (await buildSite(t.db, `file:${join(t.dir, 'app.db')}`, join(t.dir, 'site'))).read;
    });

    it('carry clean names in <title>, the social tags and the heading', async () => {
      const pages = [
        ...stored.experts.map((expert) => [`${expert.slug}.html`, expert.name]),
        ...stored.articles.map((article) => [`articles/${article.slug}.html`, article.title]),
      ];
      expect(pages).toHaveLength(5);
      for (const [path = '', name = ''] of pages) {
        const html = await read(path);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title.startsWith(`${name} | `)).toBe(true);
        expect(html).toContain(`<meta property="og:title" content="${name}`);
        expect(html).not.toMatch(INVISIBLE);
      }
    });

    it('isolate the name where a sentence names the expert', async () => {
      const [expert] = stored.experts;
      const [article] = stored.articles;
      // Astro marks elements of a styled component with its scope attribute: <bdi data-astro-cid-…>.
      const isolatedAfter = (words: string) => new RegExp(`${words} <bdi[^>]*>${expert?.name}</bdi>`);
      expect(await read(`${expert?.slug}.html`)).toMatch(isolatedAfter('Health Optimization Inspired by'));
      expect(await read(`articles/${article?.slug}.html`)).toMatch(isolatedAfter('About'));
    });
  });
});

describe('a name that only looks like a known one', () => {
  it('is a possible duplicate: a Cyrillic look-alike letter, or a zero-width space', async () => {
    const known = await makeExpert(t.db, { name: 'Peter Attia' });
    const { cookie } = await signUp(t);
    const submit = async (name: string) => {
      const res = await t.request('POST', '/api/submissions', {
        cookie,
        headers: freshAddress(),
        body: {
          name,
          title: 'Physician',
          categories: ['clinician'],
          longevityContribution: 'Medicine 3.0.',
          referenceLinks: [`Official Website|https://${Math.random().toString(36).slice(2)}.example.org`],
        },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { possibleDuplicates: PossibleDuplicate[] }).possibleDuplicates.map(({ id, reason }) => ({ id, reason }));
    };
    // 'Pеter Аttia' with a Cyrillic 'е' (U+0435) and 'А' (U+0410).
    expect(await submit('P\u0435ter \u0410ttia')).toEqual([{ id: known.id, reason: 'look-alike name' }]);
    expect(await submit('Pe\u200Bter Attia')).toEqual([{ id: known.id, reason: 'same name' }]);
    expect(await submit('Dr. P\u0435ter H. \u0410ttia')).toEqual([{ id: known.id, reason: 'similar name' }]);
  });
});

/** A row as the API answers it: what the page paths need. */
function toExpert(row: typeof experts.$inferSelect | undefined): Expert {
  if (!row) throw new Error('no row');
  return row as unknown as Expert;
}
