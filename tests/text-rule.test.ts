import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed/index.ts';
import { seedArticles } from '../db/seed/articles.ts';
import { seedExperts } from '../db/seed/experts.ts';
import { articles, experts, submissions } from '../db/schema.ts';
import { CSV_COLUMNS } from '../domain/exchange.ts';
import { slugify } from '../domain/slugs.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeArticle } from './helpers/factories.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * Characters XML 1.0 forbids (C0 controls but tab and newlines, U+FFFE, U+FFFF, lone surrogates)
 * never reach stored text: every text field drops them, on every way in (the API, the import of
 * JSON and CSV files, the seed), through the editor's own schemas.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const FORBIDDEN = '\u0001\u0008\u000b\u000c\u001f\ufffe\uffff\ud800';

describe('stored text drops characters XML forbids', () => {
  it('in names given at sign-up', async () => {
    const { user } = await signUp(t, { firstName: `Ada${FORBIDDEN}`, lastName: `Love${FORBIDDEN}lace` });
    expect([user.firstName, user.lastName]).toEqual(['Ada', 'Lovelace']);
  });

  it('in a submission, keeping tabs and line breaks', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('POST', '/api/submissions', {
      cookie,
      body: {
        name: `Dr. Jane${FORBIDDEN} Example`,
        title: 'Professor\tof Biogerontology',
        categories: ['academic'],
        longevityContribution: `Line\tone.${FORBIDDEN}\nLine two.\r\n`,
        referenceLinks: [`Official Website|https://jane-example.org${FORBIDDEN}`],
        submitterReason: `Because${FORBIDDEN}.`,
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.name, 'Dr. Jane Example'));
    expect(row).toMatchObject({
      name: 'Dr. Jane Example',
      // A title is a name-like field: its blanks become one space (tests/visible-names.test.ts).
      title: 'Professor of Biogerontology',
      longevityContribution: 'Line\tone.\nLine two.',
      submitterReason: 'Because.',
    });
  });

  it('in article titles, tags and content; a title of nothing but such characters is missing', async () => {
    const article = await makeArticle(t.db, { title: 'Plain' });
    const patch = (body: unknown) => t.request('PATCH', `/api/admin/articles/${article.id}`, { cookie: admin.cookie, body });
    expect((await patch({ title: `Sleep${FORBIDDEN} well`, seoTags: [`Sleep${FORBIDDEN}`], content: `Body${FORBIDDEN}` })).status).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect([row?.title, row?.seoTags, row?.content]).toEqual(['Sleep well', ['Sleep'], 'Body']);
    const blank = await patch({ title: FORBIDDEN });
    expect(blank.status).toBe(400);
  });
});

describe('the promotion tools drop them too', () => {
  it('in an article published from the wizard and in content saved to the library', async () => {
    const [expert] = await t.db
      .insert(experts)
      .values({ ...expertProfile(), slug: 'tools-expert' })
      .returning();
    const send = (path: string, body: unknown) => t.request('POST', path, { cookie: admin.cookie, body });
    const published = await send('/api/admin/publish-article', {
      content: `# Wizard${FORBIDDEN} title\n\nBody${FORBIDDEN}.`,
      expert: expert!.id,
      seoTags: ['x'],
    });
    expect(published.status).toBe(201);
    const { article } = (await published.json()) as { article: { id: number } };
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect([row?.title, row?.content]).toEqual(['Wizard title', 'Body.']);
    const saved = await send('/api/library/content', { expertId: expert!.id, contentType: 'research-insight', content: `Library${FORBIDDEN} text` });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { content: string }).content).toBe('Library text');
  });
});

/** The admin's import of a file's text, confirmed. */
function importFile(text: string, query: string) {
  return t.app.request(`/api/admin/import?${query}&dryRun=false`, {
    method: 'POST',
    headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/octet-stream' },
    body: text,
  });
}

describe('imported text drops them too, as the editor would', () => {
  it('in a JSON file of experts and articles', async () => {
    const file = {
      experts: [{ ...expertProfile(), slug: 'imported-json', name: `Dr. Json${FORBIDDEN} Example`, biography: `Line one.${FORBIDDEN}\nLine two.` }],
      articles: [
        {
          slug: 'imported-json-article',
          title: `Imported${FORBIDDEN} title`,
          content: `Body${FORBIDDEN}\twith a tab.`,
          excerpt: `Short${FORBIDDEN}.`,
          seoTags: [`Tag${FORBIDDEN}`],
        },
      ],
    };
    expect((await importFile(JSON.stringify(file), 'format=json')).status).toBe(200);
    const [expert] = await t.db.select().from(experts).where(eq(experts.slug, 'imported-json'));
    expect([expert?.name, expert?.biography]).toEqual(['Dr. Json Example', 'Line one.\nLine two.']);
    const [article] = await t.db.select().from(articles).where(eq(articles.slug, 'imported-json-article'));
    expect([article?.title, article?.content, article?.excerpt, article?.seoTags]).toEqual(['Imported title', 'Body\twith a tab.', 'Short.', ['Tag']]);
  });

  it('in a CSV file of articles', async () => {
    // A file is UTF-8 bytes: a lone surrogate cannot be written in one (it arrives as U+FFFD), the rest can.
    const forbidden = FORBIDDEN.replace('\ud800', '');
    const row = Object.fromEntries(CSV_COLUMNS.articles.map((column) => [column, '']));
    Object.assign(row, {
      slug: 'imported-csv-article',
      title: `Csv${forbidden} title`,
      content: `Csv${forbidden} body`,
      contentType: 'research_insight',
      status: 'draft',
      featured: 'false',
      aiGenerated: 'false',
    });
    const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const csv = `${CSV_COLUMNS.articles.join(',')}\n${CSV_COLUMNS.articles.map((column) => quoted(row[column]!)).join(',')}\n`;
    const res = await importFile(csv, 'format=csv&type=articles');
    expect(res.status, await res.clone().text()).toBe(200);
    const [article] = await t.db.select().from(articles).where(eq(articles.slug, 'imported-csv-article'));
    expect([article?.title, article?.content]).toEqual(['Csv title', 'Csv body']);
  });

  it('a title of nothing but such characters is missing, and nothing is imported', async () => {
    const file = { articles: [{ slug: 'blank-title', title: FORBIDDEN, content: 'Body' }] };
    const res = await importFile(JSON.stringify(file), 'format=json');
    expect(res.status).toBe(400);
    expect(await t.db.select().from(articles).where(eq(articles.slug, 'blank-title'))).toEqual([]);
  });
});

describe('seeded text drops them too', () => {
  it('in the curated experts and articles the seed loads', async () => {
    const { db } = await createTestDb();
    const [article] = seedArticles;
    const first = seedExperts.find((entry) => slugify(entry.name) === article!.expertSlug);
    await seedDatabase(db, {
      experts: [{ ...first!, title: `Professor${FORBIDDEN}` }],
      articles: [{ ...article!, title: `Seeded${FORBIDDEN} title`, content: `Seeded${FORBIDDEN} body` }],
      provenance: {},
    });
    const [expert] = await db.select().from(experts);
    const [row] = await db.select().from(articles);
    expect([expert?.title, row?.title, row?.content]).toEqual(['Professor', 'Seeded title', 'Seeded body']);
  });
});
