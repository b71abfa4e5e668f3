import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * sitemap-index.xml and sitemap-0.xml, sitemap-1.xml…: every public page built from the data,
 * whether it is a file or rendered on demand (search engines should find the whole directory).
 * 45,000 addresses a file, under the protocol's 50,000 (the split @astrojs/sitemap used).
 */
export const SITEMAP_ENTRIES_PER_FILE = 45_000;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** How many files the sitemap of `urls` addresses takes (the index and its parts). */
export function sitemapFileCount(urls: number): number {
  return 1 + Math.max(1, Math.ceil(urls / SITEMAP_ENTRIES_PER_FILE));
}

/** Writes the sitemap of `paths` (site paths, in the order given) into `dir`; answers the file names. */
export async function writeSitemap(dir: string, siteUrl: string, paths: readonly string[]): Promise<string[]> {
  const parts = Math.max(1, Math.ceil(paths.length / SITEMAP_ENTRIES_PER_FILE));
  const names: string[] = [];
  for (let part = 0; part < parts; part++) {
    const slice = paths.slice(part * SITEMAP_ENTRIES_PER_FILE, (part + 1) * SITEMAP_ENTRIES_PER_FILE);
    const urls = slice.map((path) => `<url><loc>${escapeXml(siteUrl + (path === '/' ? '/' : path))}</loc></url>`).join('');
    const name = `sitemap-${part}.xml`;
    await writeFile(join(dir, name), `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    names.push(name);
  }
  const index = names.map((name) => `<sitemap><loc>${escapeXml(`${siteUrl}/${name}`)}</loc></sitemap>`).join('');
  await writeFile(
    join(dir, 'sitemap-index.xml'),
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>`,
  );
  return ['sitemap-index.xml', ...names];
}
