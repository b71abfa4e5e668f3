import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { PROPOSAL_TEXTS } from '../../../domain/proposals.ts';
import { api, unwrap } from '../../lib/api.ts';
import type { ToastOptions } from '../../lib/toast.ts';
import { useAiHelper } from '../ui/use-ai-helper.ts';
import { useAiProposal } from '../ui/use-ai-proposal.ts';
import type { ArticleFormValues } from './article-form.ts';

type Field = 'metaTitle' | 'excerpt' | 'seoTags';
type Note = Omit<ToastOptions, 'variant'>;
type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The SEO title, excerpt and tag generators of the Edit Article form. The SEO title needs content;
 * the excerpt and tags need both title and content. Each proposes its text beside the editor's
 * (useAiProposal); a field changes only when the editor chooses Replace or Append.
 */
export function useArticleAi() {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const controls = { metaTitle: useRef<TextControl | null>(null), excerpt: useRef<TextControl | null>(null), seoTags: useRef<TextControl | null>(null) };
  const proposalFor = (field: Field) => ({
    read: () => getValues(field),
    write: (value: string) => setValue(field, value, { shouldDirty: true }),
    control: () => controls[field].current,
  });
  const proposals = {
    metaTitle: useAiProposal<string>(proposalFor('metaTitle')),
    excerpt: useAiProposal<string>(proposalFor('excerpt')),
    seoTags: useAiProposal<string>(proposalFor('seoTags')),
  };
  const input = () => ({ title: getValues('title').trim(), content: getValues('content').trim() });
  const needsContent = () => (input().content ? undefined : { title: 'Content Required', description: 'Please add content first to generate an SEO title' });
  const needsBoth = () =>
    input().title && input().content ? undefined : { title: 'Title and Content Required', description: 'Please add a title and content first' };

  /** One generator for `useAiHelper`: a real text is proposed for `field`, an empty one said to have failed. */
  const generator = <Reply>(
    field: Field,
    name: string,
    call: () => Promise<Reply>,
    missing: () => Note | undefined,
    failed: string,
    answer: (reply: Reply) => string,
  ) => ({
    call,
    missing,
    failure: { title: failed, text: 'Please try again.' },
    apply: (reply: Reply): ToastOptions => {
      const text = answer(reply);
      if (!text) return { title: failed, description: 'The answer was empty', variant: 'destructive' };
      proposals[field].offer({ value: text });
      return PROPOSAL_TEXTS.ready(name);
    },
  });

  return {
    proposals,
    controls,
    seoTitle: useAiHelper(
      generator(
        'metaTitle',
        'meta title',
        () => unwrap(api.admin['generate-seo-title'].$post({ json: input() })),
        needsContent,
        'Failed to generate SEO title',
        ({ title }) => title.trim(),
      ),
    ),
    excerpt: useAiHelper(
      generator(
        'excerpt',
        'excerpt',
        () => unwrap(api.admin['generate-excerpt'].$post({ json: input() })),
        needsBoth,
        'Failed to generate excerpt',
        ({ excerpt }) => excerpt.trim(),
      ),
    ),
    seoTags: useAiHelper(
      generator(
        'seoTags',
        'SEO tags',
        () => unwrap(api.admin['generate-seo-tags'].$post({ json: input() })),
        needsBoth,
        'Failed to generate SEO tags',
        ({ tags }) =>
          tags
            .map((tag) => tag.trim())
            .filter((tag) => tag !== '')
            .join(', '),
      ),
    ),
  };
}

export type ArticleAi = ReturnType<typeof useArticleAi>;
