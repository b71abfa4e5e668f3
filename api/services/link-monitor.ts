import {
  deleteLinkChecks,
  listLinkChecks,
  listMonitoredExperts,
  listWikidataChecks,
  saveLinkCheck,
  saveWikidataCheck,
  type LinkCheckResult,
} from '../../db/queries/link-checks.ts';
import {
  LINK_MONITOR,
  LINK_MONITOR_MESSAGES,
  LINK_STATUSES,
  linkVerdict,
  urlsOfExpert,
  type CheckedHop,
  type LinkCheckRun,
  type LinkStatus,
} from '../../domain/link-monitor.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, HttpError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';
import { linkRefusal } from './link-check.ts';

/**
 * The link monitor: checks every URL an expert's page shows (reference links, sources, the
 * sources of disclosures and context notes) through the SSRF-guarded fetcher, one hop at a time
 * so every redirect target passes the address guard, with a bounded number of requests in flight
 * overall and per host, each with a timeout; and reads each expert's Wikidata item for a date of
 * death. It stores what it finds and changes nothing public.
 */

type MonitorDeps = Pick<AppDeps, 'db' | 'imageFetcher' | 'research' | 'now'>;

export interface MonitorSettings {
  concurrency: number;
  perHost: number;
  requestTimeoutMs: number;
  maxRedirects: number;
  recheckAfterMs: number;
}

const DEFAULT_SETTINGS: MonitorSettings = {
  concurrency: LINK_MONITOR.concurrency,
  perHost: LINK_MONITOR.perHost,
  requestTimeoutMs: LINK_MONITOR.requestTimeoutMs,
  maxRedirects: LINK_MONITOR.maxRedirects,
  recheckAfterMs: LINK_MONITOR.recheckAfterMs,
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** Slots per host: a request waits while its host already has `perHost` in flight. */
function createHostLimiter(perHost: number) {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();
  return {
    busy: (host: string) => (active.get(host) ?? 0) >= perHost,
    async acquire(host: string): Promise<() => void> {
      while ((active.get(host) ?? 0) >= perHost) {
        await new Promise<void>((wake) => waiting.set(host, [...(waiting.get(host) ?? []), wake]));
      }
      active.set(host, (active.get(host) ?? 0) + 1);
      return () => {
        active.set(host, (active.get(host) ?? 1) - 1);
        const queue = waiting.get(host) ?? [];
        queue.shift()?.();
      };
    },
  };
}

type HostLimiter = ReturnType<typeof createHostLimiter>;

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.toLowerCase() : '';
}

function broken(url: string, reason: string, httpStatus: number | null = null): LinkCheckResult {
  return { url, status: 'broken', httpStatus, finalUrl: null, reason };
}

/** Why a request failed, for the editors. */
function failureReason(error: unknown, signal: AbortSignal): string {
  if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) return LINK_MONITOR_MESSAGES.timedOut;
  if (error instanceof HttpError) return linkRefusal(error);
  return LINK_MONITOR_MESSAGES.unreachable;
}

