import { deleteWizardState, getWizardState, saveWizardState } from '../../db/queries/wizard-states.ts';
import { wizardStateSchema, type WizardState, type WizardStateReply } from '../../domain/wizard-state.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';

/**
 * The wizard's saved state, one per admin and only ever their own (the caller's id is the key).
 * Saving it is the editor's private working copy, not a change to anything shared, so it is not
 * an activity entry (docs/DECISIONS.md, '#21 server side').
 */

export async function readWizardState(deps: Pick<AppDeps, 'db'>, userId: number): Promise<WizardStateReply> {
  const row = await getWizardState(deps.db, userId);
  if (!row) return { state: null, updatedAt: null };
  // A state saved by an older wizard that no longer fits the schema is dropped rather than served half-valid.
  const parsed = wizardStateSchema.safeParse(row.state);
  return parsed.success ? { state: parsed.data, updatedAt: row.updatedAt.toISOString() } : { state: null, updatedAt: null };
}

export async function keepWizardState(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, state: WizardState): Promise<WizardStateReply> {
  const at = currentTime(deps);
  await saveWizardState(deps.db, userId, state, at);
  return { state, updatedAt: at.toISOString() };
}

export async function clearWizardState(deps: Pick<AppDeps, 'db'>, userId: number): Promise<void> {
  await deleteWizardState(deps.db, userId);
}
