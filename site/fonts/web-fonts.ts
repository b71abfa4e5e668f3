/**
 * The site's two web fonts, as the pages load them: the variable fonts of the @fontsource-variable
 * packages cut down by `npm run fonts:subset` (scripts/fonts/subset-fonts.ts) to the characters of
 * the packages' Latin subset, the default OpenType features and the weights the stylesheets use.
 * The cut files are committed beside this module; tests/web-fonts.test.ts fails when they no longer
 * match the installed packages, or when a stylesheet asks for a weight outside the range.
 */

/** Every `font-weight` in the stylesheets lies here (400 to 700 today); 100–900 would double the bytes. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

export interface WebFont {
  name: string;
  cssVariable: string;
  fallback: string;
  /** The package's Latin file, and the stylesheet whose `unicode-range` says which characters it holds. */
  source: { file: string; css: string; block: string };
  /** The cut file, relative to the project's root (Astro's local font provider resolves it there). */
  subset: string;
}

export const WEB_FONTS: readonly WebFont[] = [
  {
    name: 'Inter',
    cssVariable: '--font-inter',
    fallback: 'sans-serif',
    source: {
      file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      css: '@fontsource-variable/inter/wght.css',
      block: 'inter-latin-wght-normal',
    },
    subset: './site/fonts/inter-latin-400-700.woff2',
  },
  {
    name: 'Source Serif 4',
    cssVariable: '--font-source-serif',
    fallback: 'serif',
    source: {
      file: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
      css: '@fontsource-variable/source-serif-4/wght.css',
      block: 'source-serif-4-latin-wght-normal',
    },
    subset: './site/fonts/source-serif-4-latin-400-700.woff2',
  },
];
