import { startTestServer } from '../../e2e/helpers/server.ts';

/**
 * A site build in milliseconds for tests of the Node server itself (static serving, redirects,
 * headers, client addresses): a home page, a page, a folder with its own 404 and an inline
 * script, instead of a full Astro build.
 */
const WRITE_SITE = `
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const out = process.argv[1];
mkdirSync(join(out, 'articles'), { recursive: true });
mkdirSync(join(out, '_astro'), { recursive: true });
const page = (title) => '<!doctype html><html><head><title>' + title + '</title><script>window.ready = true;</script></head><body><h1>' + title + '</h1></body></html>';
writeFileSync(join(out, 'index.html'), page('Home'));
writeFileSync(join(out, 'about.html'), page('About'));
writeFileSync(join(out, '404.html'), page('Page Not Found'));
writeFileSync(join(out, 'articles', '404.html'), page('Article Not Found'));
writeFileSync(join(out, 'rss.xml'), '<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>');
writeFileSync(join(out, '_astro', 'app.abcdef12.js'), 'console.log(1);');
const hash = 'sha256-' + require('node:crypto').createHash('sha256').update('window.ready = true;').digest('base64');
writeFileSync(join(out, 'csp-hashes.json'), JSON.stringify({ scripts: [hash] }));
`;

export function tinySiteCommand(outDir: string) {
  return { file: process.execPath, args: ['-e', WRITE_SITE, outDir] };
}

/** The real Node server (API, uploads, static serving) over the tiny site. */
export function startTinySiteServer(env: Record<string, string> = {}) {
  return startTestServer(env, { buildCommand: tinySiteCommand });
}
