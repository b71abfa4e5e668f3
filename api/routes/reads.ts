import { Hono } from 'hono';
import { readsBeaconSchema } from '../../domain/profile-reads.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { countReads } from '../services/profile-reads.ts';
import { validate } from '../validate.ts';

/** POST /api/reads: the profile pages' and the directory's beacon (issue 36 §2). Answers 204 whatever it counted (429 past the per-address limit). */
export function readsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', validate('json', readsBeaconSchema), async (c) => {
    const { kind, slugs } = c.req.valid('json');
    await countReads(deps, {
      kind,
      slugs,
      userAgent: c.req.header('User-Agent'),
      purpose: c.req.header('Sec-Purpose') ?? c.req.header('Purpose'),
      address: deps.clientAddress(c),
    });
    return c.body(null, 204);
  });
}
