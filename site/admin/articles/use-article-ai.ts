import { useFormContext } from 'react-hook-form';
import { api, unwrap } from '../../lib/api.ts';
import type { ToastOptions } from '../../lib/toast.ts';
import { useAiHelper } from '../ui/use-ai-helper.ts';
import type { ArticleFormValues } from './article-form.ts';

type Field = 'metaTitle' | 'excerpt' | 'seoTags';
type Note = Omit<ToastOptions, 'variant'>;

/**
 * The SEO title, excerpt and tag generators of the Edit Article form. The SEO title needs content;
 * the excerpt and tags need both title and content. Each fills its field only with a real answer.
 */
export function useArticleAi() {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const input = () => ({ title: getValues('title').trim(), content: getValues('content').trim() });
  const needsContent = () => (input().content ? undefined : { title: 'Content Required', description: 'Please add content first to generate an SEO title' });
  const needsBoth = () => (input().title && input().content ? undefined : { title: 'Title and Content Required', description: 'Please add a title and content first' });

  /**
   * One generator for `useAiHelper`: `answer` reads the reply as the field and its text; a real
   * text fills the field and says `done`, an empty one says it failed.
   */
  const generator = <Reply,>(call: () => Promise<Reply>, missing: () => Note | undefined, failed: string, answer: (reply: Reply) => [Field, string, Note]) => ({
    call,
    missing,
    failure: { title: failed, text: 'Please try again.' },
    apply: (reply: Reply): ToastOptions => {
      const [field, text, done] = answer(reply);
      if (!text) return { title: failed, description: 'The answer was empty', variant: 'destructive' };
      setValue(field, text, { shouldDirty: true });
      return done;
    },
  });

  return {
    seoTitle: useAiHelper(
      generator(() => unwrap(api.admin['generate-seo-title'].$post({ json: input() })), needsContent, 'Failed to generate SEO title', ({ title }) =>
        ['metaTitle', title.trim(), { title: 'SEO Title Generated', description: 'The meta title has been filled in' }]),
    ),
    excerpt: useAiHelper(
      generator(() => unwrap(api.admin['generate-excerpt'].$post({ json: input() })), needsBoth, 'Failed to generate excerpt', ({ excerpt }) =>
        ['excerpt', excerpt.trim(), { title: 'Excerpt Generated', description: 'The excerpt has been filled in' }]),
    ),
    seoTags: useAiHelper(
      generator(() => unwrap(api.admin['generate-seo-tags'].$post({ json: input() })), needsBoth, 'Failed to generate SEO tags', ({ tags }) => {
        const list = tags.map((tag) => tag.trim()).filter((tag) => tag !== '');
        return ['seoTags', list.join(', '), { title: 'SEO Tags Generated', description: `${list.length} tags have been filled in` }];
      }),
    ),
  };
}

export type ArticleAi = ReturnType<typeof useArticleAi>;
