import { describe, expect, it } from 'vitest';
import { createSession } from '../api/services/sessions.ts';
import { insertAiRun } from '../db/queries/ai-runs.ts';
import { ROLES, type Role } from '../domain/entities.ts';
import { hasPermission, type Permission } from '../domain/permissions.ts';
import type { signUp } from './helpers/accounts.ts';
import { signUpAs } from './helpers/admin.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * The route × role matrix: EVERY route of the app, read from its own route table, is called by
 * every role (signed out, user, contributor, editor, admin), and each answer is compared with what
 * the permission matrix in domain/permissions.ts allows: refused means 401 (signed out) or 403,
 * admitted means anything else but a 500. A route added without an entry below fails the first
 * test, so no route can be left without a decided permission.
 */

/** Who may call a route: anyone; anyone signed in; or a person whose role holds one of these permissions. */
type Access = 'public' | 'signedIn' | readonly [Permission, ...Permission[]];

const EXPERT_EDIT = ['experts.edit', 'experts.edit.own'] as const;
const ARTICLE_EDIT = ['articles.edit', 'articles.edit.own'] as const;
const PUBLISH_ANY = ['experts.publish', 'articles.publish'] as const;

/** Routes with path parameters are called with the values below ('article' for an entity type). */
const ROUTES: Record<string, Access> = {
  'GET /api/auth/user': 'signedIn',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/captcha': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  // The second step of a sign-in, and passkeys: the pending sign-in or the passkey is the proof.
  'POST /api/auth/login/second-factor': 'public',
  'POST /api/auth/passkey/options': 'public',
  'POST /api/auth/passkey': 'public',
  // Signing in with ORCID (issue 36): browser navigations and a first sign-in's e-mail; the state or the cookie is the proof.
  'GET /api/auth/orcid/status': 'public',
  'GET /api/auth/orcid': 'public',
  'GET /api/auth/orcid/callback': 'public',
  'GET /api/auth/orcid/sign-up': 'public',
  'POST /api/auth/orcid/sign-up': 'public',
  // Claiming a profile: the claim page is public; a claim needs an account.
  'GET /api/claims/:slug': 'public',
  'POST /api/claims/:slug/email': 'signedIn',
  'POST /api/claims/:slug/email/confirm': 'signedIn',
  'GET /api/my-profile': 'signedIn',
  'POST /api/my-profile/reminders/confirm': 'public',
  'POST /api/my-profile/reminders/unsubscribe': 'public',
  'POST /api/my-profile/:id/confirm': 'signedIn',
  'GET /api/my-profile/:id/proposals': 'signedIn',
  'GET /api/my-profile/:id/readers': 'signedIn',
  'POST /api/reads': 'public',
  'POST /api/my-profile/:id/proposals': 'signedIn',
  'POST /api/my-profile/:id/photo': 'signedIn',
  'POST /api/my-profile/:id/change-requests': 'signedIn',
  // Everyone's own account: sessions, password, second factors.
  'GET /api/account/sessions': 'signedIn',
  'POST /api/account/sessions/end-others': 'signedIn',
  'DELETE /api/account/sessions/:sessionId': 'signedIn',
  'POST /api/account/password': 'signedIn',
  'GET /api/account/second-factor': 'signedIn',
  'POST /api/account/totp': 'signedIn',
  'POST /api/account/totp/confirm': 'signedIn',
  'POST /api/account/totp/remove': 'signedIn',
  'POST /api/account/recovery-codes': 'signedIn',
  'POST /api/account/passkeys/options': 'signedIn',
  'POST /api/account/passkeys': 'signedIn',
  'POST /api/account/passkeys/:passkeyId/remove': 'signedIn',
  'GET /api/experts': 'public',
  'GET /api/experts/featured': 'public',
  'GET /api/experts/id/:id': 'public',
  'GET /api/experts/:id/articles': 'public',
  'GET /api/experts/:slug': 'public',
  'PUT /api/experts/featured': ['experts.publish'],
  'PATCH /api/experts/:id/featured': ['experts.publish'],
  'POST /api/experts': EXPERT_EDIT,
  'PUT /api/experts/:id': EXPERT_EDIT,
  'POST /api/experts/:id/reviewed': ['experts.edit'],
  'DELETE /api/experts/:id': ['experts.publish'],
  'GET /api/articles': 'public',
  'GET /api/articles/featured': 'public',
  'GET /api/articles/:slug': 'public',
  'GET /api/submissions/mine': 'signedIn',
  'POST /api/submissions': 'signedIn',
  'GET /api/corrections/mine': 'signedIn',
  'POST /api/corrections': 'public',
  'GET /api/admin/articles': ARTICLE_EDIT,
  'POST /api/admin/articles': ARTICLE_EDIT,
  'PATCH /api/admin/articles/featured/reorder': ['articles.publish'],
  'PATCH /api/admin/articles/:id/featured': ['articles.publish'],
  'PATCH /api/admin/articles/:id': ARTICLE_EDIT,
  'DELETE /api/admin/articles/:id': ['articles.publish'],
  'GET /api/admin/submissions': ['submissions.review'],
  'PUT /api/admin/submissions/:id': ['submissions.review'],
  'POST /api/admin/submissions/:id/approve': ['submissions.review'],
  'POST /api/admin/submissions/:id/reject': ['submissions.review'],
  'POST /api/admin/submissions/:id/portrait': ['submissions.review'],
  'GET /api/admin/corrections': ['submissions.review'],
  'POST /api/admin/corrections/:id/accept': ['submissions.review'],
  'POST /api/admin/corrections/:id/reject': ['submissions.review'],
  'GET /api/admin/claims': ['submissions.review'],
  'GET /api/admin/claims/owners': ['submissions.review'],
  'POST /api/admin/claims/:id/approve': ['submissions.review'],
  'POST /api/admin/claims/:id/reject': ['submissions.review'],
  'DELETE /api/admin/claims/owners/:id': ['submissions.review'],
  'GET /api/admin/proposals': ['submissions.review'],
  'POST /api/admin/proposals/:id/accept': ['submissions.review'],
  'POST /api/admin/proposals/:id/reject': ['submissions.review'],
  'GET /api/admin/users': ['people.invite'],
  'GET /api/admin/users/stats': ['people.invite'],
  'GET /api/admin/users/invitations': ['people.invite'],
  'POST /api/admin/users/invitations': ['people.invite'],
  'DELETE /api/admin/users/invitations/:id': ['people.invite'],
  'PATCH /api/admin/users/:userId/role': ['people.invite'],
  'POST /api/admin/users/:userId/deactivate': ['people.manage'],
  'POST /api/admin/users/:userId/reactivate': ['people.manage'],
  'PUT /api/admin/users/:userId/ai-budget': ['people.manage'],
  'DELETE /api/admin/users/:userId/sessions': ['people.manage'],
  'DELETE /api/admin/users/:userId': ['people.manage'],
  'GET /api/admin/stats': ['admin.open'],
  'GET /api/admin/build': ['admin.open'],
  'POST /api/admin/build': ['settings.manage'],
  'GET /api/admin/activity': ['activity.view'],
  'GET /api/admin/experts': EXPERT_EDIT,
  'GET /api/admin/schedule': PUBLISH_ANY,
  'PUT /api/admin/schedule/:entityType/:id/:action': ['articles.publish'],
  'DELETE /api/admin/schedule/:entityType/:id/:action': ['articles.publish'],
  'POST /api/admin/schedule/:entityType/:id/:action/now': ['articles.publish'],
  'GET /api/admin/versions/:entityType/:id': ['articles.edit'],
  'GET /api/admin/versions/:entityType/:id/diff': ['articles.edit'],
  'GET /api/admin/versions/:entityType/:id/:number': ['articles.edit'],
  'POST /api/admin/versions/:entityType/:id/:number/restore': ['articles.publish'],
  'GET /api/admin/previews': ['experts.edit', 'articles.edit'],
  'POST /api/admin/previews': ['experts.edit', 'articles.edit'],
  'DELETE /api/admin/previews/:id': ['experts.edit', 'articles.edit'],
  'POST /api/admin/undo/:token': ['admin.open'],
  'GET /api/admin/reviews': PUBLISH_ANY,
  'GET /api/admin/reviews/mine': ['experts.edit.own', 'articles.edit.own'],
  'POST /api/admin/reviews/:entityType/:id/ready': ['articles.edit.own'],
  'POST /api/admin/reviews/:entityType/:id/return': ['articles.publish'],
  'POST /api/admin/reviews/:entityType/:id/publish': ['articles.publish'],
  'POST /api/admin/reviews/:entityType/:id/schedule': ['articles.publish'],
  'GET /api/admin/export': ['exchange.export'],
  'POST /api/admin/import': ['exchange.import'],
  'GET /api/admin/ai/providers': ['ai.use'],
  'GET /api/admin/ai/models': ['ai.use'],
  'POST /api/admin/ai/models/refresh': ['settings.manage'],
  'GET /api/admin/ai/budgets': ['people.manage'],
  'PUT /api/admin/ai/budgets/:role': ['people.manage'],
  'GET /api/admin/ai/spend': ['people.manage'],
  'GET /api/admin/ai/runs': ['ai.use'],
  'POST /api/admin/generate-seo-title': ['ai.use'],
  'POST /api/admin/generate-seo-tags': ['ai.use'],
  'POST /api/admin/generate-excerpt': ['ai.use'],
  'GET /api/admin/ai/image-providers': ['library.use'],
  'POST /api/admin/generate-ideas': ['library.use'],
  'POST /api/admin/generate-content-from-ideas': ['library.use'],
  'POST /api/admin/generate-image-prompt': ['library.use'],
  'POST /api/admin/generate-images': ['library.use'],
  'GET /api/admin/wizard/state': ['library.use'],
  'PUT /api/admin/wizard/state': ['library.use'],
  'DELETE /api/admin/wizard/state': ['library.use'],
  'POST /api/admin/publish-article': ['articles.publish'],
  'GET /api/admin/needs-attention': ['experts.edit'],
  'POST /api/admin/needs-attention/deaths/:id/acknowledge': ['experts.edit'],
  'POST /api/admin/link-checks': ['experts.edit'],
  'GET /api/permanent-images': ['images.manage'],
  'POST /api/permanent-images': ['images.manage'],
  'POST /api/permanent-images/bulk-store': ['images.manage'],
  'POST /api/permanent-images/cleanup': ['images.manage'],
  'GET /api/permanent-images/lookup': ['images.manage', 'images.upload'],
  'GET /api/permanent-images/:id': ['images.manage'],
  'PATCH /api/permanent-images/:id': ['images.manage'],
  'GET /api/permanent-images/:id/uses': ['images.manage'],
  'DELETE /api/permanent-images/:id': ['images.manage'],
  'POST /api/upload/image': ['images.upload'],
  'POST /api/research/generate-expert': ['ai.use'],
  'GET /api/research/runs/:id': ['ai.use'],
  'POST /api/openai/generate-contribution': ['ai.use'],
  'POST /api/openai/generate-biography': ['ai.use'],
  'POST /api/openai/generate-science-highlights': ['ai.use'],
  'POST /api/ai/find-references': ['ai.use'],
  'GET /api/library/projects': ['library.use'],
  'POST /api/library/projects': ['library.use'],
  'GET /api/library/content': ['library.use'],
  'POST /api/library/content': ['library.use'],
  'DELETE /api/library/content/bulk': ['library.use'],
  'DELETE /api/library/content/:id': ['library.use'],
  'POST /api/library/content/:id/publish': ['articles.publish'],
  'GET /api/library/images': ['library.use'],
  'POST /api/library/images': ['library.use'],
  'DELETE /api/library/images/bulk': ['library.use'],
  'DELETE /api/library/images/:id': ['library.use'],
  'PATCH /api/library/images/:imageId/attach': ['library.use'],
  'PATCH /api/library/images/:imageId/detach': ['library.use'],
  'GET /api/previews/:token': 'public',
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/accept': 'public',
};

