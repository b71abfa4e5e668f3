import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MODEL_TEXTS, refreshedSummary } from '../../../domain/ai/model-labels.ts';
import { api, unwrap } from '../../lib/api.ts';
import { modelStatusQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export function useModelStatus() {
  return useQuery(modelStatusQuery);
}

/**
 * 'Refresh models': every configured provider's list is read now; the answer replaces the
 * catalogue status at once, and the pickers' lists (every ['admin', 'ai'] read) are read again.
 */
export function useRefreshModels() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: () => unwrap(api.admin.ai.models.refresh.$post()),
    success: (reply) => ({ title: 'Models Refreshed', description: refreshedSummary(reply.catalogues) }),
    onSuccess: (reply) => queryClient.setQueryData(modelStatusQuery.queryKey, reply),
    failure: { title: 'Refresh Failed', text: MODEL_TEXTS.refreshFailed },
    refresh: [
      ['admin', 'ai', 'providers'],
      ['admin', 'ai', 'image-providers'],
    ],
  });
}
