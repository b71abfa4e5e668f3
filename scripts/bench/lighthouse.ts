/**
 * Lighthouse (mobile) on the seeded site: starts the real server (migrate, seed, build, serve) in
 * a fresh data folder, then runs Lighthouse 13 with Debian's Chromium on the home page, the
 * directory, a profile and an article, and prints the four category scores and the main timings.
 * Lighthouse is fetched by npx, not installed: its dependency tree breaks `npm ci` here.
 *
 *   npm run bench:lighthouse [-- --runs 1]
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { seedArticles } from '../../db/seed/articles.ts';
import { seedExperts } from '../../db/seed/experts.ts';
import { slugify } from '../../domain/slugs.ts';
import { startTestServer } from '../../e2e/helpers/server.ts';
import { chromiumPath } from '../../e2e/helpers/chromium-path.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['speed-index', 'SI'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; title: string; scoreDisplayMode: string }>;
}

async function lighthouse(url: string, outFile: string): Promise<Report> {
  await run(
    'npx',
    [
      '-y',
      'lighthouse@13',
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as Report;
}

/** The category score is rounded to whole points; the weighted metric scores say how close a 100 is to a 99. */
function exactPerformance(report: Report): number {
  const refs = (report.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return (100 * refs.reduce((sum, ref) => sum + ref.weight * (report.audits[ref.id]?.score ?? 0), 0)) / total;
}

// The real server as the browser tests start it (own data folder, free port), but built for production.
const server = await startTestServer({ NODE_ENV: 'production' });

const article = seedArticles.find((candidate) => candidate.status === 'published')!;
const pages = [
  ['home', '/'],
  ['directory', '/directory'],
  ['profile', `/${slugify(seedExperts[0]!.name)}`],
  ['article', `/articles/${article.slug}`],
] as const;

const rows: string[] = [];
const misses = new Map<string, Set<string>>();
try {
  for (const [name, path] of pages) {
    for (let n = 1; n <= runs; n++) {
      const report = await lighthouse(`${server.url}${path}`, join(server.dataDir, `lighthouse-${name}-${n}.json`));
      const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
      const timings = TIMINGS.map(([id]) => report.audits[id]?.displayValue ?? '?');
      const exact = exactPerformance(report).toFixed(1);
      rows.push(`| ${name} (${path}) | ${scores.join(' | ')} | ${exact} | ${timings.join(' | ')} |`);
      for (const audit of Object.values(report.audits)) {
        const counts = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings';
        if (counts && audit.score !== null && audit.score < 0.9) misses.set(audit.title, (misses.get(audit.title) ?? new Set()).add(name));
      }
    }
  }
} finally {
  await server.stop();
}

console.log(`| page | ${CATEGORIES.join(' | ')} | performance, exact | ${TIMINGS.map(([, label]) => label).join(' | ')} |`);
console.log(`| --- | ${[...CATEGORIES, 'exact', ...TIMINGS].map(() => '---:').join(' | ')} |`);
for (const row of rows) console.log(row);
if (misses.size > 0) {
  console.log('\nAudits below 0.9:');
  for (const [title, where] of misses) console.log(`- ${title} (${[...where].join(', ')})`);
}
