import { fileBudgetProblem } from '../../domain/site-pages.ts';

/**
 * Which data pages a build writes as files. Hosts cap the files of a site (Cloudflare Workers static
 * assets: 20,000 on the free plan), so the static set is a budget: the files every build needs first
 * (fixed pages, assets, indexes, sitemaps, headers), then the home page and the feed, the first
 * page of every list, featured profiles and articles, the most visited, the newest, and last the
 * later pages of the lists. Everything left out is rendered on demand by the same page code.
 */

export interface RankedPage {
  path: string;
  /** Place in the featured list, or null when not featured. */
  featuredOrder: number | null;
  /** Counted views (0 when unknown). */
  visits: number;
  /** When it appeared (an expert's approval, an article's publication), ms since the epoch. */
  time: number;
}

export interface StaticSetInput {
  /** The most files the build may hold (every file, not only pages). */
  budget: number;
  /** Files the build holds whatever the budget: fixed pages, assets, indexes, sitemaps, headers. */
  fixedFiles: number;
  /** Pages always written: the home page, the feed. */
  requiredPages: readonly string[];
  /** Page 1 of every list. */
  firstListPages: readonly string[];
  /** Profiles and articles. */
  entities: readonly RankedPage[];
  /** Files each profile or article adds: its page, and its share card (publishing/cards/share-cards.ts). Default 1. */
  filesPerEntity?: number;
  /** Pages 2..n of every list. */
  laterListPages: ReadonlyArray<{ path: string; page: number }>;
}

export interface StaticSet {
  /** The data pages written as files. */
  paths: Set<string>;
  /** Data pages left to on-demand rendering. */
  onDemand: number;
}

/** Featured first (in their order), then by views, then the newest; the path breaks ties so the choice is stable. */
export function byPriority(a: RankedPage, b: RankedPage): number {
  if ((a.featuredOrder === null) !== (b.featuredOrder === null)) return a.featuredOrder === null ? 1 : -1;
  if (a.featuredOrder !== null && b.featuredOrder !== null && a.featuredOrder !== b.featuredOrder) return a.featuredOrder - b.featuredOrder;
  if (a.visits !== b.visits) return b.visits - a.visits;
  if (a.time !== b.time) return b.time - a.time;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** A SITE_FILE_BUDGET too small for the files every build holds: the message names the smallest that works. */
export class FileBudgetError extends Error {
  constructor(budget: number, minimum: number) {
    super(fileBudgetProblem(budget, minimum));
    this.name = 'FileBudgetError';
  }
}

/** The smallest budget a site can be built with: the files every build holds and the pages always written. */
export function minimumFileBudget(input: Pick<StaticSetInput, 'fixedFiles' | 'requiredPages'>): number {
  return input.fixedFiles + input.requiredPages.length;
}

export function chooseStaticSet(input: StaticSetInput): StaticSet {
  const minimum = minimumFileBudget(input);
  if (input.budget < minimum) throw new FileBudgetError(input.budget, minimum);
  const room = input.budget - minimum;
  const later = [...input.laterListPages].sort((a, b) => a.page - b.page || (a.path < b.path ? -1 : 1)).map((entry) => entry.path);
  const entityFiles = input.filesPerEntity ?? 1;
  const ordered = [
    ...input.firstListPages.map((path) => ({ path, files: 1 })),
    ...[...input.entities].sort(byPriority).map((entity) => ({ path: entity.path, files: entityFiles })),
    ...later.map((path) => ({ path, files: 1 })),
  ];
  // The order is the priority: the set is its longest prefix that fits.
  let left = room;
  let taken = 0;
  while (taken < ordered.length && ordered[taken]!.files <= left) left -= ordered[taken++]!.files;
  const chosen = ordered.slice(0, taken).map((entry) => entry.path);
  return { paths: new Set([...input.requiredPages, ...chosen]), onDemand: ordered.length - chosen.length };
}
