import type { MiddlewareHandler, TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../deps.ts';
import type { HttpError } from '../errors.ts';

/** An error class whose answers carry typed data beside the message (DuplicateConflictError, ...). */
type RefusalClass = abstract new (...args: never[]) => HttpError & { details: object };

/** The answer `app.onError` writes for one: its status, and `{ ...details, message }`. */
type RefusalResponse<Class> = Class extends RefusalClass
  ? TypedResponse<JSONParsed<InstanceType<Class>['details'] & { message: string }>, InstanceType<Class>['status'], 'json'>
  : never;

/**
 * Declares that a route may answer these refusals, for the typed client: their bodies become part
 * of the route's type (Hono merges a middleware's response type into the route's), so a screen
 * reads them with `refusalOf` (site/lib/api.ts) instead of parsing the error. The service throws
 * the error and `app.onError` answers it; this middleware only passes the request on.
 */
export function refuses<Classes extends RefusalClass[]>(..._classes: Classes): MiddlewareHandler<AppEnv, string, BlankInput, RefusalResponse<Classes[number]>> {
  return async (_c, next) => {
    await next();
  };
}
