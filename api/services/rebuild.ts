import type { PublicUser } from '../../domain/entities.ts';
import { REBUILD_REASONS } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { recordActivity } from './activity.ts';
import { inTransaction } from './transaction.ts';

/** 'Rebuild now' on the dashboard: asks for a rebuild of the whole site, recorded like any other admin action. */
export async function requestRebuild(deps: Pick<AppDeps, 'db' | 'now' | 'rebuild'>, input: { actor: PublicUser }): Promise<void> {
  const reason = REBUILD_REASONS.requestedBy(input.actor.email);
  // The request waits for the entry's commit (see inTransaction).
  await inTransaction(deps, async (deps) => {
    await deps.rebuild.request(reason);
    await recordActivity(deps, input.actor, { action: 'site.rebuild_requested', entityType: 'site', summary: reason });
  });
}
