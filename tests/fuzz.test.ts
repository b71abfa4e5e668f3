import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from './helpers/admin.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';
import { startTinySiteServer } from './helpers/tiny-site.ts';

/**
 * Hostile input on every route: the API's routes read from the app's own route table (so a new
 * route is fuzzed without being listed), called as an admin so guards do not stop the input, and
 * static paths on the running Node server. Deep nesting, NUL bytes, control characters and
 * encoded path tricks must all get a 4xx (or a normal answer, or the deliberate 503 of an unconfigured AI provider), never a 500.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);

/** Every field name the domain's zod schemas know, read from the schemas themselves. */
async function schemaFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if ('_zod' in value) {
      const def = (value as { _zod: { def: Record<string, unknown> } })._zod.def;
      if (def.shape && typeof def.shape === 'object') for (const key of Object.keys(def.shape)) names.add(key);
      for (const inner of Object.values(def)) visit(inner);
    } else if (!Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype) {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  const folder = new URL('../domain/schemas/', import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    for (const exported of Object.values(await import(new URL(file, folder).href))) visit(exported);
  }
  return [...names];
}

const FIELDS = await schemaFieldNames();

/** Deep enough to overflow any recursive walk (5,000 levels already did), small enough to stay under the body limit. */
const DEPTH = 8_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const CONTROL = 'x\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f\r\n\t\ufffe\uffff\ud800y';

/** JSON bodies written by hand: a value this deep cannot go through JSON.stringify. */
function bodiesWith(value: string): string[] {
  const perBody = Math.max(1, Math.floor(400_000 / (value.length + 40)));
  const bodies: string[] = [];
  for (let i = 0; i < FIELDS.length; i += perBody) {
    bodies.push(
      `{${FIELDS.slice(i, i + perBody)
        .map((field) => `${JSON.stringify(field)}:${value}`)
        .join(',')}}`,
    );
  }
  return bodies;
}

const BODIES = [
  deepArray,
  deepObject,
  ...bodiesWith(deepArray),
  ...bodiesWith(deepObject),
  ...bodiesWith(JSON.stringify(CONTROL)),
  ...bodiesWith(JSON.stringify([CONTROL, CONTROL])),
  `{${FIELDS.map((field) => `${JSON.stringify(field)}:{"__proto__":{"x":1},"constructor":{"prototype":{}}}`).join(',')}}`,
];

const PARAM_VALUES = [
  '%00',
  '%0d%0a',
  '%0a',
  '1%00',
  '..%2f..%2f',
  '%5c',
  '%2e%2e',
  '99999999999999999999999',
  '-1',
  '1e999',
  '0x10',
  '%F0%9F',
  '%ff',
  'a'.repeat(3000),
];
const HOSTILE_QUERY = '?search=%00%0d%0a&page=%0a&tag=%ff&category=..%2f&limit=1e999&status=%00&q[]=x&tag=a&tag=b';

const routes = [
  ...new Map(
    t.app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];

/** Signing out would end the admin session the other calls use. */
const cookieFor = (path: string) => (path === '/api/auth/logout' ? undefined : admin.cookie);

async function send(method: string, path: string, body?: string) {
  const cookie = cookieFor(path.split('?')[0] ?? path);
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(path, { method, headers, body });
}

describe('fuzzing every API route', () => {
  it('finds the routes and the schema fields', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(FIELDS).toEqual(expect.arrayContaining(['email', 'password', 'name', 'title', 'content', 'captchaAnswer', 'role', 'categories']));
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s never answers 500', async (_name, { method, path }) => {
    const failures: string[] = [];
    const check = async (target: string, body?: string) => {
      const res = await send(method, target, body);
      if (res.status === 500) failures.push(`${target} ${body?.slice(0, 60) ?? ''} → ${res.status} ${await res.text()}`);
    };
    const hasParams = /:[A-Za-z]+/.test(path);
    const plain = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
    for (const value of hasParams ? PARAM_VALUES : []) await check(path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value));
    await check(`${plain}${HOSTILE_QUERY}`);
    if (method !== 'GET') for (const body of BODIES) await check(plain, body);
    expect(failures).toEqual([]);
  });
});

describe('fuzzing static paths on the Node server', () => {
  const PREFIXES = ['/', '/about', '/articles/', '/uploads/images/', '/_astro/', '/api/experts/'];
  const TRICKS = [
    '%00',
    '%0d%0a',
    '%0d%0aSet-Cookie:%20x=1',
    '%09',
    '%5c',
    '%2f%2f',
    '..%2f',
    '%2e%2e%2f',
    '%c0%ae',
    '%ff',
    '%',
    '%E0%A4%A',
    '\\',
    '.html',
    '/',
    '//',
    'index.html',
    '%00.html',
    '%0a/',
  ];
  let server: Awaited<ReturnType<typeof startTinySiteServer>>;

  // Its site build is set-up, not the test: on a busy machine it alone can take longer than a test may.
  beforeAll(async () => {
    server = await startTinySiteServer();
  });
  afterAll(() => server?.stop());

  it('answers every trick below every prefix without a 500 or a header it did not mean', async () => {
    const failures: string[] = [];
    for (const prefix of PREFIXES) {
      for (const trick of TRICKS) {
        for (const path of [`${prefix}${trick}`, `${prefix}${trick}x`, `${prefix}x${trick}`]) {
          for (const method of ['GET', 'HEAD']) {
            const res = await fetch(`${server.url}${path}`, { method, redirect: 'manual' });
            const location = res.headers.get('Location');
            const offSite = location !== null && new URL(location, server.url).origin !== server.url;
            if (res.status === 500 || res.headers.getSetCookie().length > 0 || offSite) {
              failures.push(`${method} ${path} → ${res.status} ${location ?? ''}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
