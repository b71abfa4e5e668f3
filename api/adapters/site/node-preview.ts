import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { previewTokenParams, type Preview } from '../../../domain/previews.ts';
import type { SecurityHeaderSettings } from '../../../domain/security-headers.ts';
import { escapeHtml, previewContent } from '../../../site/preview/preview-html.ts';
import { folderHeaders } from './node-static.ts';

/**
 * /preview/{token} on the Node server: the built shell (site/pages/preview.astro, the site's layout
 * with noindex and no canonical) with the previewed item written in. Never cached, indexed or
 * sent on as a referrer; every refused token, and /preview itself, is the site's 404 page with
 * status 404. A stopgap until the on-demand renderer (issue 24) renders data pages.
 */

const ROOT_MARK = '<div id="preview-root"></div>';
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

/** The preview a token opens, or undefined when it is refused (any reason: the same answer). */
export type PreviewReader = (token: string) => Promise<Preview | undefined>;

export function servePreview(currentDir: () => string | undefined, settings: SecurityHeaderSettings, read: PreviewReader) {
  return async (c: Context) => {
    const root = currentDir();
    if (!root) return c.text('The site is being built', 503, { ...PRIVATE, 'Retry-After': '5' });
    const security = await folderHeaders(root, settings);
    const token = c.req.path.slice('/preview/'.length);
    const parsed = previewTokenParams.safeParse({ token });
    const preview = parsed.success ? await read(parsed.data.token) : undefined;
    const shell = preview && (await readFile(join(root, 'preview.html'), 'utf8').catch(() => undefined));
    if (!preview || !shell?.includes(ROOT_MARK)) {
      const page = await readFile(join(root, '404.html'), 'utf8').catch(() => 'Not found');
      return c.html(page, 404, { ...security.page, ...PRIVATE });
    }
    const { title, html } = previewContent(preview);
    const body = shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>Preview: ${escapeHtml(title)}</title>`)
      .replace(ROOT_MARK, () => `<div id="preview-root">${html}</div>`);
    return c.html(body, 200, { ...security.page, ...PRIVATE });
  };
}
