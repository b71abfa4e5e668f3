import { useQuery } from '@tanstack/react-query';
import type { PreviewEntityType } from '../../../domain/previews.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export interface PreviewTarget {
  entityType: PreviewEntityType;
  entityId: number;
}

const linksKey = (target: PreviewTarget) => ['admin', 'previews', target.entityType, target.entityId] as const;

/** The item's preview links (never their tokens), read while the Preview section is open. */
export function usePreviewLinks(target: PreviewTarget, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(target),
    queryFn: () => unwrap(api.admin.previews.$get({ query: { entityType: target.entityType, entityId: String(target.entityId) } })),
    enabled,
  });
}

/** 'Preview': a new private link; its address is in the reply only. */
export function useCreatePreviewLink(target: PreviewTarget, onCreated: (url: string) => void) {
  return useAdminMutation({
    call: (days: number) => unwrap(api.admin.previews.$post({ json: { ...target, expiresInHours: days * 24 } })),
    success: { title: 'Preview Link Created', description: 'Copy it now: it is shown only once' },
    onSuccess: (created) => onCreated(created.url),
    failure: { title: 'Preview Failed', text: 'Failed to create a preview link' },
    refresh: [linksKey(target)],
  });
}

export function useRevokePreviewLink(target: PreviewTarget) {
  return useAdminMutation({
    call: (id: string) => unwrap(api.admin.previews[':id'].$delete({ param: { id } })),
    success: { title: 'Revoked', description: 'The preview link no longer works' },
    failure: { title: 'Revoke Failed', text: 'Failed to revoke the preview link' },
    refresh: [linksKey(target)],
  });
}