/** Values for path parameters: ids nobody has, an entity type and action that exist. */
const PARAMS: Record<string, string> = { entityType: 'article', action: 'publish', role: 'contributor', slug: 'nobody-has-this-slug' };

const t = await createTestApp();

/** Each handler route once, as the app's route table names it (middleware registrations left out). */
const routeKeys = [
  ...new Set(t.app.routes.filter((route) => route.method !== 'ALL' && !route.path.includes('*')).map((route) => `${route.method} ${route.path}`)),
];

/** One signed-in account per role. */
const accounts = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await signUpAs(t, role)] as const))) as Record<
  Role,
  Awaited<ReturnType<typeof signUp>>
>;

type Caller = Role | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

function expectedAdmitted(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'signedIn') return true;
  return access.some((permission) => hasPermission(caller, permission));
}

async function cookieOf(caller: Caller, key: string): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  // Signing out ends the session it is sent with: that call gets a session of its own.
  if (key === 'POST /api/auth/logout') return `session=${(await createSession(t.deps, accounts[caller].user.id)).token}`;
  return accounts[caller].cookie;
}

function call(key: string, cookie: string | undefined) {
  const [method = 'GET', pattern = ''] = key.split(' ');
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? '987654');
  return t.request(method, path, { cookie, body: method === 'GET' ? undefined : {} });
}

