import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits.ts';
import { sameLinkTarget } from '../../../domain/links.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ExpertEditorValues } from './editor-values.ts';

function failed(title: string, error: unknown, fallback: string) {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

function usePost<Reply>(path: string, body: () => unknown) {
  return useMutation({ mutationFn: () => apiRequest<Reply>('POST', path, body()) });
}

/**
 * The expert editor's AI helpers (spec section 7): contribution, biography and science
 * highlights written from public sources, and reference links found in them. Each fills its
 * field and says so with the spec's toasts; nothing is saved until the admin saves.
 */
export function useExpertAi(getValues: UseFormGetValues<ExpertEditorValues>, setValue: UseFormSetValue<ExpertEditorValues>) {
  const basics = () => ({
    expertName: getValues('name').trim(),
    expertTitle: getValues('title').trim(),
    categories: getValues('categories'),
    longevityContribution: getValues('longevityContribution').trim(),
  });
  const contribution = usePost<{ longevityContribution: string }>('/api/openai/generate-contribution', basics);
  const biography = usePost<{ biography: string }>('/api/openai/generate-biography', basics);
  const highlights = usePost<{ scienceHighlights: string[] }>('/api/openai/generate-science-highlights', basics);
  const references = usePost<{ referenceLinks: string[] }>('/api/ai/find-references', () => ({ expertName: basics().expertName }));

  const fill = (field: 'longevityContribution' | 'biography', value: string) => setValue(field, value, { shouldDirty: true });
  const fillList = (field: 'scienceHighlights' | 'referenceLinks', value: string[]) => setValue(field, value, { shouldDirty: true });
  /** A name is what every helper researches. */
  const named = () => {
    if (basics().expertName) return true;
    toast({ title: 'AI Enhancement Failed', description: 'Please enter the expert name first.', variant: 'destructive' });
    return false;
  };

  /** Contribution and biography: fill the field, or say why not. */
  function textHelper<Reply>(mutation: UseMutationResult<Reply, Error, void>, apply: (reply: Reply) => void, what: string) {
    return {
      pending: mutation.isPending,
      run: () =>
        named() &&
        mutation.mutate(undefined, {
          onSuccess: (reply) => {
            apply(reply);
            toast({ title: 'AI Enhancement Complete', description: `${what} was written from public sources.` });
          },
          onError: (error) => failed('AI Enhancement Failed', error, 'Failed to enhance with AI'),
        }),
    };
  }

  return {
    contribution: textHelper(contribution, (reply) => fill('longevityContribution', reply.longevityContribution), 'The longevity contribution'),
    biography: textHelper(biography, (reply) => fill('biography', reply.biography), 'The biography'),
    highlights: {
      pending: highlights.isPending,
      run: () =>
        named() &&
        highlights.mutate(undefined, {
          onSuccess: ({ scienceHighlights }) => {
            if (scienceHighlights.length === 0) {
              return toast({ title: 'No highlights generated', description: 'Could not generate specific highlights based on research data. Please add manually.' });
            }
            const current = getValues('scienceHighlights');
            const topics = new Set(current.map((line) => line.split('|')[0]?.trim().toLowerCase()));
            const added = scienceHighlights.filter((line) => !topics.has(line.split('|')[0]?.trim().toLowerCase()));
            fillList('scienceHighlights', [...current, ...added].slice(0, LIMITS.scienceHighlights));
            toast({ title: 'Science highlights generated', description: `${Math.min(added.length, LIMITS.scienceHighlights - current.length)} highlights added.` });
          },
          onError: (error) => failed('Generation failed', error, 'Could not generate science highlights'),
        }),
    },
    references: {
      pending: references.isPending,
      run: () =>
        named() &&
        references.mutate(undefined, {
          onSuccess: ({ referenceLinks }) => {
            const current = getValues('referenceLinks');
            const added = referenceLinks.filter((link) => !current.some((existing) => sameLinkTarget(existing, link)));
            if (added.length === 0) return toast({ title: 'No New Links Found', description: 'Every link the sources offer is already listed.' });
            fillList('referenceLinks', [...current, ...added]);
            toast({ title: 'Reference Links Found', description: `Added ${added.length} new reference links.` });
          },
          onError: () => toast({ title: 'Reference Search Failed', description: 'Failed to find reference links', variant: 'destructive' }),
        }),
    },
  };
}

export type ExpertAi = ReturnType<typeof useExpertAi>;
