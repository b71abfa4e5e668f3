import { hc, type ClientResponse, type InferRequestType } from 'hono/client';
import type { ClientErrorStatusCode, ContentfulStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../api/app.ts';
import { ApiError, type ErrorBody } from './api-error.ts';

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
type Endpoint = (...args: never[]) => Promise<AnyResponse>;
/** The successful reply of an endpoint, for naming it: `Reply<typeof api.experts.$get>`. */
export type Reply<E extends Endpoint> = OkBody<Awaited<ReturnType<E>>>;
/** The JSON body an endpoint takes, for naming it: `RequestBody<typeof api.corrections.$post>`. */
export type RequestBody<E extends Endpoint> = InferRequestType<E> extends { json: infer Json } ? Json : never;

/**
 * The refusals an endpoint's type declares (a validation 400, a 409 naming the duplicates...): status
 * and body. An answer written without a status is typed with every status, so it is not one.
 */
type Refusals<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'> ? ([ContentfulStatusCode] extends [Status] ? never : Refusal<Body, Status>) : never;
type Refusal<Body, Status> = Status extends OkStatus ? never : { status: Status; body: Body };
type RefusalStatus<E extends Endpoint> = Refusals<Awaited<ReturnType<E>>>['status'];
/** The body of `E`'s refusal with `Status`: what the route declares, or just the message every refusal has. */
export type RefusalBody<E extends Endpoint, Status extends number> = Extract<Refusals<Awaited<ReturnType<E>>>, { status: Status }>['body'] | ErrorBody;

/** Awaits a typed call; a non-ok answer is raised as the spec's '{status}: {body}' ApiError. */
export async function unwrap<R extends AnyResponse>(call: Promise<R>): Promise<OkBody<R>> {
  const res = await call;
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text || res.statusText);
  return (text ? JSON.parse(text) : undefined) as OkBody<R>;
}

/**
 * The typed body of a refused call: when `error` is `endpoint`'s answer with `status`, its body as the
 * route declares it (api/middleware/refuses.ts), else undefined. Only a status the endpoint declares
 * can be asked for, so a route that stops declaring a refusal fails the type check of the screen
 * that reads it. (`endpoint` only names the type; the body was parsed once, by ApiError.)
 */
export function refusalOf<E extends Endpoint, Status extends RefusalStatus<E>>(
  error: unknown,
  _endpoint: E,
  status: Status,
): RefusalBody<E, Status> | undefined {
  return error instanceof ApiError && error.status === status ? (error.data as RefusalBody<E, Status> | undefined) : undefined;
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
