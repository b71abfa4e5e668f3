import {
  existingExpertIds,
  featureExpert,
  getExpertById,
  listFeaturedExperts,
  replaceFeaturedExperts,
  unfeatureExpert,
} from '../../db/queries/experts.ts';
import type { Expert } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS, unknownExpertIdsMessage } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild'>;

/**
 * The Featured switch. Featuring appends the expert to the end of the list (at most
 * LIMITS.featuredExperts: a 13th is refused); unfeaturing closes the gap. Setting the state the
 * expert already has changes nothing and asks for no rebuild.
 */
export async function setExpertFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean }): Promise<Expert> {
  const changed = input.featured
    ? await featureExpert(deps.db, input.id, LIMITS.featuredExperts)
    : await unfeatureExpert(deps.db, input.id);
  if (changed) {
    const reason = input.featured ? REBUILD_REASONS.expertFeatured : REBUILD_REASONS.expertUnfeatured;
    await deps.rebuild.request(reason(changed.name));
    return changed;
  }
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  if (current.featured === input.featured) return current;
  // Not featured, and featuring changed nothing: the list is full.
  throw new ConflictError(EXPERT_MESSAGES.tooManyFeatured);
}

/** The Featured Experts screen's save: `expertIds`, in order, become exactly the featured list (a rebuild only if it changed). */
export async function saveFeaturedExperts(deps: FeaturedDeps, expertIds: readonly number[]): Promise<Expert[]> {
  const known = await existingExpertIds(deps.db, expertIds);
  const unknown = expertIds.filter((id) => !known.has(id));
  if (unknown.length) throw new BadRequestError(unknownExpertIdsMessage(unknown));
  const current = await listFeaturedExperts(deps.db);
  if (current.length === expertIds.length && current.every((expert, index) => expert.id === expertIds[index])) return current;
  const experts = await replaceFeaturedExperts(deps.db, expertIds);
  await deps.rebuild.request(REBUILD_REASONS.featuredExpertsReplaced);
  return experts;
}
