import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockUnicodeRange, subsetWebFont, unicodeRangeText } from '../scripts/fonts/subset-web-font.ts';
import { FONT_WEIGHTS, WEB_FONTS } from '../site/fonts/web-fonts.ts';

/**
 * The web fonts the pages preload are cut to what the site uses (site/fonts/web-fonts.ts): they
 * stay the cut of the installed packages, and no stylesheet asks for a weight they do not hold.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));

async function styleSources(): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir(join(ROOT, 'site'), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(css|astro|tsx)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

describe('the web fonts', () => {
  it('are the committed cut of the installed packages (run `npm run fonts:subset` after updating them)', async () => {
    for (const font of WEB_FONTS) {
      const committed = await readFile(join(ROOT, font.subset));
      expect(Buffer.compare(committed, await subsetWebFont(font)), font.subset).toBe(0);
    }
  });

  it("weigh under 70 KB together, where the packages' files weighed 99 KB", async () => {
    const sizes = await Promise.all(WEB_FONTS.map(async (font) => (await readFile(join(ROOT, font.subset))).length));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(70 * 1024);
  });

  it('hold every weight a stylesheet asks for', async () => {
    const outside: string[] = [];
    for (const { file, text } of await styleSources()) {
      for (const match of text.matchAll(/font-?weight:\s*['"]?(\w+)/gi)) {
        const value = match[1] ?? '';
        const weight = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value);
        if (!(weight >= FONT_WEIGHTS.min && weight <= FONT_WEIGHTS.max) && value !== 'inherit') outside.push(`${file.slice(ROOT.length)}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("keep the characters of the packages' Latin files", () => {
    expect(unicodeRangeText('U+0041-0043,U+20AC')).toBe('ABC€');
    const css = '/* x-latin-ext */\n@font-face { unicode-range: U+0100-024F; }\n/* x-latin */\n@font-face { unicode-range: U+0000-00FF,U+2122; }';
    expect(blockUnicodeRange(css, 'x-latin')).toBe('U+0000-00FF,U+2122');
  });
});
