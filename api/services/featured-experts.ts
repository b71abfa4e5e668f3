import { eq } from 'drizzle-orm';
import { getExpertById, toExpert } from '../../db/queries/experts.ts';
import { experts } from '../../db/schema.ts';
import type { Expert } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS, unknownExpertIdsMessage } from '../../domain/messages.ts';
import { SCHEDULE_MESSAGES } from '../../domain/schedule.ts';
import type { AppDeps } from '../deps.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';
import { listFeatured, saveFeaturedOrder, setFeatured, type FeaturedEntity } from './featured-order.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

/** The home page's featured experts: up to LIMITS.featuredExperts, any published expert (one waiting for publication is not on the site). */
export const FEATURED_EXPERTS: FeaturedEntity<typeof experts, Expert> = {
  list: { table: experts, limit: LIMITS.featuredExperts, eligible: eq(experts.published, true) },
  toEntity: toExpert,
  find: getExpertById,
  refusal: (expert) => (expert.published ? undefined : SCHEDULE_MESSAGES.onlyPublishedFeatured),
  messages: {
    notFound: EXPERT_MESSAGES.notFound,
    tooMany: EXPERT_MESSAGES.tooManyFeatured,
    unknownIds: unknownExpertIdsMessage,
    orderMismatch: EXPERT_MESSAGES.tooManyFeatured,
  },
  reasons: {
    featured: (expert) => REBUILD_REASONS.expertFeatured(expert.name),
    unfeatured: (expert) => REBUILD_REASONS.expertUnfeatured(expert.name),
    saved: REBUILD_REASONS.featuredExpertsReplaced,
  },
};

/** The Featured switch on Manage Experts. */
export async function setExpertFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean; actor: Actor }): Promise<Expert> {
  return inTransaction(deps, async (deps) => {
    const expert = await setFeatured(deps, FEATURED_EXPERTS, input);
    await recordActivity(deps, input.actor, {
      action: expert.featured ? 'expert.featured' : 'expert.unfeatured',
      entityType: 'expert',
      entityId: expert.id,
      summary: `${expert.featured ? 'Featured' : 'Unfeatured'} ${expert.name}`,
      after: { featured: expert.featured, featuredOrder: expert.featuredOrder },
    });
    return expert;
  });
}

/** The Featured Experts screen's save: `expertIds`, in order, become exactly the featured list (a rebuild only if it changed). */
export async function saveFeaturedExperts(deps: FeaturedDeps, input: { expertIds: readonly number[]; actor: Actor }): Promise<Expert[]> {
  return inTransaction(deps, async (deps) => {
    const before = (await listFeatured(deps.db, FEATURED_EXPERTS)).map((expert) => expert.id);
    const experts = await saveFeaturedOrder(deps, FEATURED_EXPERTS, input.expertIds, 'replace');
    await recordActivity(deps, input.actor, {
      action: 'expert.reordered',
      entityType: 'expert',
      summary: `Saved the featured experts (${experts.length})`,
      before: { expertIds: before },
      after: { expertIds: experts.map((expert) => expert.id) },
    });
    return experts;
  });
}