/** One URL, hop by hop: each request through the guarded fetcher, holding its host's slot only while it runs. */
export async function checkUrl(deps: Pick<AppDeps, 'imageFetcher'>, url: string, limiter: HostLimiter, settings: MonitorSettings): Promise<LinkCheckResult> {
  const start = URL.canParse(url) ? new URL(url) : undefined;
  if (!start || (start.protocol !== 'http:' && start.protocol !== 'https:')) return broken(url, 'is not a web address');
  const hops: CheckedHop[] = [];
  let current = start;
  for (let redirects = 0; ; redirects++) {
    const signal = AbortSignal.timeout(settings.requestTimeoutMs);
    const release = await limiter.acquire(current.hostname.toLowerCase());
    let status: number;
    let location: string | null;
    try {
      const response = await deps.imageFetcher.fetch(current, signal, { accept: PAGE_ACCEPT });
      status = response.status;
      location = response.headers.get('Location');
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      // The guard refuses a private, local or reserved address before any connection.
      if (error instanceof BadRequestError)
        return { url, status: 'private', httpStatus: null, finalUrl: hops.length ? current.href : null, reason: LINK_MONITOR_MESSAGES.privateAddress };
      return broken(url, hops.length ? `${current.host} ${failureReason(error, signal)}` : failureReason(error, signal));
    } finally {
      release();
    }
    hops.push({ url: current.href, status });
    if (!REDIRECT_STATUSES.has(status)) break;
    if (redirects === settings.maxRedirects) return broken(url, LINK_MONITOR_MESSAGES.tooManyRedirects, status);
    const next = location && URL.canParse(location, current) ? new URL(location, current) : undefined;
    if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) return broken(url, LINK_MONITOR_MESSAGES.badRedirect, status);
    current = next;
  }
  const verdict = linkVerdict(url, hops);
  const reason =
    verdict.status === 'broken' || verdict.status === 'unverifiable'
      ? `answered ${verdict.httpStatus}`
      : verdict.status === 'moved'
        ? `now at ${verdict.finalUrl}`
        : null;
  return { url, ...verdict, reason };
}

/**
 * Checks `urls` with at most `concurrency` in flight, preferring a URL whose host has a free slot
 * so one busy host does not hold up the others; `onResult` gets each result as it comes.
 */
async function checkAll(
  deps: Pick<AppDeps, 'imageFetcher'>,
  urls: readonly string[],
  settings: MonitorSettings,
  onResult: (result: LinkCheckResult) => Promise<void>,
): Promise<void> {
  const limiter = createHostLimiter(settings.perHost);
  const queue = [...urls];
  const take = () => {
    const free = queue.findIndex((url) => !limiter.busy(hostOf(url)));
    return queue.splice(free === -1 ? 0 : free, 1)[0];
  };
  const worker = async () => {
    for (let url = take(); url !== undefined; url = take()) await onResult(await checkUrl(deps, url, limiter, settings));
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, queue.length) }, worker));
}

/** Reads each expert's Wikidata item (50 a request) and stores the date of death it records, if any. */
async function checkWikidata(
  deps: MonitorDeps,
  experts: ReadonlyArray<{ id: number; wikidataId: string }>,
  now: Date,
): Promise<{ checked: number; error: string | null }> {
  let checked = 0;
  for (let start = 0; start < experts.length; start += LINK_MONITOR.wikidataBatch) {
    const batch = experts.slice(start, start + LINK_MONITOR.wikidataBatch);
    let people;
    try {
      people = await deps.research.wikidata.people([...new Set(batch.map((expert) => expert.wikidataId))]);
    } catch (error) {
      return { checked, error: error instanceof Error ? error.message : String(error) };
    }
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const expert of batch) {
      const person = byId.get(expert.wikidataId);
      if (!person) continue;
      await saveWikidataCheck(deps.db, { expertId: expert.id, wikidataId: expert.wikidataId, dateOfDeath: person.dateOfDeath, checkedAt: now });
      checked += 1;
    }
  }
  return { checked, error: null };
}

export interface RunOptions {
  /** At most this many links (and Wikidata items) in this run; the rest wait for the next (the Cloudflare Worker's daily run). */
  limit?: number | undefined;
  /** Check every link, not only those not checked for a day. */
  force?: boolean | undefined;
  settings?: Partial<MonitorSettings>;
}

/**
 * One run: the links that are due (never checked, or not for `recheckAfterMs`), oldest check
 * first, up to `limit`; then the Wikidata items that are due, within what is left of `limit`.
 * Checks of URLs no expert shows any more are forgotten.
 */
