/**
 * Writes the cut web fonts into site/fonts/ (see site/fonts/web-fonts.ts). Run after updating the
 * @fontsource-variable packages or changing the weight range, and commit the files:
 *
 *   npm run fonts:subset
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { WEB_FONTS } from '../../site/fonts/web-fonts.ts';
import { subsetWebFont } from './subset-web-font.ts';

const root = new URL('../../', import.meta.url);
for (const font of WEB_FONTS) {
  const bytes = await subsetWebFont(font);
  await writeFile(fileURLToPath(new URL(font.subset, root)), bytes);
  console.log(`${font.subset}: ${bytes.length} bytes`);
}
