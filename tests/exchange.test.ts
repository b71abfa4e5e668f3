import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fromCsv, toCsv } from '../api/services/exchange-csv.ts';
import { readDirectory } from '../db/queries/exchange.ts';
import { activityLog, entityVersions, experts } from '../db/schema.ts';
import { CSV_COLUMNS, csvRequiredColumns, EXCHANGE_MESSAGES, IMPORT_LIMITS, joinListCell, splitListCell, type ImportReport } from '../domain/exchange.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { expertProfile, makeArticle, makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const source = await createTestApp();
const sourceAdmin = await signUpAdmin(source);

const richExpert = await makeExpert(
  source.db,
  {
    name: 'Dr. Round Trip',
    categories: ['academic', 'clinician'],
    biography: 'Line one, with "quotes".\nLine two \\ with a backslash.',
    books: ['Ageing Well|Dr. Round Trip|https://books.example.org/ageing'],
    scienceHighlights: ['Senolytics|Cleared senescent cells.'],
    referenceLinks: ['Official Website|https://roundtrip.example.org', 'https://twitter.com/roundtrip'],
    youtubeEmbeds: ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    imageUrl: 'https://images.example.org/rt.jpg',
    customGptUrl: 'https://chat.openai.com/g/g-rt',
  },
  1,
);
await makeExpert(source.db, { name: 'Plain Expert' });
await makeArticle(source.db, { slug: 'linked-article', expertId: richExpert.id, featured: true, featuredOrder: 1, seoTags: ['ageing', 'senolytics'] });
await makeArticle(source.db, { slug: 'draft-article', status: 'draft', metaTitle: 'Meta', excerpt: null });

function exportFrom(t: TestApp, cookie: string, query: string) {
  return t.request('GET', `/api/admin/export?${query}`, { cookie });
}

function importInto(t: TestApp, cookie: string | undefined, body: BodyInit, query: string) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'Content-Type': 'application/octet-stream' };
  if (cookie) headers.Cookie = cookie;
  return t.app.request(`/api/admin/import?${query}`, { method: 'POST', headers, body });
}

/** The directory without what differs between databases (ids, update times). */
async function contents(t: TestApp) {
  const { experts, articles } = await readDirectory(t.db);
  const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
  return { experts: [...experts].sort(bySlug), articles: [...articles].sort(bySlug) };
}

const entries = (t: TestApp) => () => t.db.select().from(activityLog);

