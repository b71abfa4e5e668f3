import type { Db } from '../../db/client.ts';
import { expertsStamp, listExpertIdentities, listPendingIdentities } from '../../db/queries/duplicates.ts';
import {
  combinedIndex,
  createDuplicateIndex,
  expertDuplicateLink,
  submissionDuplicateLink,
  type DuplicateIndex,
  type KnownPerson,
  type PersonKey,
  type PossibleDuplicate,
} from '../../domain/duplicates.ts';
import { identifiersFromLinks, mergeIdentifiers } from '../../domain/identifiers.ts';
import type { ExpertIdentifiers } from '../../domain/provenance.ts';
import { identifiersOfCandidate } from '../../domain/research-provenance.ts';
import type { AppDeps } from '../deps.ts';
import { nameSkeleton } from './name-skeleton.ts';

/**
 * Possible duplicates of submissions, AI generations and imported rows, found by the one matcher
 * (domain/duplicates.ts) among the experts and the pending submissions, by names as written and
 * as they look (nameSkeleton).
 */

/** A person as a submission describes them: the name, and identifiers from the AI's chosen person or the links. */
export function personOfSubmission(submission: { name: string; referenceLinks: readonly string[]; researchData?: unknown }): PersonKey {
  const candidate = (submission.researchData as { candidate?: unknown } | null | undefined)?.candidate;
  return { name: submission.name, identifiers: mergeIdentifiers(identifiersOfCandidate(candidate), identifiersFromLinks(submission.referenceLinks)) };
}

/** A person as an expert row describes them: the stored identifiers, else those the links name. */
export function personOfExpert(expert: { name: string; identifiers: ExpertIdentifiers; referenceLinks: readonly string[] }): PersonKey {
  return { name: expert.name, identifiers: mergeIdentifiers(expert.identifiers, identifiersFromLinks(expert.referenceLinks)) };
}

/**
 * The experts' index, kept while the experts are unchanged (expertsStamp): it is made from every
 * expert row, about 1.7 s at 100,000 experts (measured 2026-11-26), which a submission and then
 * its approval must not each pay. Kept per database, so two apps in one process share nothing.
 */
const expertIndexes = new WeakMap<Db, { stamp: string; index: DuplicateIndex }>();

async function expertIndex(db: Db): Promise<DuplicateIndex> {
  // The stamp is read first: a change after it leaves a newer index under an older stamp, which
  // the next call replaces, never an older index under a newer stamp.
  const stamp = await expertsStamp(db);
  const kept = expertIndexes.get(db);
  if (kept?.stamp === stamp) return kept.index;
  const people: KnownPerson[] = (await listExpertIdentities(db)).map((expert) => ({
    kind: 'expert',
    id: expert.id,
    link: expertDuplicateLink(expert.slug),
    ...personOfExpert(expert),
  }));
  const index = createDuplicateIndex(people, nameSkeleton);
  expertIndexes.set(db, { stamp, index });
  return index;
}

/** The index of everyone already known; `experts only` leaves pending submissions out (what a submitter may be told). */
export async function loadDuplicateIndex(deps: Pick<AppDeps, 'db'>, scope: 'all' | 'experts' = 'all'): Promise<DuplicateIndex> {
  const experts = await expertIndex(deps.db);
  if (scope === 'experts') return experts;
  const pending: KnownPerson[] = (await listPendingIdentities(deps.db)).map((submission) => ({
    kind: 'submission',
    id: submission.id,
    link: submissionDuplicateLink(submission.id),
    ...personOfSubmission({ ...submission, researchData: { candidate: submission.candidate } }),
  }));
  return combinedIndex([experts, createDuplicateIndex(pending, nameSkeleton)]);
}

export type WithDuplicates<T> = T & { possibleDuplicates: PossibleDuplicate[] };

/**
 * Each submission with its possible duplicates among the experts and the other pending
 * submissions; only a pending one is matched (a reviewed one is decided).
 */
export async function withPossibleDuplicates<T extends { id: number; status: string; name: string; referenceLinks: string[]; researchData: unknown }>(
  deps: Pick<AppDeps, 'db'>,
  list: readonly T[],
): Promise<Array<WithDuplicates<T>>> {
  const index = list.some((submission) => submission.status === 'pending') ? await loadDuplicateIndex(deps) : undefined;
  return list.map((submission) => ({
    ...submission,
    possibleDuplicates: index && submission.status === 'pending' ? index.match(personOfSubmission(submission), { kind: 'submission', id: submission.id }) : [],
  }));
}
