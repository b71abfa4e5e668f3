import { describe, expect, it } from 'vitest';
import { addressKind } from '../api/adapters/http/address-guard.ts';
import { createEdgeFetcher } from '../api/adapters/http/edge-fetch.ts';
import { createGuardedFetcher, type Resolver } from '../api/adapters/http/node-guarded-fetch.ts';
import type { ImageFetcher } from '../api/adapters/http/types.ts';
import { BadRequestError } from '../api/errors.ts';
import { storedImages } from '../db/schema.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { startImageServer } from './helpers/image-server.ts';
import { expectRefused, type Also } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The download guard with the DEFAULT setting (ALLOW_PRIVATE_IMAGE_URLS off). A real image host
 * listens on 127.0.0.1, so a refusal here is the guard's doing, not a connection failure; the
 * host's hit list proves no request reached it.
 */
const images = await startImageServer();
const port = images.port;

/** Names that resolve to loopback or private addresses, as a hostile DNS could answer. */
const hostileDns: Resolver = async (hostname) =>
  ({
    'images.example.test': ['127.0.0.1'],
    'mixed.example.test': ['93.184.216.34', '10.0.0.5'],
    'mapped.example.test': ['::ffff:169.254.169.254'],
  })[hostname] ?? [];

/** Stands for a public host (unreachable offline) whose only answer is a redirect to `location`. */
function publicRedirector(guarded: ImageFetcher, location: string): ImageFetcher {
  return {
    fetch: (url, signal) =>
      url.hostname === 'public.example.test'
        ? Promise.resolve(new Response(null, { status: 302, headers: { Location: location } }))
        : guarded.fetch(url, signal),
  };
}

async function appWith(fetcher?: ImageFetcher, allowPrivate = false) {
  const t = await createTestApp(allowPrivate ? { ALLOW_PRIVATE_IMAGE_URLS: 'true' } : {}, fetcher ? { imageFetcher: fetcher } : {});
  expect(t.deps.config.allowPrivateImageUrls).toBe(allowPrivate);
  return { t, admin: (await signUpAdmin(t)).cookie };
}

const plain = await appWith();
const withDns = await appWith(createGuardedFetcher({ allowPrivate: false, resolve: hostileDns }));
const redirecting = await appWith(publicRedirector(createGuardedFetcher({ allowPrivate: false }), `http://127.0.0.1:${port}/a.png`));
/** ALLOW_PRIVATE_IMAGE_URLS on, with the app's own guarded fetcher. */
const permissive = await appWith(undefined, true);

type Fixture = typeof plain;

/** Asks `fixture` to store `originalUrl`: refused with 400 and `message`, and nothing stored. */
async function expectNotStored(fixture: Fixture, originalUrl: string, message: string, also?: Also) {
  const store = () => fixture.t.request('POST', '/api/permanent-images', { body: { originalUrl }, cookie: fixture.admin });
  await expectRefused(fixture.t, store, 400, message, also);
  expect(await fixture.t.db.$count(storedImages)).toBe(0);
}

/** As expectNotStored, and the image host was never asked. */
async function expectBlocked(fixture: Fixture, originalUrl: string, message: string) {
  await expectNotStored(fixture, originalUrl, message, () => images.hits.length);
}

const PRIVATE = 'This image URL points to a private or local network address, which is not allowed';
const ONLY_HTTP = 'Only http and https image URLs can be stored';

