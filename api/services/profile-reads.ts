import { encodeHexLowerCase } from '@oslojs/encoding';
import { getExpertOwner } from '../../db/queries/expert-owners.ts';
import { addReads, listReads, publicExpertIds } from '../../db/queries/profile-reads.ts';
import { OWNER_TEXTS } from '../../domain/claims.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { isUncountedRead, lastDays, lastMonths, READS_LIMITS, type ProfileReaders, type ReadKind } from '../../domain/profile-reads.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { hmacSha256 } from './signing.ts';

/**
 * Who reads a profile (issue 36 §2). A beacon counts a view or a search's results for today, for
 * public profiles only, unless the request looks like a robot or a prefetch; nothing about the
 * reader is stored. Beacons are limited per address, under a keyed hash of it that lives for the
 * limit's window: the address itself is never written. The owner sees the last 30 days and 12 months.
 */

/** The rate limit's subject for an address: an HMAC under the server's secret, so the stored row names no address. */
async function addressKey(deps: Pick<AppDeps, 'secretKey'>, address: string): Promise<string> {
  return encodeHexLowerCase(await hmacSha256(deps.secretKey, `reader-address:${address}`)).slice(0, 32);
}

export async function countReads(
  deps: Pick<AppDeps, 'db' | 'now' | 'secretKey' | 'rateLimits'>,
  input: { kind: ReadKind; slugs: readonly string[]; userAgent: string | undefined; purpose: string | undefined; address: string },
): Promise<{ counted: number }> {
  if (isUncountedRead(input)) return { counted: 0 };
  await enforceRateLimits(deps, [['readsPerAddress', await addressKey(deps, input.address)]]);
  const now = currentTime(deps);
  const ids = await publicExpertIds(deps.db, [...new Set(input.slugs)], now);
  await addReads(deps.db, ids, now.toISOString().slice(0, 10), input.kind);
  return { counted: ids.length };
}

/** The owner's series (zeros where nothing was counted); 404 for anyone else, whatever the id. */
export async function readersOf(deps: Pick<AppDeps, 'db' | 'now'>, input: { expertId: number; user: PublicUser }): Promise<ProfileReaders> {
  const owner = await getExpertOwner(deps.db, input.expertId);
  if (owner?.userId !== input.user.id) throw new NotFoundError(OWNER_TEXTS.notFound);
  const now = currentTime(deps);
  const months = lastMonths(now, READS_LIMITS.months);
  const rows = await listReads(deps.db, input.expertId, `${months[0]}-01`);
  const sum = (period: string) =>
    rows
      .filter((row) => row.day.startsWith(period))
      .reduce((total, row) => ({ period, views: total.views + row.views, searchAppearances: total.searchAppearances + row.searchAppearances }), {
        period,
        views: 0,
        searchAppearances: 0,
      });
  return { days: lastDays(now, READS_LIMITS.days).map(sum), months: months.map(sum) };
}
