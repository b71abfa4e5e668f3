import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps build-only modules out of browser code (eslint.config.js): the database
 * layer, the API's code, publishing/ (but its article parser), Node built-ins, and every site module
 * that imports one of them, however indirectly. Type-only imports are erased, so they stay allowed (the typed client's AppType).
 */

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

describe('build-only modules never reach browser code', () => {
  it('refuses them in an admin screen, an island, a shared UI piece and a page script', async () => {
    const cases = [
      ['site/admin/experts/fixture.tsx', '../../../publishing/build/node-publish-site.ts', /publishing\/ is build-only/],
      ['site/islands/fixture.tsx', '../../publishing/cards/share-cards.ts', /publishing\/ is build-only/],
      ['site/islands/fixture.tsx', '../../db/queries/experts.ts', /database layer is build-only/],
      ['site/ui/forms/fixture.tsx', 'node:fs/promises', /Node built-ins/],
      ['site/scripts/fixture.ts', 'crypto', /Node built-ins/],
      // Build-only through what it imports: the settings baked into the renderer (publishing/).
      ['site/admin/fixture.tsx', '../lib/seo.ts', /seo\.ts is build-only \(it imports \.\.\/\.\.\/publishing\/render\/settings\.ts\)/],
      ['site/admin/fixture.tsx', '../../api/app.ts', /API's code never reaches the browser/],
    ] as const;
    for (const [file, source, message] of cases) {
      const found = await refusals(file, `import { thing } from '${source}';\nexport const used = thing;\n`);
      expect(found, `${file} importing ${source}`).toHaveLength(1);
      expect(found[0]).toMatch(message);
    }
  });

  it('allows the typed client and type-only imports of the API, and build-only modules outside browser code', async () => {
    expect(await refusals('site/admin/fixture.tsx', "import type { AppType } from '../../api/app.ts';\nexport type App = AppType;\n")).toEqual([]);
    expect(await refusals('site/admin/fixture.tsx', "import { api } from '../lib/api.ts';\nexport const client = api;\n")).toEqual([]);
    // The article parser runs in the editors' previews: the one part of publishing/ browser code may import.
    expect(
      await refusals(
        'site/admin/fixture.tsx',
        "import { renderMarkdown } from '../../publishing/markdown/markdown.ts';\nexport const render = renderMarkdown;\n",
      ),
    ).toEqual([]);
    expect(await refusals('site/lib/fixture.ts', "import { siteData } from './site-data.ts';\nexport const data = siteData;\n")).toEqual([]);
  });
});
