import { getArticleById } from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { currentSnapshot, getLatestVersion, getVersion, listVersions } from '../../db/queries/versions.ts';
import type { Article, Expert, PublicUser } from '../../domain/entities.ts';
import { articleUpdateSchema } from '../../domain/schemas/article.ts';
import { expertEditorSchema } from '../../domain/schemas/expert.ts';
import {
  diffSnapshots,
  VERSION_MESSAGES,
  type Version,
  type VersionDiff,
  type VersionedEntityType,
  type VersionHistory,
  type VersionSummary,
} from '../../domain/versions.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { describeIssues } from '../validate.ts';
import { recordActivity } from './activity.ts';
import { editArticle } from './articles.ts';
import { updateExpert } from './experts.ts';
import { inTransaction } from './transaction.ts';

/**
 * The history of an expert or article: its kept versions, one version, a field-by-field diff, and
 * restoring a version, which saves its content through the same service as an editor's save (so
 * it is itself a new version, checked by today's rules, and rebuilds what is public).
 */

type VersionDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

interface EntityRef {
  entityType: VersionedEntityType;
  id: number;
}

function summaryOf({ data: _data, ...summary }: Version): VersionSummary {
  return summary;
}

export async function listEntityVersions(deps: Pick<AppDeps, 'db'>, ref: EntityRef): Promise<VersionHistory> {
  const versions = await listVersions(deps.db, ref.entityType, ref.id);
  if (versions.length === 0 && !(await currentSnapshot(deps.db, ref.entityType, ref.id))) throw new NotFoundError(VERSION_MESSAGES.entityNotFound);
  return { entityType: ref.entityType, entityId: ref.id, versions: versions.map(summaryOf) };
}

export async function getEntityVersion(deps: Pick<AppDeps, 'db'>, ref: EntityRef & { number: number }): Promise<Version> {
  const version = await getVersion(deps.db, ref.entityType, ref.id, ref.number);
  if (!version) throw new NotFoundError(VERSION_MESSAGES.notFound);
  return version;
}

/** What changed from version `from` to version `to`, or to the entity as it is now. */
export async function diffEntityVersions(deps: Pick<AppDeps, 'db'>, ref: EntityRef & { from: number; to: number | 'current' }): Promise<VersionDiff> {
  const from = await getEntityVersion(deps, { ...ref, number: ref.from });
  const to = ref.to === 'current' ? await currentSnapshot(deps.db, ref.entityType, ref.id) : (await getEntityVersion(deps, { ...ref, number: ref.to })).data;
  if (!to) throw new NotFoundError(VERSION_MESSAGES.entityNotFound);
  return { entityType: ref.entityType, entityId: ref.id, from: ref.from, to: ref.to, changes: diffSnapshots(from.data, to) };
}

/** The fields a restore brings back: the content an editor writes. Slug, status, dates and schedule stay as they are now. */
const RESTORED_ARTICLE_FIELDS = [
  'title',
  'content',
  'excerpt',
  'metaTitle',
  'metaDescription',
  'featuredImageUrl',
  'contentType',
  'expertId',
  'seoTags',
] as const;

export type RestoreResult = { message: string; version: VersionSummary | null } & (
  { entityType: 'expert'; expert: Expert } | { entityType: 'article'; article: Article }
);

/** A version's content checked by today's rules: a 400 naming the first problem when it no longer passes. */
function parsedOrRefused<T>(result: { success: true; data: T } | { success: false; error: Parameters<typeof describeIssues>[0] }): T {
  if (!result.success) throw new BadRequestError(VERSION_MESSAGES.noLongerValid(describeIssues(result.error)));
  return result.data;
}

async function restoreExpert(deps: VersionDeps, version: Version, id: number, actor: PublicUser): Promise<Expert> {
  if (!(await getExpertById(deps.db, id))) throw new NotFoundError(VERSION_MESSAGES.restoreGone);
  // The profile and the provenance an editor writes (sources, identifiers, disclosures, context notes).
  const profile = parsedOrRefused(expertEditorSchema.safeParse(version.data));
  return updateExpert(deps, { id, profile, actor, reason: 'restore', restoredFrom: version.number });
}

async function restoreArticle(deps: VersionDeps, version: Version, id: number, actor: PublicUser): Promise<Article> {
  const current = await getArticleById(deps.db, id);
  if (!current) throw new NotFoundError(VERSION_MESSAGES.restoreGone);
  const fields: Record<string, unknown> = {};
  for (const field of RESTORED_ARTICLE_FIELDS) fields[field] = version.data[field] ?? null;
  // An expert deleted since cannot be linked again: the article keeps no expert.
  if (typeof fields.expertId === 'number' && !(await getExpertById(deps.db, fields.expertId))) fields.expertId = null;
  const parsed = parsedOrRefused(articleUpdateSchema.safeParse(fields));
  const changes = Object.fromEntries(
    Object.entries(parsed).filter(([field, value]) => JSON.stringify(current[field as keyof Article]) !== JSON.stringify(value)),
  );
  if (Object.keys(changes).length === 0) return current;
  return editArticle(deps, { id, changes, actor, reason: 'restore', restoredFrom: version.number });
}

/**
 * Restores the content of one version as a new version (the version list keeps everything in
 * between), in one transaction with its activity entry. A version equal to the current content
 * saves nothing and answers `version: null`.
 */
export async function restoreEntityVersion(deps: VersionDeps, input: EntityRef & { number: number; actor: PublicUser }): Promise<RestoreResult> {
  return inTransaction(deps, async (deps) => {
    const version = await getEntityVersion(deps, input);
    const latestBefore = await getLatestVersion(deps.db, input.entityType, input.id);
    const restored =
      input.entityType === 'expert' ? await restoreExpert(deps, version, input.id, input.actor) : await restoreArticle(deps, version, input.id, input.actor);
    const latest = await getLatestVersion(deps.db, input.entityType, input.id);
    const made = latest && latest.number !== latestBefore?.number && latest.reason === 'restore' ? summaryOf(latest) : null;
    if (made) {
      const name = 'name' in restored ? restored.name : `"${restored.title}"`;
      await recordActivity(deps, input.actor, {
        action: `${input.entityType}.restored`,
        entityType: input.entityType,
        entityId: input.id,
        summary: `Restored version ${version.number} of ${name} (now version ${made.number})`,
        before: { version: latestBefore?.number ?? null },
        after: { version: made.number, restoredFrom: version.number, fields: made.changedFields },
      });
    }
    const message = made ? VERSION_MESSAGES.restored(version.number) : VERSION_MESSAGES.unchanged;
    return input.entityType === 'expert'
      ? { message, version: made, entityType: 'expert', expert: restored as Expert }
      : { message, version: made, entityType: 'article', article: restored as Article };
  });
}
