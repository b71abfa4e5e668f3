import { useQuery } from '@tanstack/react-query';
import type { Article, Expert } from '../../../domain/entities.ts';
import type { VersionedEntityType } from '../../../domain/versions.ts';
import { api, unwrap } from '../../lib/api.ts';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export interface EntityRef {
  entityType: VersionedEntityType;
  id: number;
}

const versions = api.admin.versions[':entityType'][':id'];
const param = (ref: EntityRef) => ({ entityType: ref.entityType, id: String(ref.id) });
const versionsKey = (ref: EntityRef) => ['admin', 'versions', ref.entityType, ref.id] as const;

/** The item's versions, newest first; read when the History section is open. */
export function useVersions(ref: EntityRef, enabled: boolean) {
  return useQuery({ queryKey: versionsKey(ref), queryFn: () => unwrap(versions.$get({ param: param(ref) })), enabled });
}

/** Field by field, from version `from` to version `to` or the current state. */
export function useVersionDiff(ref: EntityRef, pair: { from: number; to: number | 'current' } | null) {
  return useQuery({
    queryKey: [...versionsKey(ref), 'diff', pair?.from, pair?.to],
    queryFn: () => unwrap(versions.diff.$get({ param: param(ref), query: { from: String(pair?.from), to: String(pair?.to) } })),
    enabled: pair !== null,
  });
}

/** 'Restore this version': a save like any other, so a new version; the editor takes the restored values. */
export function useRestoreVersion(ref: EntityRef, onRestored: (restored: Expert | Article) => void) {
  return useAdminMutation({
    call: (number: number) => unwrap(versions[':number'].restore.$post({ param: { ...param(ref), number: String(number) } })),
    success: (reply) => ({ title: reply.version ? 'Version Restored' : 'Nothing to Restore', description: reply.message }),
    onSuccess: (reply) => onRestored(reply.entityType === 'expert' ? reply.expert : reply.article),
    failure: { title: 'Restore Failed', text: 'Failed to restore the version' },
    refresh: [versionsKey(ref), ref.entityType === 'expert' ? expertsQuery.queryKey : adminArticlesQuery.queryKey],
  });
}
