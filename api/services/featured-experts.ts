import { eq } from 'drizzle-orm';
import { getExpertById, toExpert } from '../../db/queries/experts.ts';
import { experts } from '../../db/schema.ts';
import type { Expert } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS, unknownExpertIdsMessage } from '../../domain/messages.ts';
import { SCHEDULE_MESSAGES } from '../../domain/schedule.ts';
import type { AppDeps } from '../deps.ts';
import { saveFeaturedOrder, setFeatured, type FeaturedEntity } from './featured-order.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild'>;

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
export function setExpertFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean }): Promise<Expert> {
  return setFeatured(deps, FEATURED_EXPERTS, input);
}

/** The Featured Experts screen's save: `expertIds`, in order, become exactly the featured list (a rebuild only if it changed). */
export function saveFeaturedExperts(deps: FeaturedDeps, expertIds: readonly number[]): Promise<Expert[]> {
  return saveFeaturedOrder(deps, FEATURED_EXPERTS, expertIds, 'replace');
}
