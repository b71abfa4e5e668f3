import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { appendText } from '../../../domain/proposals.ts';
import { AiProposal, ShowText } from '../ui/ai-proposal.tsx';
import { describedBy, FormField } from '../ui/form-field.tsx';
import { keepControl } from '../ui/use-ai-proposal.ts';
import { ImageCreditFields } from '../ui/image-credit-fields.tsx';
import { ImageField } from '../ui/image-field.tsx';
import type { ImageCreditState } from '../ui/use-image-credit.ts';
import type { ArticleFormValues } from './article-form.ts';
import type { ArticleAi } from './use-article-ai.ts';
import { MarkdownPreview } from './markdown-preview.tsx';

/** Featured image with its photo credit, excerpt (with its generator) and the markdown content of the Edit Article form. */
export function ArticleBodyFields({ ai, credit }: { ai: ArticleAi; credit: ImageCreditState }) {
  const id = useId();
  const { register, formState, control } = useFormContext<ArticleFormValues>();
  const [content, excerpt] = useWatch({ control, name: ['content', 'excerpt'] });
  const { errors } = formState;
  const image = useController<ArticleFormValues, 'featuredImageUrl'>({ name: 'featuredImageUrl' });

  return (
    <>
      <div>
        <ImageField id={`${id}-image`} label="Featured Image" value={image.field.value} onChange={image.field.onChange} />
        <ImageCreditFields credit={credit} />
      </div>
      <FormField
        id={`${id}-excerpt`}
        label="Excerpt"
        optional
        aside={
          <button type="button" className="btn btn-secondary btn-sm" disabled={ai.excerpt.pending} onClick={ai.excerpt.run}>
            {ai.excerpt.pending ? 'Generating...' : 'Generate'}
            <span className="visually-hidden"> excerpt</span>
          </button>
        }
      >
        <textarea id={`${id}-excerpt`} className="textarea" rows={3} {...keepControl(register('excerpt'), ai.controls.excerpt)} />
      </FormField>
      <AiProposal
        state={ai.proposals.excerpt}
        field="excerpt"
        current={excerpt}
        show={(text) => <ShowText text={text} />}
        append={(current, proposed) => appendText(current, proposed)}
      />
      <div className="markdown-split">
        <FormField id={`${id}-content`} label="Content" hint="Markdown." error={errors.content?.message}>
          <textarea
            id={`${id}-content`}
            className="textarea textarea-code"
            rows={18}
            spellCheck
            aria-required="true"
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy(`${id}-content`, { hint: true, error: errors.content })}
            {...register('content', { validate: (value) => value.trim() !== '' || 'Content is required' })}
          />
        </FormField>
        <MarkdownPreview markdown={content} id={`${id}-preview`} />
      </div>
    </>
  );
}
