import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** Tiny real images (2x2 pixels): the type is read from the first bytes, and stored images are decoded to make their sizes. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4YaNxwkaDAUIBACNeBLHoo3lxAAAAAElFTkSuQmCC', 'base64'),
);
export const JPEG_BYTES = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIAB6Ev/2Q==',
    'base64',
  ),
);

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