export async function runLinkCheck(deps: MonitorDeps, options: RunOptions = {}): Promise<LinkCheckRun> {
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const now = currentTime(deps);
  const experts = await listMonitoredExperts(deps.db);
  const shown = new Set(experts.flatMap((expert) => [...urlsOfExpert(expert).keys()]));
  const checks = await listLinkChecks(deps.db);
  await deleteLinkChecks(
    deps.db,
    [...checks.keys()].filter((url) => !shown.has(url)),
  );

  const due = (checkedAt: Date | undefined) => options.force || !checkedAt || now.getTime() - checkedAt.getTime() >= settings.recheckAfterMs;
  const dueUrls = [...shown]
    .filter((url) => due(checks.get(url)?.checkedAt))
    .sort((a, b) => (checks.get(a)?.checkedAt.getTime() ?? 0) - (checks.get(b)?.checkedAt.getTime() ?? 0));
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const batch = dueUrls.slice(0, limit);
  const byStatus = Object.fromEntries(LINK_STATUSES.map((status) => [status, 0])) as Record<LinkStatus, number>;
  await checkAll(deps, batch, settings, async (result) => {
    byStatus[result.status] += 1;
    await saveLinkCheck(deps.db, result, currentTime(deps));
  });

  const wikidataChecks = await listWikidataChecks(deps.db);
  const dueItems = experts
    .flatMap((expert) => (expert.identifiers.wikidata ? [{ id: expert.id, wikidataId: expert.identifiers.wikidata }] : []))
    .filter((expert) => {
      const check = wikidataChecks.get(expert.id);
      return check?.wikidataId !== expert.wikidataId || due(check.checkedAt);
    });
  const itemBudget = Math.max(0, limit - batch.length) * LINK_MONITOR.wikidataBatch;
  const wikidata = await checkWikidata(deps, dueItems.slice(0, itemBudget), now);
  return { checked: batch.length, remaining: dueUrls.length - batch.length, byStatus, wikidataChecked: wikidata.checked, wikidataError: wikidata.error };
}

/** 'Check links now' on Needs attention: one batch, as the scheduled job runs it, in the admin's name. */
export async function checkLinksNow(deps: MonitorDeps & Pick<AppDeps, 'config'>, input: { actor: Actor }): Promise<LinkCheckRun> {
  // Each check is saved as its answer comes (network in between, so no one transaction); the entry sums up the run.
  const run = await runLinkCheck(deps, { limit: deps.config.linkCheck.batch });
  await inTransaction(deps, (deps) =>
    recordActivity(deps, input.actor, {
      action: 'links.checked',
      entityType: 'site',
      summary: `Checked ${run.checked} ${run.checked === 1 ? 'link' : 'links'} and ${run.wikidataChecked} Wikidata ${run.wikidataChecked === 1 ? 'item' : 'items'}${run.remaining ? ` (${run.remaining} still due)` : ''}`,
      after: run,
    }),
  );
  return run;
}

/**
 * The Node server's daily run: the first one a few minutes after start-up when the last check is
 * a day old (never at once, so starting stays light), then every `intervalMs`. Answers `stop`.
 */
export function scheduleLinkChecks(
  deps: MonitorDeps,
  options: { intervalMs: number; lastCheckedAt: Date | null; log: (line: string) => void; firstDelayMs?: number },
): () => void {
  const firstDelayMs = options.firstDelayMs ?? 5 * 60_000;
  const sinceLast = options.lastCheckedAt ? currentTime(deps).getTime() - options.lastCheckedAt.getTime() : Number.POSITIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await runLinkCheck(deps);
      options.log(
        `[links] checked ${result.checked} links: ${LINK_STATUSES.map((status) => `${result.byStatus[status]} ${status}`).join(', ')}; ${result.wikidataChecked} Wikidata items`,
      );
    } catch (error) {
      options.log(`[links] the link check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopped) arm(options.intervalMs);
  };
  const arm = (delayMs: number) => {
    timer = setTimeout(() => void run(), delayMs);
    // Never keeps the process alive on its own.
    (timer as { unref?: () => void }).unref?.();
  };
  arm(Math.max(firstDelayMs, options.intervalMs - sinceLast));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
