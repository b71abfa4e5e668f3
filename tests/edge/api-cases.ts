/**
 * API answers that must be the same on Node and on Cloudflare's runtime: one list, two runners
 * (tests/edge/api-cases-node.test.ts through `app.request`, tests/edge/workerd.test.ts over HTTP
 * to the Worker in `wrangler dev`). Each case is stateless: it changes nothing, whatever ran before.
 */

/** Who sends the request: nobody signed in, a signed-in user, or an admin. */
export type Caller = 'anonymous' | 'user' | 'admin';

export interface ApiCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A JSON body, or `raw` text sent as application/json (broken JSON). */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  as?: Caller;
  status: number;
  /** The `message` of the JSON answer, exactly or by pattern. */
  message: string | RegExp;
}

/** A password that passes the schema, and a captcha token no server signed. */
const PASSWORD = 'correct horse battery';
const FORGED_CAPTCHA = { captchaAnswer: '3', captchaExpected: 'forged.token' };

export const API_CASES: readonly ApiCase[] = [
  { name: 'an invalid expert slug', method: 'GET', path: '/api/experts/Not_A_Slug', status: 400, message: /slug/i },
  { name: 'an unknown expert', method: 'GET', path: '/api/experts/no-such-expert-anywhere', status: 404, message: /not found/i },
  { name: 'an unknown API path', method: 'GET', path: '/api/no-such-endpoint', status: 404, message: 'Not found' },
  { name: 'the current user, signed out', method: 'GET', path: '/api/auth/user', status: 401, message: 'Not authenticated' },
  { name: 'sign-in without fields', method: 'POST', path: '/api/auth/login', body: {}, status: 400, message: /./ },
  { name: 'sign-in with broken JSON', method: 'POST', path: '/api/auth/login', raw: '{"email": ', status: 400, message: /./ },
  { name: 'sign-in with a JSON array', method: 'POST', path: '/api/auth/login', body: [1, 2], status: 400, message: /./ },
  {
    name: 'sign-in with a forged captcha',
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'nobody@example.org', password: PASSWORD, ...FORGED_CAPTCHA },
    status: 400,
    message: 'Security check failed. Please try the new question.',
  },
  {
    name: 'sign-up with a short password',
    method: 'POST',
    path: '/api/auth/register',
    body: { email: 'short@example.org', password: 'short', firstName: 'A', lastName: 'B', ...FORGED_CAPTCHA },
    status: 400,
    message: /password/i,
  },
  {
    name: 'a write from a foreign origin',
    method: 'POST',
    path: '/api/auth/login',
    body: { email: 'nobody@example.org', password: PASSWORD, ...FORGED_CAPTCHA },
    headers: { Origin: 'https://evil.example' },
    status: 403,
    message: 'Cross-site request refused',
  },
  {
    name: 'a reset with an unknown token',
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token: 'A'.repeat(43), password: PASSWORD },
    status: 400,
    message: 'This password reset link is invalid or has expired.',
  },
  {
    name: 'a forgot-password without an e-mail',
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: { email: 'not-an-email', ...FORGED_CAPTCHA },
    status: 400,
    message: /./,
  },
  { name: 'a submission, signed out', method: 'POST', path: '/api/submissions', body: {}, status: 401, message: 'Authentication required' },
  { name: 'a submission without a name', method: 'POST', path: '/api/submissions', as: 'user', body: { title: 'x' }, status: 400, message: /./ },
  { name: 'an admin call, signed out', method: 'GET', path: '/api/admin/stats', status: 401, message: 'Authentication required' },
  { name: 'an admin call as a user', method: 'GET', path: '/api/admin/stats', as: 'user', status: 403, message: 'Admin access required' },
  {
    name: 'approving an unknown submission',
    method: 'POST',
    path: '/api/admin/submissions/999999/approve',
    as: 'admin',
    body: {},
    status: 404,
    message: /not found/i,
  },
  { name: 'approving a non-numeric id', method: 'POST', path: '/api/admin/submissions/abc/approve', as: 'admin', body: {}, status: 400, message: /./ },
  { name: 'an upload without a file', method: 'POST', path: '/api/upload/image', as: 'admin', body: {}, status: 400, message: /./ },
  {
    name: 'a preview with an unknown token',
    method: 'GET',
    path: '/api/previews/AAAAAAAAAAAAAAAAAAAAAA.mkz2h1c0.BBBB.CCCC',
    status: 404,
    message: 'Preview not found',
  },
  { name: 'a preview with a malformed token', method: 'GET', path: '/api/previews/not-a-token', status: 404, message: 'Preview not found' },
  { name: 'versions, signed out', method: 'GET', path: '/api/admin/versions/expert/1', status: 401, message: 'Authentication required' },
  { name: 'the schedule as a user', method: 'GET', path: '/api/admin/schedule', as: 'user', status: 403, message: 'Admin access required' },
  {
    name: 'a JSON body over 1 MB',
    method: 'POST',
    path: '/api/auth/login',
    raw: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    status: 413,
    message: 'Request body is too large',
  },
];

/** The request a case describes, for a runner to send with its own origin and cookies. */
export function caseRequest(apiCase: ApiCase, origin: string, cookie: string | undefined): RequestInit {
  const headers: Record<string, string> = { Origin: origin, ...apiCase.headers };
  if (cookie) headers.Cookie = cookie;
  const body = apiCase.raw ?? (apiCase.body === undefined ? undefined : JSON.stringify(apiCase.body));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { method: apiCase.method, headers, body };
}

/** Checks an answer against its case; answers what differs, or undefined. */
export async function caseMismatch(apiCase: ApiCase, res: Response): Promise<string | undefined> {
  const text = await res.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return `${res.status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const matches = typeof message === 'string' && (typeof apiCase.message === 'string' ? message === apiCase.message : apiCase.message.test(message));
  if (res.status !== apiCase.status || !matches) return `${res.status} ${JSON.stringify(message)}, expected ${apiCase.status} ${String(apiCase.message)}`;
  return undefined;
}
