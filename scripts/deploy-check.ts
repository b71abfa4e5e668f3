/**
 * `npm run deploy:check [-- path/to/env-file]`: checks the variables a Cloudflare Pages deploy
 * will run with (the process environment, or a dotenv-style file such as the one you paste into
 * the Pages project) and lists every problem. Exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { edgeDeployProblems } from './deploy-env.ts';

const file = process.argv[2];
const env = file ? parseEnv(readFileSync(file, 'utf8')) : process.env;
const problems = edgeDeployProblems(env);
if (problems.length > 0) {
  console.error(`Not ready for Cloudflare Pages${file ? ` (${file})` : ''}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Ready for Cloudflare Pages: every variable the edge needs is set.');
