import { isOrcidId, ORCID_SCOPE } from '../../domain/orcid.ts';
import type { Config } from '../config.ts';

/**
 * ORCID's OAuth 2.0 authorization code flow (domain/orcid.ts says what it relies on, and when it
 * was read): the address the browser is sent to, and the code's exchange at the token endpoint.
 * Only the token response's `orcid` and `name` are read; nothing else from it is trusted or kept.
 * Plain fetch, so Node and the Cloudflare Worker run it alike; tests meet a loopback server that
 * speaks the protocol (tests/helpers/orcid-server.ts).
 */

export type OrcidSettings = NonNullable<Config['orcid']>;

/** The person ORCID signed in: their iD, and the name on their record when it is public. */
export interface OrcidIdentity {
  orcidId: string;
  name: string | null;
}

/** ORCID refused the code (`invalid_grant`: wrong, expired or already used). */
export class OrcidRefusedError extends Error {}
/** ORCID could not be reached, or answered something other than a token for an iD. */
export class OrcidUnavailableError extends Error {}

const TIMEOUT_MS = 15_000;

export function orcidAuthorizeUrl(settings: OrcidSettings, state: string): string {
  const url = new URL(`${settings.baseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    response_type: 'code',
    scope: ORCID_SCOPE,
    redirect_uri: settings.redirectUri,
    state,
  }).toString();
  return url.toString();
}

export async function exchangeOrcidCode(settings: OrcidSettings, code: string): Promise<OrcidIdentity> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUri,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new OrcidUnavailableError('ORCID could not be reached');
  }
  const body: unknown = await response.json().catch(() => undefined);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    if (fields.error === 'invalid_grant') throw new OrcidRefusedError(String(fields.error_description ?? 'invalid_grant'));
    throw new OrcidUnavailableError(`ORCID's token endpoint answered ${response.status}`);
  }
  if (!isOrcidId(fields.orcid)) throw new OrcidUnavailableError('ORCID answered without an iD');
  const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : null;
  return { orcidId: fields.orcid, name };
}
