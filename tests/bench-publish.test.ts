import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SHARED_CODE_CACHE } from './helpers/build-site.ts';

/**
 * `npm run bench:publish` at a small size, so the benchmark cannot break unnoticed: sign-up, sign-in,
 * a submission, the approval, the profile and both lists serving it, and the publish behind it.
 */
const ROOT = resolve(import.meta.dirname, '..');

describe('the publishing benchmark', () => {
  it('runs end to end and reports every figure', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, 'scripts', 'bench', 'publish.ts'), '--sizes', '40', '--code-cache', SHARED_CODE_CACHE],
      { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 16 * 1024 * 1024, timeout: 1_200_000 },
    );
    const row =
      stdout
        .trim()
        .split('\n')
        .at(-1)
        ?.split('|')
        .map((cell) => cell.trim())
        .filter(Boolean) ?? [];
    expect(row[0]).toBe('40 + 40');
    const [pages, firstBuild, publish, profile, directory, category] = row.slice(1, 7).map(Number);
    expect(pages).toBeGreaterThan(80);
    for (const figure of [firstBuild, publish, profile, directory, category]) expect(figure).toBeGreaterThan(0);
    // The change is served before the publish behind it ends, and then from the new static set.
    expect(profile).toBeLessThan(publish! + 1);
    expect(row[7]).toBe('yes');
  }, 1_200_000);
});
