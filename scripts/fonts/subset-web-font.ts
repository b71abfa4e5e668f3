/**
 * Cuts one of the site's web fonts (site/fonts/web-fonts.ts) from its package: the characters the
 * package's Latin file is declared for (its `unicode-range`), harfbuzz's default OpenType features
 * (the stylesheets ask for no other), and the weight axis limited to FONT_WEIGHTS. Deterministic:
 * the same package gives the same bytes, which the freshness test relies on.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_WEIGHTS, type WebFont } from '../../site/fonts/web-fonts.ts';

const require = createRequire(import.meta.url);

/** Every character of a CSS `unicode-range` ('U+0000-00FF,U+0131,…'). */
export function unicodeRangeText(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from ?? '', 16); code <= parseInt(to ?? '', 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The `unicode-range` of one `@font-face` block of a Fontsource stylesheet, found by its comment. */
export function blockUnicodeRange(css: string, block: string): string {
  const start = css.indexOf(`/* ${block} */`);
  const range = start === -1 ? null : /unicode-range:\s*([^;]+);/.exec(css.slice(start));
  if (!range?.[1]) throw new Error(`No unicode-range for ${block}`);
  return range[1];
}

export async function subsetWebFont(font: WebFont): Promise<Buffer> {
  const css = await readFile(require.resolve(font.source.css), 'utf8');
  const original = await readFile(require.resolve(font.source.file));
  return subsetFont(original, unicodeRangeText(blockUnicodeRange(css, font.source.block)), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  });
}
