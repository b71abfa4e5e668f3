import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that speaks ORCID's OAuth 2.0 authorization code flow as ORCID documents it
 * (domain/orcid.ts names the sources): `GET /oauth/authorize` checks the client, scope and
 * redirect URI and shows a page with Authorize and Deny buttons (a form that POSTs the decision
 * back, then redirects to the redirect URI with `code` and `state`, or with
 * `error=access_denied` and the state); `POST /oauth/token` takes a form body, checks the client
 * secret (401 invalid_client), and answers the iD and name for a code issued to this client and
 * redirect URI, once: a wrong or reused code is 400 `invalid_grant`.
 */

export interface OrcidPerson {
  orcid: string;
  /** The public name on the record; null when the person keeps it private. */
  name: string | null;
}

export interface TokenRequest {
  contentType: string | undefined;
  form: Record<string, string>;
  status: number;
}

export const ORCID_TEST_CLIENT = { id: 'APP-LOOPBACK0000001', secret: 'loopback-client-secret' } as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startOrcidServer(person: OrcidPerson = { orcid: '0000-0002-1825-0097', name: 'Josiah Carberry' }) {
  const control = { person };
  /** Codes issued and not yet exchanged: the redirect URI each was issued for, and who signed in. */
  const codes = new Map<string, { redirectUri: string; person: OrcidPerson }>();
  const tokenRequests: TokenRequest[] = [];
  /** Every redirect URI the authorize step was asked for must be this one (ORCID checks it against the registered URIs). */
  let registeredRedirectUri: string | undefined;

  function authorizeProblem(params: URLSearchParams): string | undefined {
    if (params.get('client_id') !== ORCID_TEST_CLIENT.id) return 'Unknown client_id';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (params.get('scope') !== '/authenticate') return 'scope must be /authenticate';
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri || (registeredRedirectUri && redirectUri !== registeredRedirectUri)) return "Redirect URI doesn't match your registered redirect URIs.";
    return undefined;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
      const problem = authorizeProblem(url.searchParams);
      if (problem) return res.writeHead(400, { 'Content-Type': 'text/plain' }).end(problem);
      const hidden = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('');
      const who = `${escape(control.person.name ?? 'A researcher')} (${control.person.orcid})`;
      return res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ORCID (loopback)</title></head><body>` +
            `<h1>Authorize access</h1><p>Signed in at ORCID as ${who}.</p>` +
            `<form method="post" action="/oauth/authorize">${hidden}` +
            `<button name="decision" value="approve">Authorize access</button> <button name="decision" value="deny">Deny access</button></form></body></html>`,
        );
    }
    if (url.pathname === '/oauth/authorize' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const problem = authorizeProblem(form);
      if (problem) return res.writeHead(400, { 'Content-Type': 'text/plain' }).end(problem);
      const back = new URL(form.get('redirect_uri')!);
      const state = form.get('state');
      if (form.get('decision') === 'approve') {
        const code = randomBytes(4).toString('hex').slice(0, 6);
        codes.set(code, { redirectUri: form.get('redirect_uri')!, person: { ...control.person } });
        back.searchParams.set('code', code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'User denied access');
      }
      if (state !== null) back.searchParams.set('state', state);
      return res.writeHead(302, { Location: back.toString() }).end();
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      const contentType = req.headers['content-type'];
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const answer = (status: number, body: unknown) => {
        tokenRequests.push({ contentType, form, status });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (!contentType?.startsWith('application/x-www-form-urlencoded'))
        return answer(400, { error: 'invalid_request', error_description: 'Form body expected' });
      if (form.client_id !== ORCID_TEST_CLIENT.id || form.client_secret !== ORCID_TEST_CLIENT.secret) {
        return answer(401, { error: 'invalid_client', error_description: 'Client not found or secret wrong' });
      }
      if (form.grant_type !== 'authorization_code') return answer(400, { error: 'unsupported_grant_type' });
      const issued = form.code ? codes.get(form.code) : undefined;
      if (!issued || issued.redirectUri !== form.redirect_uri) {
        return answer(400, {
          error: 'invalid_grant',
          error_description: form.code && !issued ? `Reused authorization code: ${form.code}` : 'Invalid authorization code',
        });
      }
      codes.delete(form.code!);
      return answer(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'bearer',
        refresh_token: randomBytes(16).toString('hex'),
        expires_in: 631138518,
        scope: '/authenticate',
        orcid: issued.person.orcid,
        name: issued.person.name,
      });
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  /** Answers the authorize page's form as the person would (Authorize or Deny): the callback address ORCID sends the browser to. */
  async function decide(authorizeUrl: string, decision: 'approve' | 'deny'): Promise<string> {
    const params = new URL(authorizeUrl).searchParams;
    params.set('decision', decision);
    const res = await fetch(`${baseUrl}/oauth/authorize`, { method: 'POST', body: params, redirect: 'manual' });
    const location = res.headers.get('Location');
    if (res.status !== 302 || !location) throw new Error(`The loopback ORCID refused the authorization: ${res.status} ${await res.text()}`);
    return location;
  }

  return {
    baseUrl,
    control,
    tokenRequests,
    decide,
    /** The environment that points the app at this server. */
    env(siteUrl?: string): Record<string, string> {
      if (siteUrl) registeredRedirectUri = `${siteUrl}/api/auth/orcid/callback`;
      return { ORCID_BASE_URL: baseUrl, ORCID_CLIENT_ID: ORCID_TEST_CLIENT.id, ORCID_CLIENT_SECRET: ORCID_TEST_CLIENT.secret };
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
