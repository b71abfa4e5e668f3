/**
 * `npm run build`: the whole site, from the code and the database (publishing/build/node-build-site.ts).
 *
 *   node scripts/build-site.ts --out dist [--cache node_modules/.astro/site-build] [--code-cache <dir>]
 *     [--mirror] [--render-link site-render] [--full] [--code-only]
 *
 * The Node server runs it for every publish (publishing/rebuild/node-build.ts), with the cache in
 * DATA_DIR/builds/cache; on Cloudflare (Workers Builds) the cache lives in node_modules/.astro.
 * --mirror keeps a copy of the output in the cache for the next build, --render-link puts the
 * renderer where the Cloudflare Worker imports it (`#site-render`), --full renders every page, and
 * --code-only stops after the code half (no database needed) and prints where it is.
 * The last line printed is a JSON summary (time, peak memory, pages rendered and reused, files).
 */
import { parseArgs } from 'node:util';
import { buildSite } from '../publishing/build/node-build-site.ts';
import { FileBudgetError } from '../publishing/build/static-set.ts';
import { BUILD_REFUSED_EXIT_CODE } from '../publishing/rebuild/node-build.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    cache: { type: 'string', default: 'node_modules/.astro/site-build' },
    'code-cache': { type: 'string' },
    mirror: { type: 'boolean', default: false },
    'render-link': { type: 'string' },
    'code-only': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
  },
});

try {
  const summary = await buildSite({
    out: values.out,
    cache: values.cache,
    codeCache: values['code-cache'],
    mirror: values.mirror,
    renderLink: values['render-link'],
    codeOnly: values['code-only'],
    full: values.full,
    env: process.env,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(summary));
  if (values['code-only']) process.exit(0);
} catch (error) {
  // A budget no build can meet: said on the last line, with an exit code the Node server knows.
  if (!(error instanceof FileBudgetError)) throw error;
  console.error(error.message);
  process.exitCode = BUILD_REFUSED_EXIT_CODE;
}
