import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { parseHighlight } from '../../../domain/highlights.ts';
import { LIMITS } from '../../../domain/limits.ts';
import { sameLinkTarget } from '../../../domain/links.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useAiHelper } from '../ui/use-ai-helper.ts';
import type { ExpertEditorValues } from './editor-values.ts';

/** A highlight's topic, compared without case: a generated highlight on a listed topic is not added. */
const topicOf = (raw: string) => parseHighlight(raw)?.headline.toLowerCase();

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
  const fill = (field: 'longevityContribution' | 'biography', value: string) => setValue(field, value, { shouldDirty: true });
  const fillList = (field: 'scienceHighlights' | 'referenceLinks', value: string[]) => setValue(field, value, { shouldDirty: true });
  /** A name is what every helper researches. */
  const missing = () => (basics().expertName ? undefined : { title: 'AI Enhancement Failed', description: 'Please enter the expert name first.' });
  /** Contribution and biography: the text written from public sources fills its field. */
  const writer = <Reply,>(call: () => Promise<Reply>, field: 'longevityContribution' | 'biography', answer: (reply: Reply) => string, what: string) => ({
    call,
    missing,
    failure: { title: 'AI Enhancement Failed', text: 'Failed to enhance with AI' },
    apply: (reply: Reply) => {
      fill(field, answer(reply));
      return { title: 'AI Enhancement Complete', description: `${what} was written from public sources.` };
    },
  });

  return {
    contribution: useAiHelper(
      writer(() => unwrap(api.openai['generate-contribution'].$post({ json: basics() })), 'longevityContribution', (reply) => reply.longevityContribution, 'The longevity contribution'),
    ),
    biography: useAiHelper(writer(() => unwrap(api.openai['generate-biography'].$post({ json: basics() })), 'biography', (reply) => reply.biography, 'The biography')),
    highlights: useAiHelper({
      call: () => unwrap(api.openai['generate-science-highlights'].$post({ json: basics() })),
      missing,
      apply: ({ scienceHighlights }) => {
        if (scienceHighlights.length === 0) {
          return { title: 'No highlights generated', description: 'Could not generate specific highlights based on research data. Please add manually.' };
        }
        const current = getValues('scienceHighlights');
        const topics = new Set(current.map(topicOf));
        const added = scienceHighlights.filter((line) => !topics.has(topicOf(line)));
        fillList('scienceHighlights', [...current, ...added].slice(0, LIMITS.scienceHighlights));
        return { title: 'Science highlights generated', description: `${Math.min(added.length, LIMITS.scienceHighlights - current.length)} highlights added.` };
      },
      failure: { title: 'Generation failed', text: 'Could not generate science highlights' },
    }),
    references: useAiHelper({
      call: () => unwrap(api.ai['find-references'].$post({ json: { expertName: basics().expertName } })),
      missing,
      apply: ({ referenceLinks }) => {
        const current = getValues('referenceLinks');
        const added = referenceLinks.filter((link) => !current.some((existing) => sameLinkTarget(existing, link)));
        if (added.length === 0) return { title: 'No New Links Found', description: 'Every link the sources offer is already listed.' };
        fillList('referenceLinks', [...current, ...added]);
        return { title: 'Reference Links Found', description: `Added ${added.length} new reference links.` };
      },
      failure: { title: 'Reference Search Failed', text: 'Failed to find reference links', reason: 'none' },
    }),
  };
}

export type ExpertAi = ReturnType<typeof useExpertAi>;
