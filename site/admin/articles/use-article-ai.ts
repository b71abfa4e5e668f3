import { useFormContext } from 'react-hook-form';
import { api, unwrap } from '../../lib/api.ts';
import { useAiHelper } from '../ui/use-ai-helper.ts';
import type { ArticleFormValues } from './article-form.ts';

const empty = (title: string) => ({ title, description: 'The answer was empty', variant: 'destructive' as const });

/**
 * The SEO title, excerpt and tag generators of the Edit Article form. The SEO title needs content;
 * the excerpt and tags need both title and content. Each fills its field only with a real answer.
 */
export function useArticleAi() {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const input = () => ({ title: getValues('title').trim(), content: getValues('content').trim() });
  const fill = (field: 'metaTitle' | 'excerpt' | 'seoTags', value: string) => setValue(field, value, { shouldDirty: true });
  const needsContent = () => (input().content ? undefined : { title: 'Content Required', description: 'Please add content first to generate an SEO title' });
  const needsBoth = () => (input().title && input().content ? undefined : { title: 'Title and Content Required', description: 'Please add a title and content first' });

  return {
    seoTitle: useAiHelper({
      call: () => unwrap(api.admin['generate-seo-title'].$post({ json: input() })),
      missing: needsContent,
      apply: ({ title }) => {
        if (!title.trim()) return empty('Failed to generate SEO title');
        fill('metaTitle', title.trim());
        return { title: 'SEO Title Generated', description: 'The meta title has been filled in' };
      },
      failure: { title: 'Failed to generate SEO title', text: 'Please try again.' },
    }),
    excerpt: useAiHelper({
      call: () => unwrap(api.admin['generate-excerpt'].$post({ json: input() })),
      missing: needsBoth,
      apply: ({ excerpt }) => {
        if (!excerpt.trim()) return empty('Failed to generate excerpt');
        fill('excerpt', excerpt.trim());
        return { title: 'Excerpt Generated', description: 'The excerpt has been filled in' };
      },
      failure: { title: 'Failed to generate excerpt', text: 'Please try again.' },
    }),
    seoTags: useAiHelper({
      call: () => unwrap(api.admin['generate-seo-tags'].$post({ json: input() })),
      missing: needsBoth,
      apply: ({ tags }) => {
        const list = tags.map((tag) => tag.trim()).filter((tag) => tag !== '');
        if (list.length === 0) return empty('Failed to generate SEO tags');
        fill('seoTags', list.join(', '));
        return { title: 'SEO Tags Generated', description: `${list.length} tags have been filled in` };
      },
      failure: { title: 'Failed to generate SEO tags', text: 'Please try again.' },
    }),
  };
}

export type ArticleAi = ReturnType<typeof useArticleAi>;
