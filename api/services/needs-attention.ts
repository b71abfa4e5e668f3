import { getExpertById } from '../../db/queries/experts.ts';
import {
  acknowledgeReportedDeath,
  lastLinkCheckAt,
  listLinkChecksWithStatus,
  listMonitoredExperts,
  listReportedDeaths,
  listStaleReviews,
} from '../../db/queries/link-checks.ts';
import { isoOrNull, iso } from '../../db/queries/rows.ts';
import {
  ATTENTION_LINK_STATUSES,
  LINK_MONITOR,
  LINK_MONITOR_MESSAGES,
  urlsOfExpert,
  type AttentionLink,
  type NeedsAttention,
} from '../../domain/link-monitor.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { EXPERT_MESSAGES } from '../../domain/messages.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { inTransaction } from './transaction.ts';

/** The date `months` months before `now`. */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * What the editors should look at: links the monitor found broken, moved or pointing to a private
 * address (with the experts who show them, and where), profiles not reviewed for 12 months, and
 * experts for whom Wikidata now records a date of death. Only reports; nothing is changed.
 */
export async function listNeedsAttention(deps: Pick<AppDeps, 'db' | 'now'>): Promise<NeedsAttention> {
  const now = currentTime(deps);
  const [checks, experts, stale, deaths, lastChecked] = await Promise.all([
    listLinkChecksWithStatus(deps.db, ATTENTION_LINK_STATUSES),
    listMonitoredExperts(deps.db),
    listStaleReviews(deps.db, monthsBefore(now, LINK_MONITOR.reviewStaleMonths), LINK_MONITOR.listLimit),
    listReportedDeaths(deps.db, LINK_MONITOR.listLimit),
    lastLinkCheckAt(deps.db),
  ]);
  const shownBy = new Map<string, AttentionLink['experts']>();
  for (const expert of experts) {
    for (const [url, places] of urlsOfExpert(expert)) {
      shownBy.set(url, [...(shownBy.get(url) ?? []), { id: expert.id, name: expert.name, slug: expert.slug, places }]);
    }
  }
  // A check of a URL no expert shows any more is not a problem (the next run forgets it).
  const links = checks.flatMap((check): AttentionLink[] => {
    const shown = shownBy.get(check.url);
    if (!shown) return [];
    return [
      {
        url: check.url,
        status: check.status,
        httpStatus: check.httpStatus,
        finalUrl: check.finalUrl,
        reason: check.reason,
        checkedAt: iso(check.checkedAt),
        failingSince: isoOrNull(check.failingSince),
        experts: shown,
      },
    ];
  });
  return {
    links: links.slice(0, LINK_MONITOR.listLimit),
    staleReviews: stale.rows.map((row) => ({ ...row, lastReviewedAt: isoOrNull(row.lastReviewedAt) })),
    deaths: deaths.rows.map((row) => ({ ...row, checkedAt: iso(row.checkedAt) })),
    totals: { links: links.length, staleReviews: stale.total, deaths: deaths.total },
    lastCheckedAt: isoOrNull(lastChecked),
  };
}

/**
 * An editor has seen the date of death Wikidata reports (and dealt with the profile): it leaves
 * the list, until Wikidata reports a different one.
 */
export async function acknowledgeDeath(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { expertId: number; reviewer: PublicUser },
): Promise<{ message: string; dateOfDeath: string }> {
  return inTransaction(deps, async (deps) => {
    const expert = await getExpertById(deps.db, input.expertId);
    if (!expert) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    const row = await acknowledgeReportedDeath(deps.db, input.expertId);
    if (!row?.dateOfDeath) throw new NotFoundError(LINK_MONITOR_MESSAGES.noReportedDeath);
    await recordActivity(deps, input.reviewer, {
      action: 'expert.death-acknowledged',
      entityType: 'expert',
      entityId: expert.id,
      summary: `Checked ${expert.name} against the date of death Wikidata records (${row.dateOfDeath})`,
      after: { wikidataId: row.wikidataId, dateOfDeath: row.dateOfDeath },
    });
    return { message: LINK_MONITOR_MESSAGES.deathAcknowledged, dateOfDeath: row.dateOfDeath };
  });
}
