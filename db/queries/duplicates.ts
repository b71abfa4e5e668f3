import { eq, sql } from 'drizzle-orm';
import type { ExpertIdentifiers } from '../../domain/provenance.ts';
import type { Db } from '../client.ts';
import { experts, submissions } from '../schema.ts';

/** What the duplicate matcher needs of an expert: who they are, and where an editor finds them. */
export interface ExpertIdentity {
  id: number;
  slug: string;
  name: string;
  identifiers: ExpertIdentifiers;
  referenceLinks: string[];
}

/** What the duplicate matcher needs of a pending submission: the name, its links and the AI's chosen person. */
export interface PendingIdentity {
  id: number;
  name: string;
  referenceLinks: string[];
  /** researchData.candidate of an AI-generated submission (JSON), else null. */
  candidate: unknown;
}

/** Every expert, reduced to what identifies a person. */
export async function listExpertIdentities(db: Db): Promise<ExpertIdentity[]> {
  return db
    .select({ id: experts.id, slug: experts.slug, name: experts.name, identifiers: experts.identifiers, referenceLinks: experts.referenceLinks })
    .from(experts);
}

/**
 * Changes whenever the experts do: their count (a deletion), the sum of their change times (every
 * write stamps updated_at, in milliseconds; a sum, as the newest alone would hide a change under a
 * row dated later) and the highest id (an insertion), read in one query.
 */
export async function expertsStamp(db: Db): Promise<string> {
  const [row] = await db.all<{ stamp: string }>(
    sql`select count(*) || ':' || coalesce(sum(updated_at), 0) || ':' || coalesce(max(id), 0) as stamp from experts`,
  );
  return row?.stamp ?? '';
}

/** Every pending submission, reduced to what identifies a person. */
export async function listPendingIdentities(db: Db): Promise<PendingIdentity[]> {
  const rows = await db
    .select({
      id: submissions.id,
      name: submissions.name,
      referenceLinks: submissions.referenceLinks,
      // Only the candidate, not the whole research record of every pending submission.
      candidate: sql<string | null>`json_extract(${submissions.researchData}, '$.candidate')`,
    })
    .from(submissions)
    .where(eq(submissions.status, 'pending'));
  return rows.map((row) => ({ ...row, candidate: parseJson(row.candidate) }));
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