describe('export and re-import', () => {
  it('re-imports a JSON export into an empty database with the same experts and articles, in one rebuild', async () => {
    const res = await exportFrom(source, sourceAdmin.cookie, 'format=json');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="directory-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = await res.text();

    const target = await createTestApp();
    const admin = await signUpAdmin(target);
    const dry = (await (await importInto(target, admin.cookie, file, 'format=json')).json()) as ImportReport;
    expect(dry).toMatchObject({ dryRun: true, counts: { new: 4, update: 0, unchanged: 0, error: 0 } });
    expect(await readDirectory(target.db)).toEqual({ experts: [], articles: [] });
    expect(target.rebuild.reasons).toEqual([]);

    const done = await importInto(target, admin.cookie, file, 'format=json&dryRun=false');
    expect(((await done.json()) as ImportReport).message).toBe(EXCHANGE_MESSAGES.imported(4, 0));
    expect(await contents(target)).toEqual(await contents(source));
    expect(target.rebuild.reasons).toHaveLength(1);
    expect(await target.db.select().from(activityLog)).toEqual([
      expect.objectContaining({ action: 'import.run', actorUserId: admin.user.id, after: { new: 4, update: 0, unchanged: 0, error: 0 } }),
    ]);

    // The same file again: every row is what is stored.
    const again = (await (await importInto(target, admin.cookie, file, 'format=json')).json()) as ImportReport;
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 4, error: 0 });
    expect(again.rows.every((row) => row.result === 'unchanged' && row.changes === undefined)).toBe(true);
    expect(again.message).toBe(EXCHANGE_MESSAGES.ready(0, 0, 4));
  });

  it('says which rows are unchanged and what changes in the others, and leaves unchanged rows unwritten on confirmation', async () => {
    const file = await (await exportFrom(source, sourceAdmin.cookie, 'format=json')).text();
    const target = await createTestApp();
    const admin = await signUpAdmin(target);
    expect((await importInto(target, admin.cookie, file, 'format=json&dryRun=false')).status).toBe(200);
    const [first] = (await readDirectory(target.db)).experts.sort((a, b) => a.slug.localeCompare(b.slug));
    await target.db.update(experts).set({ title: 'Changed here since' }).where(eq(experts.slug, first!.slug));
    const versionsBefore = await target.db.select().from(entityVersions);
    const rebuildsBefore = target.rebuild.reasons.length;

    const dry = (await (await importInto(target, admin.cookie, file, 'format=json')).json()) as ImportReport;
    expect(dry.counts).toEqual({ new: 0, update: 1, unchanged: 3, error: 0 });
    expect(dry.rows.find((row) => row.slug === first!.slug)).toEqual({
      type: 'experts',
      row: expect.any(Number),
      slug: first!.slug,
      result: 'update',
      changes: [
        {
          field: 'title',
          before: 'Changed here since',
          after: first!.title,
          words: [
            { op: 'remove', text: 'Changed here since' },
            { op: 'add', text: first!.title },
          ],
        },
      ],
    });

    const done = (await (await importInto(target, admin.cookie, file, 'format=json&dryRun=false')).json()) as ImportReport;
    expect(done.message).toBe(EXCHANGE_MESSAGES.imported(0, 1, 3));
    // One new version (the updated expert's), one rebuild; the unchanged rows are not rewritten.
    const versionsAfter = await target.db.select().from(entityVersions);
    expect(versionsAfter.slice(versionsBefore.length)).toEqual([expect.objectContaining({ entityType: 'expert', reason: 'import' })]);
    expect(target.rebuild.reasons).toHaveLength(rebuildsBefore + 1);

    // Nothing left to change: a confirmed import writes nothing and rebuilds nothing, but is logged.
    const idle = (await (await importInto(target, admin.cookie, file, 'format=json&dryRun=false')).json()) as ImportReport;
    expect(idle.counts).toEqual({ new: 0, update: 0, unchanged: 4, error: 0 });
    expect(await target.db.select().from(entityVersions)).toHaveLength(versionsAfter.length);
    expect(target.rebuild.reasons).toHaveLength(rebuildsBefore + 1);
    expect((await target.db.select().from(activityLog)).at(-1)).toMatchObject({ action: 'import.run', after: { new: 0, update: 0, unchanged: 4, error: 0 } });
  });

  it('re-imports CSV exports (experts, then articles) into an empty database with the same contents', async () => {
    const expertsCsv = await (await exportFrom(source, sourceAdmin.cookie, 'format=csv&type=experts')).text();
    const articlesCsv = await (await exportFrom(source, sourceAdmin.cookie, 'format=csv&type=articles')).text();
    expect(expertsCsv.split('\n')[0]).toBe(CSV_COLUMNS.experts.join(','));

    const target = await createTestApp();
    const admin = await signUpAdmin(target);
    expect((await importInto(target, admin.cookie, expertsCsv, 'format=csv&type=experts&dryRun=false')).status).toBe(200);
    expect((await importInto(target, admin.cookie, articlesCsv, 'format=csv&type=articles&dryRun=false')).status).toBe(200);
    expect(await contents(target)).toEqual(await contents(source));
    for (const [csv, type] of [
      [expertsCsv, 'experts'],
      [articlesCsv, 'articles'],
    ] as const) {
      const again = (await (await importInto(target, admin.cookie, csv, `format=csv&type=${type}`)).json()) as ImportReport;
      expect(again.counts).toMatchObject({ new: 0, update: 0, error: 0 });
    }
  });

  it('writes cells a spreadsheet would run as formulas with a leading quote, and imports every value back as it was', async () => {
    const origin = await createTestApp();
    const admin = await signUpAdmin(origin);
    const expert = await makeExpert(origin.db, {
      name: '=HYPERLINK("https://evil.example","Click")',
      title: '+1 Professor',
      longevityContribution: '-2+3 studies of ageing.',
      biography: "@SUM(A1) and a line.\n'Quoted' second line.",
      books: ["'Ageing Well|Dr. Quote|https://books.example.org/quote"],
      scienceHighlights: ['=Senolytics|Cleared senescent cells.'],
      referenceLinks: ['Official Website|https://formula.example.org'],
    });
    await makeArticle(origin.db, {
      slug: 'formula-article',
      title: "'Twas a study",
      content: '- first point\n- second point',
      excerpt: '@mention',
      expertId: expert.id,
    });
    const expertsCsv = await (await exportFrom(origin, admin.cookie, 'format=csv&type=experts')).text();
    const articlesCsv = await (await exportFrom(origin, admin.cookie, 'format=csv&type=articles')).text();
    const [, expertRow] = parse(expertsCsv) as string[][];
    const cell = (column: string) => expertRow![CSV_COLUMNS.experts.indexOf(column as never)];
    expect([cell('name'), cell('title'), cell('longevityContribution'), cell('biography'), cell('books'), cell('scienceHighlights')]).toEqual([
      `'=HYPERLINK("https://evil.example","Click")`,
      "'+1 Professor",
      "'-2+3 studies of ageing.",
      "'@SUM(A1) and a line.\n'Quoted' second line.",
      "''Ageing Well|Dr. Quote|https://books.example.org/quote",
      "'=Senolytics|Cleared senescent cells.",
    ]);
    expect(cell('referenceLinks')).toBe('Official Website|https://formula.example.org');

    const target = await createTestApp();
    const targetAdmin = await signUpAdmin(target);
    expect((await importInto(target, targetAdmin.cookie, expertsCsv, 'format=csv&type=experts&dryRun=false')).status).toBe(200);
    expect((await importInto(target, targetAdmin.cookie, articlesCsv, 'format=csv&type=articles&dryRun=false')).status).toBe(200);
    expect(await contents(target)).toEqual(await contents(origin));
  });

  it('quotes every cell that starts with = + - @ tab, carriage return or a quote, and reads each back unchanged', () => {
    const values = ['=1+1', '+1', '-1', '@A1', '\tTabbed', '\rReturned', "'quoted", "''twice", "'", '=', 'plain', 'a=1', ' =1', ''];
    const records = values.map((value, index) => ({ ...expertProfile(), slug: `cell-${index}`, name: value, biography: value, featured: false }));
    const csv = toCsv('experts', records);
    const rows = (parse(csv) as string[][]).slice(1);
    const nameAt = CSV_COLUMNS.experts.indexOf('name');
    expect(rows.map((row) => row[nameAt])).toEqual(values.map((value) => (/^[=+\-@\t\r']/.test(value) ? `'${value}` : value)));
    const back = fromCsv('experts', csv);
    expect(back.map((row) => [row.name, row.biography])).toEqual(values.map((value) => (value === '' ? [null, null] : [value, value])));
  });

  it('joins and splits list cells so any entry survives', () => {
    const entries = ['plain', 'with\nline break', 'back\\slash', 'literal \\n text'];
    expect(splitListCell(joinListCell(entries))).toEqual(entries);
    expect(splitListCell('')).toEqual([]);
  });
});

describe('dry run', () => {
  it('reports each row as new, update by slug, or an error with its message, and writes nothing', async () => {
    const existing = await makeExpert(source.db, { name: 'Already Here' });
    const rows = [
      { ...expertProfile({ name: 'Brand New' }), slug: 'brand-new', referenceLinks: ['Official Website|https://new.example.org'] },
      { ...expertProfile({ name: 'Already Here' }), slug: existing.slug, referenceLinks: ['Official Website|https://here.example.org'] },
      { ...expertProfile({ name: '' }), slug: 'nameless' },
      { ...expertProfile(), slug: 'admin' },
    ];
    const body = JSON.stringify({ experts: rows, articles: [{ slug: 'orphan', title: 'Orphan', content: 'Text', expertSlug: 'nobody' }] });
    const res = await expectRefusedLike(source, () => importInto(source, sourceAdmin.cookie, body, 'format=json'), 200);
    const report = (await res.json()) as ImportReport;
    expect(report.rows).toEqual([
      { type: 'experts', row: 1, slug: 'brand-new', result: 'new' },
      {
        type: 'experts',
        row: 2,
        slug: existing.slug,
        result: 'update',
        changes: [
          {
            field: 'longevityContribution',
            before: existing.longevityContribution,
            after: expect.stringMatching(/^Studies the biology of ageing/),
            words: expect.any(Array),
          },
          { field: 'referenceLinks', before: existing.referenceLinks, after: ['Official Website|https://here.example.org'] },
        ],
      },
      expect.objectContaining({ type: 'experts', row: 3, slug: 'nameless', result: 'error' }),
      { type: 'experts', row: 4, slug: 'admin', result: 'error', message: 'slug: is reserved for a page of the site' },
      { type: 'articles', row: 1, slug: 'orphan', result: 'error', message: 'expertSlug: no expert has the slug "nobody"' },
    ]);
    expect(report.counts).toEqual({ new: 1, update: 1, unchanged: 0, error: 3 });
    // The refusal names the rows it is about (#32).
    const refusal = '3 rows have errors (experts rows 3 and 4; articles row 1): nothing was imported. Fix the file and try again.';
    expect(report.message).toBe(refusal);

    await expectRefused(source, () => importInto(source, sourceAdmin.cookie, body, 'format=json&dryRun=false'), 400, refusal, entries(source));
  });

  it('shows the changed words of a long text, not the opening both values share (#32)', async () => {
    const opening = 'She studies how cells age and why some tissues age faster than others, in mice and in people. ';
    const closing = ' Her laboratory also trains clinicians in the measurement of biological age across many cohorts.';
    const stored = await makeExpert(source.db, { name: 'Long Biography', biography: `${opening.repeat(3)}Her group moved to Oslo in 2019.${closing}` });
    const row = {
      ...expertProfile({ name: 'Long Biography', biography: `${opening.repeat(3)}Her group moved to Bergen in 2021.${closing}` }),
      slug: stored.slug,
      referenceLinks: stored.referenceLinks,
    };
    const res = await expectRefusedLike(source, () => importInto(source, sourceAdmin.cookie, JSON.stringify({ experts: [row] }), 'format=json'), 200);
    const change = ((await res.json()) as ImportReport).rows[0]?.changes?.find((entry) => entry.field === 'biography');
    // The values alone are cut to the same opening: the change is past the cut.
    expect(change?.before).toBe(change?.after);
    expect(change?.words).toEqual([
      { op: 'same', text: '… mice and in people. Her group moved to ' },
      { op: 'remove', text: 'Oslo' },
      { op: 'add', text: 'Bergen' },
      { op: 'same', text: ' in ' },
      { op: 'remove', text: '2019' },
      { op: 'add', text: '2021' },
      { op: 'same', text: '. Her laboratory also trains clinicians in the …' },
    ]);
  });
});

/** A request that must leave everything as it was, whatever its status (a dry run answers 200). */
async function expectRefusedLike(t: TestApp, send: () => Response | Promise<Response>, status: number) {
  const before = await contents(t);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await contents(t)).toEqual(before);
  return res;
}

const user = await signUp(source);

describe('bad imports change nothing', () => {
  // A file of the columns every version of the export had (no provenance columns).
  const csvHeader = csvRequiredColumns('experts').join(',');
  const validRow = (slug: string) => `${slug},Dr. ${slug},Professor,academic,Ageing,,,,,,,Official Website|https://${slug}.example.org,false,,`;

  it.each([
    ['wrong columns', `name,title,color\nA,B,C\n`, 'format=csv&type=experts', /^The columns do not match a experts export \(missing slug/],
    ['broken encoding', new Uint8Array([0x73, 0x6c, 0x75, 0x67, 0xff, 0xfe, 0x0a]), 'format=csv&type=experts', EXCHANGE_MESSAGES.notUtf8],
    [
      'too many rows',
      `${csvHeader}\n${Array.from({ length: 10_000 }, (_, i) => validRow(`row-${i}`)).join('\n')}\n`,
      'format=csv&type=experts',
      EXCHANGE_MESSAGES.tooManyRows,
    ],
    [
      'duplicate slugs',
      `${csvHeader}\n${validRow('twice')}\n${validRow('once')}\n${validRow('twice')}\n`,
      'format=csv&type=experts&dryRun=false',
      /^The slug "twice" appears more than once among the experts \(rows 1, 3\)/,
    ],
    ['not CSV', `${csvHeader}\n"unclosed,quote\n`, 'format=csv&type=experts', /^The CSV file could not be read: /],
    ['not JSON', '{"experts": [', 'format=json', EXCHANGE_MESSAGES.badJson],
    ['JSON of another shape', '{"experts": {"slug": "x"}}', 'format=json', EXCHANGE_MESSAGES.badJsonShape],
    [
      'JSON rows that are not objects',
      '{"experts": [{"slug": "x"}, 5, "y"]}',
      'format=json',
      'In the JSON file, experts rows 2 and 3 are not objects: each row must be an object, as the export writes it',
    ],
    ['empty file', `${csvHeader}\n`, 'format=csv&type=experts', EXCHANGE_MESSAGES.empty],
    ['CSV without a type', `${csvHeader}\n`, 'format=csv', EXCHANGE_MESSAGES.csvNeedsType],
    ['an unknown format', '{}', 'format=xml', /^format: /],
  ] as Array<[string, BodyInit, string, string | RegExp]>)('refuses %s with a clear 400', async (_, body, query, message) => {
    await expectRefused(source, () => importInto(source, sourceAdmin.cookie, body, query), 400, message, entries(source));
  });

  it('refuses a huge body with 413', async () => {
    const huge = 'x'.repeat(IMPORT_LIMITS.maxBytes + 1);
    await expectRefused(source, () => importInto(source, sourceAdmin.cookie, huge, 'format=json'), 413, EXCHANGE_MESSAGES.tooLarge, entries(source));
  });

  it('refuses an import that would feature too many experts', async () => {
    const rows = Array.from({ length: 13 }, (_, i) => ({
      ...expertProfile(),
      slug: `featured-${i}`,
      featured: true,
      referenceLinks: ['Official Website|https://f.example.org'],
    }));
    // Named by the rows that feature one (#32).
    const message = /at most 12 can be featured\. The file features experts in rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more$/;
    await expectRefused(
      source,
      () => importInto(source, sourceAdmin.cookie, JSON.stringify({ experts: rows }), 'format=json&dryRun=false'),
      400,
      message,
      entries(source),
    );
  });

  it('is for admins only, both ways', async () => {
    await expectAdminOnly(source, (cookie) => importInto(source, cookie, '{"experts": []}', 'format=json&dryRun=false'), user.cookie, entries(source));
    await expectAdminOnly(source, (cookie) => exportFrom(source, cookie ?? '', 'format=json'), user.cookie);
  });
});
