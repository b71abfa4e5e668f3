import { describe, expect, it } from 'vitest';
import { signUpAdmin } from './helpers/admin.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * No input may produce a 500: every write route in the app's route table, called as an admin
 * (so guards do not stop the body from being read), with bodies of the wrong shape and with
 * broken JSON, answers a 4xx.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);

const WRONG_SHAPES: unknown[] = [
  null,
  42,
  'text',
  [],
  [1, 2],
  { unexpected: true },
  {
    title: 5,
    name: [],
    categories: 'x',
    expertIds: 'x',
    articleIds: [null],
    featured: 'yes',
    role: 7,
    reviewNotes: {},
    images: {},
    originalUrl: 5,
    content: null,
    email: [],
    password: {},
  },
];

const writes = t.app.routes
  .filter((route) => route.method !== 'GET' && route.method !== 'ALL' && !route.path.includes('*'))
  .map((route) => ({ method: route.method, path: route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1') }));

describe('malformed request bodies', () => {
  it('reach every write route', () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(writes.map((write) => [`${write.method} ${write.path}`, write] as const))('%s answers 4xx, never 500', async (_name, { method, path }) => {
    for (const body of WRONG_SHAPES) {
      const res = await t.request(method, path, { body, cookie: admin.cookie });
      expect(res.status, `${JSON.stringify(body)} → ${await res.text()}`).toBeLessThan(500);
    }
    const broken = await t.app.request(path, {
      method,
      headers: { Origin: TEST_ORIGIN, Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBeLessThan(500);
  });
});
