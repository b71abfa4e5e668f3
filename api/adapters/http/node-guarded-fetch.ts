import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { BadGatewayError, BadRequestError } from '../../errors.ts';
import { addressKind, checkHost, mayReach } from './address-guard.ts';
import { FETCH_HEADERS, type ImageFetcher } from './types.ts';

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The Response constructor refuses a body for these. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Downloads on Node with the SSRF guard. A host name is resolved once, every address it resolves
 * to must be reachable (one private address refuses the lot), and the socket then connects to
 * those checked addresses through a pinned `lookup`: nothing resolves the name a second time, so
 * DNS rebinding between check and connect is impossible. `resolve` is replaceable so tests can
 * make a public-looking name resolve to loopback.
 */
export function createGuardedFetcher(options: { allowPrivate: boolean; resolve?: Resolver }): ImageFetcher {
  const resolve = options.resolve ?? systemResolver;
  return {
    async fetch(url, signal, fetchOptions) {
      const host = checkHost(url, options.allowPrivate);
      const addresses = addressKind(host) ? [host] : await resolveHost(resolve, host);
      const allowed = addresses.every((address) => mayReach(addressKind(address) ?? 'reserved', options.allowPrivate));
      if (!allowed) throw new BadRequestError(IMAGE_MESSAGES.addressNotAllowed);
      return get(url, addresses, signal, fetchOptions?.accept);
    },
  };
}

async function resolveHost(resolve: Resolver, host: string): Promise<string[]> {
  const addresses = await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new BadGatewayError(IMAGE_MESSAGES.hostNotFound);
  return addresses;
}

/** A `lookup` that answers the already-checked addresses instead of asking DNS again. */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  const [first] = entries;
  if (!first) throw new Error('pinnedLookup needs at least one checked address');
  return (_hostname, options, callback) => {
    if (options.all) callback(null, entries);
    else callback(null, first.address, first.family);
  };
}

function get(url: URL, addresses: readonly string[], signal: AbortSignal, accept?: string): Promise<Response> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // agent: false keeps pooled sockets (opened for another lookup) out of the picture.
    const headers = accept ? { ...FETCH_HEADERS, Accept: accept } : FETCH_HEADERS;
    const request = send(url, { headers, lookup: pinnedLookup(addresses), signal, agent: false }, (response) => resolve(toResponse(response)));
    request.on('error', reject);
    request.end();
  });
}

function toResponse(response: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const status = response.statusCode ?? 502;
  if (NULL_BODY_STATUSES.has(status)) {
    response.resume();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(response) as unknown as ReadableStream<Uint8Array>, { status, headers });
}
