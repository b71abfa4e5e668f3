import type { InArgs } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { describe, expect, it } from 'vitest';
import { contentFingerprint } from '../db/queries/build-status.ts';
import { expertsStamp } from '../db/queries/duplicates.ts';
import { loadPageData } from '../db/queries/site-pages.ts';
import * as schema from '../db/schema.ts';
import { parsePagePath } from '../domain/site-pages.ts';
import { makeArticle, makeExpert } from './helpers/factories.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * The queries behind one profile or article rendered on demand, and behind each change's
 * fingerprints, keep their cost independent of the site's size: SQLite's plan for each (with no
 * statistics, as a fresh database has) reads rows by their key, never by walking a table or a
 * whole list. A plan that walks them cost 0.6 s per profile at 100,000 articles.
 */
const { db } = await createTestDb();
const queries: { sql: string; params: InArgs }[] = [];
const logged = drizzle(db.$client, { schema, logger: { logQuery: (sql, params) => queries.push({ sql, params: params as InArgs }) } });

async function plansOf(run: () => Promise<unknown>): Promise<string[]> {
  queries.length = 0;
  await run();
  expect(queries.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const query of queries) {
    const result = await db.$client.execute({ sql: `explain query plan ${query.sql}`, args: query.params });
    plans.push(...result.rows.map((row) => String(row.detail)));
  }
  return plans;
}

// Stored images, so the pages also look up their credits.
const imageUrl = (stem: string) => `/uploads/images/${stem}-${'0'.repeat(32)}.jpg`;
const expert = await makeExpert(db, { name: 'Plan Expert', imageUrl: imageUrl('portrait') });
const article = await makeArticle(db, { expertId: expert.id, featuredImageUrl: imageUrl('picture') });
const indexUrls = { experts: '/search/experts.json', articles: '/search/articles.json' };

describe('query plans of pages rendered on demand', () => {
  it.each([
    ['a profile', `/${expert.slug}`],
    ['an article', `/articles/${article.slug}`],
  ])('%s reads its rows by key', async (_, path) => {
    const ref = parsePagePath(path)!;
    const plans = await plansOf(() => loadPageData(logged, ref, indexUrls, new Date()));
    const reads = plans.filter((line) => /^(SCAN|SEARCH) /.test(line));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    // Each read looks its rows up by what names them, and nothing is sorted afterwards.
    for (const read of reads) expect(read).toMatch(/^SEARCH \w+ USING .*\((slug|rowid|expert_id|filename)=\?/);
    expect(plans.filter((line) => line.includes('TEMP B-TREE'))).toEqual([]);
  });

  it('the fingerprints of a change read indexes, not tables', async () => {
    const plans = await plansOf(async () => [await contentFingerprint(logged), await expertsStamp(logged)]);
    const tableReads = plans.filter((line) => /^(SCAN|SEARCH) (experts|articles)\b/.test(line));
    expect(tableReads.length).toBeGreaterThanOrEqual(5);
    // A count reads the smallest index that covers it (any will do); a newest change reads updated_at's.
    for (const read of tableReads) expect(read).toMatch(/ USING COVERING INDEX \w+_idx/);
    expect(tableReads.filter((read) => /_updated_idx/.test(read)).length).toBeGreaterThanOrEqual(2);
  });
});
