import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerProblem } from '../eslint.config.js';

/**
 * The layer rules of eslint.config.js (README, 'Architecture'): domain/ < db/ < publishing/ < api/,
 * site/ beside api/. api/ and publishing/ never import site/; site/ takes only types from api/;
 * publishing/ takes from api/ only types, api/config.ts and api/adapters/; domain/ and db/ stay
 * inside themselves (domain/ also by relative paths). Each case lints a file that breaks one.
 */

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string, ruleId = 'local/layer-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const importing = (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`;
const typeImporting = (source: string) => `import type { Thing } from '${source}';\nexport type Used = Thing;\n`;

describe('the layer rules', () => {
  it('refuses each forbidden direction, naming the rule', async () => {
    const cases = [
      ['api/services/fixture.ts', importing('../../site/lib/seo.ts'), /api\/ never imports site\//],
      ['api/fixture.ts', typeImporting('../site/lib/api.ts'), /api\/ never imports site\//],
      ['publishing/build/fixture.ts', importing('../../site/lib/seo.ts'), /publishing\/ never imports site\//],
      ['publishing/serve/fixture.ts', importing('../../api/services/previews.ts'), /publishing\/ sits below api\//],
      ['publishing/render/fixture.ts', importing('../../api/app.ts'), /publishing\/ sits below api\//],
      ['site/lib/fixture.ts', importing('../../api/config.ts'), /site\/ takes only types from api\//],
      ['site/admin/fixture.tsx', importing('../../api/app.ts'), /site\/ takes only types from api\//],
      ['domain/fixture.ts', importing('../db/client.ts'), /domain\/ imports nothing but zod and itself \(this lands in db\/\)/],
      ['domain/ai/fixture.ts', importing('../../api/config.ts'), /domain\/ imports nothing but zod and itself \(this lands in api\/\)/],
      ['db/queries/fixture.ts', importing('../../publishing/serve/on-demand.ts'), /db\/ imports only db\/ and domain\//],
      // Re-exports and dynamic imports are imports too.
      ['api/routes/fixture.ts', "export { thing } from '../../site/lib/seo.ts';\n", /api\/ never imports site\//],
      ['api/fixture.ts', "export const load = () => import('../site/lib/seo.ts');\n", /api\/ never imports site\//],
    ] as const;
    for (const [file, code, message] of cases) {
      const found = await problems(file, code);
      expect(found, `${file}: ${code}`).toHaveLength(1);
      expect(found[0]).toMatch(message);
    }
  });

  it('allows what the layers are for', async () => {
    const allowed = [
      ['site/lib/fixture.ts', typeImporting('../../api/app.ts')],
      ['site/pages/fixture.ts', importing('../../publishing/render/settings.ts')],
      ['site/admin/fixture.tsx', importing('../../publishing/markdown/markdown.ts')],
      ['api/services/fixture.ts', importing('../../publishing/markdown/markdown.ts')],
      ['api/fixture.ts', importing('../publishing/serve/edge-pages.ts')],
      ['publishing/build/fixture.ts', importing('../../api/config.ts')],
      ['publishing/build/fixture.ts', importing('../../api/adapters/storage/node-select.ts')],
      ['publishing/serve/fixture.ts', typeImporting('../../api/deps.ts')],
      ['publishing/serve/fixture.ts', importing('../../db/queries/site-pages.ts')],
      ['db/queries/fixture.ts', importing('../../domain/site-pages.ts')],
      ['domain/ai/fixture.ts', importing('../slugs.ts')],
    ] as const;
    for (const [file, code] of allowed) expect(await problems(file, code), `${file}: ${code}`).toEqual([]);
  });

  it('keeps Node built-ins out of the parts of publishing/ the Worker runs, as in api/', async () => {
    const edge = await problems('publishing/serve/fixture.ts', importing('node:fs'), 'no-restricted-imports');
    expect(edge).toHaveLength(1);
    expect(edge[0]).toMatch(/publishing\/ runs on the edge too/);
    expect(await problems('publishing/build/node-fixture.ts', importing('node:fs'), 'no-restricted-imports')).toEqual([]);
  });

  it('holds for the .astro files too, which eslint does not read', () => {
    const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
    const astroProblems = (file: string, text: string) =>
      [...text.matchAll(IMPORT)].flatMap(([, type, source]) => {
        const problem = layerProblem(file, source!, Boolean(type));
        return problem ? [`${file}: ${source}: ${problem}`] : [];
      });
    // The check itself can fail.
    expect(astroProblems('site/pages/fixture.astro', "---\nimport { parseConfig } from '../../api/config.ts';\n---\n")).toHaveLength(1);
    expect(astroProblems('site/pages/fixture.astro', "---\nimport type { Config } from '../../api/config.ts';\n---\n")).toEqual([]);

    const files = readdirSync('site', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
      .map((entry) => relative(process.cwd(), join(entry.parentPath, entry.name)));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => astroProblems(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