describe('refused addresses (default setting)', () => {
  it.each([
    `http://127.0.0.1:${port}/a.png`,
    `http://127.1.2.3:${port}/a.png`,
    `http://2130706433:${port}/a.png`,
    `http://0x7f000001:${port}/a.png`,
    `http://localhost:${port}/a.png`,
    `http://LOCALHOST./a.png`,
    `http://images.localhost:${port}/a.png`,
    'http://169.254.169.254/latest/meta-data',
    `http://[::1]:${port}/a.png`,
    `http://[::ffff:127.0.0.1]:${port}/a.png`,
    'http://[::ffff:a9fe:a9fe]/latest/meta-data',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[::ffff:0:7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[2002:a9fe:a9fe::]/latest/meta-data',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::]/',
    'http://10.0.0.1/x.png',
    'http://172.16.5.4/x.png',
    'http://192.168.1.1/x.png',
    'http://100.64.0.1/x.png',
    `http://0.0.0.0:${port}/a.png`,
    'http://224.0.0.1/',
    'http://255.255.255.255/',
  ])('%s', async (url) => {
    await expectBlocked(plain, url, PRIVATE);
  });
});

describe('refused schemes', () => {
  it.each([
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'ftp://example.org/a.png',
    'gopher://example.org/a.png',
    'javascript:alert(1)',
    '//example.org/a.png',
  ])('%s', async (url) => {
    await expectBlocked(plain, url, ONLY_HTTP);
  });
});

describe('names that resolve to private addresses', () => {
  it.each(['images.example.test', 'mixed.example.test', 'mapped.example.test'])('%s is refused after resolving', async (host) => {
    await expectBlocked(withDns, `http://${host}:${port}/a.png`, PRIVATE);
  });

  it('connects to the address it checked, never resolving the name again', async () => {
    // With the switch on the loopback answer is allowed; the system resolver knows no '.test'
    // names, so this works only because the socket uses the checked address.
    const fetcher = createGuardedFetcher({ allowPrivate: true, resolve: hostileDns });
    const res = await fetcher.fetch(new URL(`http://images.example.test:${port}/a.png`), AbortSignal.timeout(5000));
    expect(res.status).toBe(200);
    expect(images.hits.at(-1)).toBe('/a.png');
  });
});

describe('redirects are checked again at every hop', () => {
  it('a public URL that redirects to loopback is refused (default setting)', async () => {
    await expectBlocked(redirecting, 'http://public.example.test/cat.png', PRIVATE);
  });

  it('with ALLOW_PRIVATE_IMAGE_URLS on, a redirect to the metadata address is still refused', async () => {
    const metadata = encodeURIComponent('http://169.254.169.254/latest/meta-data');
    await expectNotStored(permissive, `http://127.0.0.1:${port}/to?url=${metadata}`, PRIVATE);
  });

  it('a redirect to a file: URL is refused', async () => {
    await expectNotStored(permissive, `http://127.0.0.1:${port}/to?url=${encodeURIComponent('file:///etc/passwd')}`, ONLY_HTTP);
  });
});

describe('the edge fetcher', () => {
  const signal = () => AbortSignal.timeout(5000);

  it('refuses literal private addresses and local names without connecting', async () => {
    const edge = createEdgeFetcher({ allowPrivate: false });
    const hits = images.hits.length;
    for (const url of [`http://127.0.0.1:${port}/a.png`, `http://localhost:${port}/a.png`, 'http://[::ffff:7f00:1]/', 'http://169.254.169.254/']) {
      await expect(edge.fetch(new URL(url), signal())).rejects.toBeInstanceOf(BadRequestError);
    }
    expect(images.hits.length).toBe(hits);
  });

  it('with the switch on, fetches loopback and hands redirects back instead of following them', async () => {
    const edge = createEdgeFetcher({ allowPrivate: true });
    const res = await edge.fetch(new URL(`http://127.0.0.1:${port}/redirect/1`), signal());
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/redirect/0');
    await expect(edge.fetch(new URL('http://169.254.169.254/'), signal())).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe('address classes', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700::1111', 'public'],
    ['[2001:4860:4860::8888]', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['::1', 'private'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['0:0:0:0:0:ffff:7f00:1', 'private'],
    ['169.254.169.254', 'reserved'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.251', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::', 'reserved'],
    ['fe80::1%eth0', 'reserved'],
    ['febf::1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['::ffff:169.254.169.254', 'reserved'],
    // Every IPv6 form that embeds an IPv4 address is that IPv4 address.
    ['::ffff:0:7f00:1', 'private'],
    ['::ffff:0:a9fe:a9fe', 'reserved'],
    ['::ffff:0:808:808', 'public'],
    ['::ffff:7f00:1', 'private'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'reserved'],
    ['64:ff9b::808:808', 'public'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['2002:a9fe:a9fe::1', 'reserved'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'private'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'private'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['example.org', undefined],
    ['1.2.3', undefined],
    ['1:2:3', undefined],
    ['1::2::3', undefined],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});
