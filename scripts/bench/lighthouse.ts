/**
 * Lighthouse (mobile) on the seeded site: starts the real server (migrate, seed, build, serve) in
 * a fresh data folder, then runs Lighthouse 13 with Debian's Chromium on the home page, the
 * directory, a profile and an article, and prints the four category scores and the main timings.
 * Lighthouse is fetched by npx, not installed: its dependency tree breaks `npm ci` here.
 *
 * --photos first gives every expert a portrait and every article a picture (3000×3000 synthetic
 * JPEGs of 2–4 MB, stored through the API's store path, so with all their sizes) and rebuilds;
 * the table then also shows the image bytes each page downloads before any scroll, and the
 * medians of the runs.
 *
 *   npm run bench:lighthouse [-- --runs 3] [--photos]
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { seedArticles } from '../../db/seed/articles.ts';
import { seedExperts } from '../../db/seed/experts.ts';
import { slugify } from '../../domain/slugs.ts';
import { rebuildSite, startTestServer } from '../../e2e/helpers/server.ts';
import { chromiumPath } from '../../e2e/helpers/chromium-path.ts';
import { photographEveryone, photoPool } from './photo-seed.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, photos: { type: 'boolean', default: false } } });
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
  audits: Record<
    string,
    {
      score: number | null;
      displayValue?: string;
      numericValue?: number;
      title: string;
      scoreDisplayMode: string;
      details?: { items?: { resourceType?: string; transferSize?: number; observedFirstPaint?: number }[] };
    }
  >;
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
      // No full-page screenshot: it resizes the page to its full height, which loads every lazy image.
      '--disable-full-page-screenshot',
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

/** What the page's images weighed on the wire: everything Lighthouse saw load, without scrolling. */
function imageKb(report: Report): number {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Image').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
}

/**
 * When the browser really showed the first pixels (not simulated): Speed Index follows it, and
 * headless Chromium can hold it back by whole seconds (see docs/BENCHMARKS.md), so it is printed.
 */
function firstPaintSeen(report: Report): string {
  const ms = report.audits.metrics?.details?.items?.[0]?.observedFirstPaint;
  return ms === undefined ? '?' : `${(ms / 1000).toFixed(2)} s`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// The real server as the browser tests start it (own data folder, free port), but built for production.
const server = await startTestServer({ NODE_ENV: 'production' });
if (values.photos) {
  const started = performance.now();
  const pool = await photoPool(seedExperts.length + seedArticles.length);
  const seeded = await photographEveryone(server.deps, pool, console.error);
  await rebuildSite(server);
  console.error(
    `[photos] ${seeded.experts} experts and ${seeded.articles} articles photographed (${seeded.msPerImage} ms per image to store with its sizes), rebuilt; ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

const article = seedArticles.find((candidate) => candidate.status === 'published')!;
const pages = [
  ['home', '/'],
  ['directory', '/directory'],
  ['profile', `/${slugify(seedExperts[0]!.name)}`],
  ['article', `/articles/${article.slug}`],
] as const;

const rows: string[] = [];
const medians: string[] = [];
const misses = new Map<string, Set<string>>();
try {
  for (const [name, path] of pages) {
    const perPage: { scores: number[]; exact: number; cls: number; images: number }[] = [];
    for (let n = 1; n <= runs; n++) {
      const report = await lighthouse(`${server.url}${path}`, join(server.dataDir, `lighthouse-${name}-${n}.json`));
      const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
      const timings = TIMINGS.map(([id]) => report.audits[id]?.displayValue ?? '?');
      const exact = exactPerformance(report);
      const images = imageKb(report);
      perPage.push({ scores, exact, cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0, images });
      rows.push(
        `| ${name} (${path}) | ${scores.join(' | ')} | ${exact.toFixed(1)} | ${timings.join(' | ')} | ${firstPaintSeen(report)} | ${images.toFixed(1)} |`,
      );
      for (const audit of Object.values(report.audits)) {
        const counts = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings';
        if (counts && audit.score !== null && audit.score < 0.9) misses.set(audit.title, (misses.get(audit.title) ?? new Set()).add(name));
      }
    }
    const scoreMedians = CATEGORIES.map((_, index) => median(perPage.map((entry) => entry.scores[index] ?? 0)));
    medians.push(
      `| ${name} (${path}) | ${scoreMedians.join(' | ')} | ${median(perPage.map((entry) => entry.exact)).toFixed(1)} | ${median(perPage.map((entry) => entry.cls)).toFixed(3)} | ${median(perPage.map((entry) => entry.images)).toFixed(1)} |`,
    );
  }
} finally {
  await server.stop();
}

console.log(`| page | ${CATEGORIES.join(' | ')} | performance, exact | ${TIMINGS.map(([, label]) => label).join(' | ')} | first paint seen | images KB |`);
console.log(`| --- | ${[...CATEGORIES, 'exact', ...TIMINGS, 'seen', 'images'].map(() => '---:').join(' | ')} |`);
for (const row of rows) console.log(row);
console.log(`\nMedians of ${runs} runs:\n`);
console.log(`| page | ${CATEGORIES.join(' | ')} | performance, exact | CLS | images before scroll, KB |`);
console.log(`| --- | ${[...CATEGORIES, 'exact', 'CLS', 'images'].map(() => '---:').join(' | ')} |`);
for (const row of medians) console.log(row);
if (misses.size > 0) {
  console.log('\nAudits below 0.9:');
  for (const [title, where] of misses) console.log(`- ${title} (${[...where].join(', ')})`);
}
