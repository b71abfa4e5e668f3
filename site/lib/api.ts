import { hc, type ClientResponse } from 'hono/client';
import type { ClientErrorStatusCode, ContentfulStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../api/app.ts';
import { ApiError } from './api-error.ts';

/**
 * The browser's typed way to the API: Hono's client over the app's own route types, so a change
 * to a route's input or reply fails the type check of every screen that uses it. Cookies are
 * always sent, as the specification asks; a body is JSON only when the call has a payload.
 */
export const api = hc<AppType>('/', { init: { credentials: 'include' } }).api;

type AnyResponse = ClientResponse<unknown, number, string>;
type OkStatus = Exclude<ContentfulStatusCode, ClientErrorStatusCode | ServerErrorStatusCode>;
/** The reply type of a call's successful answers. */
export type OkBody<R> = R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends OkStatus ? Body : never) : never;
/** The successful reply of an endpoint, for naming it: `Reply<typeof api.experts.$get>`. */
export type Reply<Endpoint extends (...args: never[]) => Promise<AnyResponse>> = OkBody<Awaited<ReturnType<Endpoint>>>;

/** Awaits a typed call; a non-ok answer is raised as the spec's '{status}: {body}' ApiError. */
export async function unwrap<R extends AnyResponse>(call: Promise<R>): Promise<OkBody<R>> {
  const res = await call;
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text || res.statusText);
  return (text ? JSON.parse(text) : undefined) as OkBody<R>;
}

/** `unwrap`, except that a 401 answers null: the spec's variant for 'who is signed in'. */
export async function unwrapOrNullOn401<R extends AnyResponse>(call: Promise<R>): Promise<OkBody<R> | null> {
  try {
    return await unwrap(call);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