describe('the route × role matrix', () => {
  it('has an entry for every route of the app, and none for a route that is gone', () => {
    expect([...routeKeys].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(routeKeys.map((key) => [key] as const))('%s answers every role as the matrix says', async (key) => {
    const access = ROUTES[key];
    if (!access) throw new Error(`No entry for ${key}`);
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of CALLERS) {
      const { status } = await call(key, await cookieOf(caller, key));
      // 503 is an AI tool without a provider key: admitted, and answering as it should.
      answers[caller] = status === 401 || status === 403 ? `refused ${status}` : status >= 500 && status !== 503 ? `failed ${status}` : 'admitted';
      // Refused means 401 signed out, 403 signed in.
      expected[caller] = expectedAdmitted(access, caller) ? 'admitted' : `refused ${caller === 'anonymous' ? 401 : 403}`;
    }
    expect(answers).toEqual(expected);
  });

  /** Rows of the matrix that decide which items a route shows, not whether it answers: whose AI runs a person reads. */
  it.each(ROLES.filter((role) => hasPermission(role, 'ai.use')).map((role) => [role] as const))(
    "%s reads another person's AI runs only with ai.runs.readAll",
    async (role) => {
      const other = await signUpAs(t, 'contributor');
      const run = await insertAiRun(t.db, { kind: 'expert-profile', userId: other.user.id, subject: `Run of ${role}'s colleague`, startedAt: new Date() });
      const everyone = hasPermission(role, 'ai.runs.readAll');
      const listed = (await (await call('GET /api/admin/ai/runs', accounts[role].cookie)).json()) as { runs: Array<{ id: number }> };
      expect(listed.runs.some((listedRun) => listedRun.id === run.id)).toBe(everyone);
      expect((await t.request('GET', `/api/research/runs/${run.id}`, { cookie: accounts[role].cookie })).status).toBe(everyone ? 200 : 404);
    },
  );

  it.each(['/api/upload/image', '/api/my-profile/1/photo'])('refuses a signed-out upload to %s before reading its body', async (path) => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    const res = await t.app.request(path, { method: 'POST', headers: { Origin: TEST_ORIGIN }, body: form });
    expect(res.status).toBe(401);
  });
});
