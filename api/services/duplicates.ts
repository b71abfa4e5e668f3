import { listKnownIdentities } from '../../db/queries/duplicates.ts';
import {
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

/**
 * Possible duplicates of submissions, AI generations and imported rows, found by the one matcher
 * (domain/duplicates.ts) among the experts and the pending submissions.
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

/** The index of everyone already known; `experts only` leaves pending submissions out (what a submitter may be told). */
export async function loadDuplicateIndex(deps: Pick<AppDeps, 'db'>, scope: 'all' | 'experts' = 'all'): Promise<DuplicateIndex> {
  const known = await listKnownIdentities(deps.db);
  const people: KnownPerson[] = known.experts.map((expert) => ({ kind: 'expert', id: expert.id, link: expertDuplicateLink(expert.slug), ...personOfExpert(expert) }));
  if (scope === 'all') {
    for (const pending of known.pending) {
      people.push({ kind: 'submission', id: pending.id, link: submissionDuplicateLink(pending.id), ...personOfSubmission({ ...pending, researchData: { candidate: pending.candidate } }) });
    }
  }
  return createDuplicateIndex(people);
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
