import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** Tiny files with real signatures: detectImageKind reads only the first bytes. */
export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 5, 6, 7, 8]);

const OVER_LIMIT = 10 * 1024 * 1024 + 1;

/**
 * An image host on 127.0.0.1 for download tests. Paths:
 * /a.png, /photo.jpg; /text (not an image); /missing (404); /redirect/{n} (n relative redirects,
 * then the PNG); /to?url=... (one redirect to url); /big (over 10 MB, with Content-Length);
 * /big-chunked (over 10 MB, no length); /slow (never answers). `hits` lists every path asked for.
 */
export async function startImageServer() {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.push(url.pathname);
    const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/a.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES);
    if (url.pathname === '/photo.jpg') return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG_BYTES);
    // Declares an image type: the bytes, not the header, decide.
    if (url.pathname === '/text') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>not an image</html>');
    if (redirect) {
      const left = Number(redirect[1]);
      if (left === 0) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES);
      return void res.writeHead(302, { Location: `/redirect/${left - 1}` }).end();
    }
    if (url.pathname === '/to') return void res.writeHead(302, { Location: url.searchParams.get('url') ?? '/' }).end();
    if (url.pathname === '/big') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(OVER_LIMIT) });
      return void res.end(Buffer.concat([PNG_BYTES, Buffer.alloc(OVER_LIMIT - PNG_BYTES.length)]));
    }
    if (url.pathname === '/big-chunked') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.write(PNG_BYTES);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 12 && !res.destroyed) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return void pump();
    }
    if (url.pathname === '/slow') return undefined;
    res.writeHead(404).end('missing');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  afterAll(close);
  return { port, url: `http://127.0.0.1:${port}`, hits };
}
