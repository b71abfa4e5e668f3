import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Every admin endpoint, read from the app's own route table rather than listed by hand, answers
 * 401 when signed out and 403 to a signed-in user: an admin route added without its guard fails here.
 */

const t = await createTestApp();
const admin = await signUpAdmin(t);
const user = await signUp(t);

/** Admin-only by where they live: all of /api/admin, uploads, image storage, library and the AI tools, and every write to experts. */
function isAdminOnly(method: string, path: string): boolean {
  if (['/api/admin', '/api/upload', '/api/permanent-images', '/api/library', '/api/research', '/api/openai', '/api/ai'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return true;
  }
  return path.startsWith('/api/experts') && method !== 'GET';
}

/** Each handler route once, its path parameters filled with an id nobody has. */
const endpoints = [
  ...new Map(
    t.app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*') && isAdminOnly(route.method, route.path))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '987654') }]),
  ).values(),
];

function call(endpoint: { method: string; path: string }, cookie?: string) {
  return t.request(endpoint.method, endpoint.path, { cookie, body: endpoint.method === 'GET' ? undefined : {} });
}

describe('admin endpoint guards', () => {
  it('finds the admin endpoints in the route table', () => {
    const names = endpoints.map(({ method, path }) => `${method} ${path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/build',
        'POST /api/admin/build',
        'GET /api/admin/submissions',
        'PUT /api/admin/submissions/987654',
        'POST /api/admin/submissions/987654/approve',
        'POST /api/admin/submissions/987654/reject',
        'GET /api/admin/users',
        'GET /api/admin/users/stats',
        'PATCH /api/admin/users/987654/role',
        'DELETE /api/admin/users/987654',
        'PUT /api/experts/featured',
        'PATCH /api/experts/987654/featured',
        'PUT /api/experts/987654',
        'DELETE /api/experts/987654',
        'POST /api/upload/image',
        'POST /api/research/generate-expert',
        'GET /api/research/runs/987654',
        'POST /api/openai/generate-contribution',
        'POST /api/openai/generate-biography',
        'POST /api/openai/generate-science-highlights',
        'POST /api/ai/find-references',
        'GET /api/admin/ai/providers',
      ]),
    );
    expect(names).not.toContain('GET /api/experts');
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: 401 signed out, 403 for a user, admitted for an admin',
    async (_name, endpoint) => {
      await expectAdminOnly(t, (cookie) => call(endpoint, cookie), user.cookie);
      const admitted = await call(endpoint, admin.cookie);
      expect([401, 403]).not.toContain(admitted.status);
    },
  );

  it('refuses a signed-out upload before reading its body', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    const res = await t.app.request('/api/upload/image', { method: 'POST', headers: { Origin: 'http://localhost:4321' }, body: form });
    expect(res.status).toBe(401);
  });
});
