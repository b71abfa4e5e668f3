import { confirmOwnedProfile, getExpertOwner, listOwnedExperts } from '../../db/queries/expert-owners.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { OWNER_TEXTS, type OwnedProfile } from '../../domain/claims.ts';
import { PROPOSABLE_FIELDS } from '../../domain/expert-proposals.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { REBUILD_REASONS } from '../../domain/messages.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { inTransaction } from './transaction.ts';

/** The profiles the person owns, as their page lists them (usually one). */
export async function listMyProfiles(deps: Pick<AppDeps, 'db'>, user: PublicUser): Promise<OwnedProfile[]> {
  const owned = await listOwnedExperts(deps.db, user.id);
  const experts = await Promise.all(owned.map((owner) => getExpertById(deps.db, owner.expertId)));
  return owned.flatMap((owner, i) => {
    const expert = experts[i];
    return expert
      ? [
          {
            expertId: expert.id,
            name: expert.name,
            title: expert.title,
            path: expertPath(expert.slug),
            published: expert.published,
            verifiedVia: owner.verifiedVia,
            orcidId: owner.orcidId,
            confirmedAt: owner.confirmedAt?.toISOString() ?? null,
            values: Object.fromEntries(PROPOSABLE_FIELDS.map((field) => [field, expert[field]])) as OwnedProfile['values'],
            imageUrl: expert.imageUrl,
            disclosures: expert.disclosures,
            sources: expert.sources,
            contextNotes: expert.contextNotes,
            identifiers: expert.identifiers,
          },
        ]
      : [];
  });
}

/**
 * 'Still accurate' (issue 36 §2): the owner says the profile is current, and its public page says
 * so with the date. A second confirmation the same (UTC) day changes nothing. Any other person,
 * and any profile they do not own, gets the 404 of a profile that is not there.
 */
export function confirmProfile(deps: Pick<AppDeps, 'db' | 'now' | 'rebuild'>, input: { expertId: number; user: PublicUser }): Promise<{ confirmedAt: string }> {
  return inTransaction(deps, async (deps) => {
    const owner = await getExpertOwner(deps.db, input.expertId);
    const expert = owner?.userId === input.user.id ? await getExpertById(deps.db, input.expertId) : undefined;
    if (!owner || !expert) throw new NotFoundError(OWNER_TEXTS.notFound);
    const now = currentTime(deps);
    const today = now.toISOString().slice(0, 10);
    if (owner.confirmedAt?.toISOString().slice(0, 10) === today) return { confirmedAt: owner.confirmedAt.toISOString() };
    await confirmOwnedProfile(deps.db, expert.id, input.user.id, now);
    await recordActivity(deps, input.user, {
      action: 'expert.confirmed',
      entityType: 'expert',
      entityId: expert.id,
      summary: `${input.user.email} confirmed that the profile of ${expert.name} is still accurate`,
      before: { confirmedAt: owner.confirmedAt?.toISOString() ?? null },
      after: { confirmedAt: now.toISOString() },
    });
    if (expert.published) await deps.rebuild.request(REBUILD_REASONS.ownerConfirmed(expert.name));
    return { confirmedAt: now.toISOString() };
  });
}
