import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ArticleFormValues } from './article-form.ts';

interface AiInput {
  content: string;
  title: string;
}

/** One of the editor's generators: POST /api/admin/{endpoint}; a failure shows the server's reason. */
function useGenerator<Reply>(endpoint: string, failureTitle: string) {
  return useMutation({
    mutationFn: (input: AiInput) => apiRequest<Reply>('POST', `/api/admin/${endpoint}`, input),
    onError: (error) => toast({ title: failureTitle, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

function missing(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The SEO title, excerpt and tag generators of the Edit Article form. The SEO title needs content;
 * the excerpt and tags need both title and content. Each fills its field only with a real answer.
 */
export function useArticleAi() {
  const { getValues, setValue } = useFormContext<ArticleFormValues>();
  const seoTitle = useGenerator<{ title?: unknown }>('generate-seo-title', 'Failed to generate SEO title');
  const seoTags = useGenerator<{ tags?: unknown }>('generate-seo-tags', 'Failed to generate SEO tags');
  const excerpt = useGenerator<{ excerpt?: unknown }>('generate-excerpt', 'Failed to generate excerpt');

  const input = (): AiInput => ({ title: getValues('title').trim(), content: getValues('content').trim() });
  const fill = (field: 'metaTitle' | 'excerpt' | 'seoTags', value: string) => setValue(field, value, { shouldDirty: true });

  /** Both title and content, or a toast saying so. */
  function titleAndContent(): AiInput | undefined {
    const body = input();
    if (body.title && body.content) return body;
    missing('Title and Content Required', 'Please add a title and content first');
    return undefined;
  }

  return {
    seoTitle: {
      pending: seoTitle.isPending,
      run() {
        const body = input();
        if (!body.content) return missing('Content Required', 'Please add content first to generate an SEO title');
        seoTitle.mutate(body, {
          onSuccess: ({ title }) => {
            if (typeof title !== 'string' || !title.trim()) return missing('Failed to generate SEO title', 'The answer was empty');
            fill('metaTitle', title.trim());
            toast({ title: 'SEO Title Generated', description: 'The meta title has been filled in' });
          },
        });
      },
    },
    excerpt: {
      pending: excerpt.isPending,
      run() {
        const body = titleAndContent();
        if (!body) return;
        excerpt.mutate(body, {
          onSuccess: ({ excerpt: text }) => {
            if (typeof text !== 'string' || !text.trim()) return missing('Failed to generate excerpt', 'The answer was empty');
            fill('excerpt', text.trim());
            toast({ title: 'Excerpt Generated', description: 'The excerpt has been filled in' });
          },
        });
      },
    },
    seoTags: {
      pending: seoTags.isPending,
      run() {
        const body = titleAndContent();
        if (!body) return;
        seoTags.mutate(body, {
          onSuccess: ({ tags }) => {
            const list = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
            if (list.length === 0) return missing('Failed to generate SEO tags', 'The answer was empty');
            fill('seoTags', list.map((tag) => tag.trim()).join(', '));
            toast({ title: 'SEO Tags Generated', description: `${list.length} tags have been filled in` });
          },
        });
      },
    },
  };
}

export type ArticleAi = ReturnType<typeof useArticleAi>;
