import { useRef } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits.ts';
import { newReferences, PROPOSAL_TEXTS, type References } from '../../../domain/proposals.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useAiHelper } from '../ui/use-ai-helper.ts';
import { useAiProposal } from '../ui/use-ai-proposal.ts';
import type { ExpertEditorValues } from './editor-values.ts';

/**
 * The expert editor's AI helpers (spec section 7): contribution, biography and science highlights
 * written from public sources, and references found in them. Each proposes; nothing reaches a
 * field until the editor chooses (useAiProposal), and nothing is saved until they save.
 */
export function useExpertAi(getValues: UseFormGetValues<ExpertEditorValues>, setValue: UseFormSetValue<ExpertEditorValues>, withProvenance: boolean) {
  const controls = {
    contribution: useRef<HTMLTextAreaElement | HTMLInputElement | null>(null),
    biography: useRef<HTMLTextAreaElement | HTMLInputElement | null>(null),
  };
  const basics = () => ({
    expertName: getValues('name').trim(),
    expertTitle: getValues('title').trim(),
    categories: getValues('categories'),
    longevityContribution: getValues('longevityContribution').trim(),
  });
  const dirty = { shouldDirty: true } as const;
  /** A name is what every helper researches. */
  const missing = () => (basics().expertName ? undefined : { title: 'AI Enhancement Failed', description: 'Please enter the expert name first.' });
  const enhanceFailure = { title: 'AI Enhancement Failed', text: 'Failed to enhance with AI' };

  const contribution = useAiProposal<string>({
    read: () => getValues('longevityContribution'),
    write: (value) => setValue('longevityContribution', value, dirty),
    control: () => controls.contribution.current,
  });
  const biography = useAiProposal<string>({
    read: () => getValues('biography'),
    write: (value) => setValue('biography', value, dirty),
    control: () => controls.biography.current,
  });
  const highlights = useAiProposal<string[]>({ read: () => getValues('scienceHighlights'), write: (value) => setValue('scienceHighlights', value, dirty) });
  const readReferences = (): References => ({
    referenceLinks: getValues('referenceLinks'),
    sources: getValues('sources'),
    identifiers: getValues('identifiers'),
  });
  const references = useAiProposal<References>({
    read: readReferences,
    write: (value) => {
      setValue('referenceLinks', value.referenceLinks, dirty);
      if (!withProvenance) return;
      setValue('sources', value.sources, dirty);
      setValue('identifiers', value.identifiers, dirty);
    },
  });

  return {
    proposals: { contribution, biography, highlights, references },
    controls,
    contribution: useAiHelper({
      call: () => unwrap(api.openai['generate-contribution'].$post({ json: basics() })),
      missing,
      failure: enhanceFailure,
      apply: ({ longevityContribution, sentences }) => {
        contribution.offer({ value: longevityContribution, sentences });
        return PROPOSAL_TEXTS.ready('longevity contribution');
      },
    }),
    biography: useAiHelper({
      call: () => unwrap(api.openai['generate-biography'].$post({ json: basics() })),
      missing,
      failure: enhanceFailure,
      apply: ({ biography: text, sentences }) => {
        biography.offer({ value: text, sentences });
        return PROPOSAL_TEXTS.ready('biography');
      },
    }),
    highlights: useAiHelper({
      call: () => unwrap(api.openai['generate-science-highlights'].$post({ json: basics() })),
      missing,
      apply: ({ scienceHighlights, sentences }) => {
        // The struck-out attempts are still worth seeing; an empty answer has nothing to show.
        if (sentences.length > 0) highlights.offer({ value: scienceHighlights.slice(0, LIMITS.scienceHighlights), sentences });
        if (scienceHighlights.length === 0) return { ...PROPOSAL_TEXTS.noHighlights, variant: 'destructive' };
        return PROPOSAL_TEXTS.highlightsReady(scienceHighlights.length);
      },
      failure: { title: 'Generation failed', text: 'Could not generate science highlights' },
    }),
    references: useAiHelper({
      call: () => unwrap(api.ai['find-references'].$post({ json: { expertName: basics().expertName } })),
      missing,
      apply: (reply) => {
        const found: References = {
          referenceLinks: reply.referenceLinks,
          sources: withProvenance ? reply.sources : [],
          identifiers: withProvenance
            ? { wikidata: reply.identifiers.wikidata ?? '', orcid: reply.identifiers.orcid ?? '', openalex: reply.identifiers.openalex ?? '' }
            : { wikidata: '', orcid: '', openalex: '' },
        };
        const current = readReferences();
        const fresh = newReferences(current, found);
        if (fresh === 0) return PROPOSAL_TEXTS.noReferences;
        references.offer({ value: found });
        return PROPOSAL_TEXTS.referencesReady(fresh);
      },
      failure: { title: 'Reference Search Failed', text: 'Failed to find reference links', reason: 'none' },
    }),
  };
}

export type ExpertAi = ReturnType<typeof useExpertAi>;
