/**
 * Runs one Astro build in this process and prints its wall time and peak resident memory as
 * JSON, so the benchmark can measure the build alone. Usage: astro-build-child.ts <outDir>
 * Run it with the output's parent folder as working directory (see api/adapters/rebuild/node-build.ts).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'astro';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: astro-build-child.ts <outDir>');
const started = performance.now();
await build({ root: fileURLToPath(new URL('../../', import.meta.url)), outDir, logLevel: 'warn' });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
