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

/** Every expert and every pending submission, reduced to what identifies a person. */
export async function listKnownIdentities(db: Db): Promise<{ experts: ExpertIdentity[]; pending: PendingIdentity[] }> {
  const [expertRows, pendingRows] = await Promise.all([
    db.select({ id: experts.id, slug: experts.slug, name: experts.name, identifiers: experts.identifiers, referenceLinks: experts.referenceLinks }).from(experts),
    db
      .select({
        id: submissions.id,
        name: submissions.name,
        referenceLinks: submissions.referenceLinks,
        // Only the candidate, not the whole research record of every pending submission.
        candidate: sql<string | null>`json_extract(${submissions.researchData}, '$.candidate')`,
      })
      .from(submissions)
      .where(eq(submissions.status, 'pending')),
  ]);
  return {
    experts: expertRows,
    pending: pendingRows.map((row) => ({ ...row, candidate: parseJson(row.candidate) })),
  };
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
