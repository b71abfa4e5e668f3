import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { appendTags, appendText } from '../../../domain/proposals.ts';
import { AiProposal, ShowText } from '../ui/ai-proposal.tsx';
import { keepControl } from '../ui/use-ai-proposal.ts';
import { describedBy, FormField } from '../ui/form-field.tsx';
import type { ArticleFormValues } from './article-form.ts';
import type { ArticleAi } from './use-article-ai.ts';

/** Meta title, meta description and SEO tags of the Edit Article form, with their generators. */
export function ArticleSeoFields({ ai }: { ai: ArticleAi }) {
  const id = useId();
  const { register, control } = useFormContext<ArticleFormValues>();
  const [metaTitle, seoTags] = useWatch({ control, name: ['metaTitle', 'seoTags'] });
  const show = (text: string) => <ShowText text={text} />;
  const tagsHint = 'Comma-separated, e.g. sleep, exercise, healthspan.';

  return (
    <>
      <FormField
        id={`${id}-meta-title`}
        label="Meta Title (SEO)"
        optional
        aside={
          <button type="button" className="btn btn-secondary btn-sm" disabled={ai.seoTitle.pending} onClick={ai.seoTitle.run}>
            {ai.seoTitle.pending ? 'Generating...' : 'Generate SEO Title'}
          </button>
        }
      >
        <input id={`${id}-meta-title`} className="input" {...keepControl(register('metaTitle'), ai.controls.metaTitle)} />
      </FormField>
      <AiProposal
        state={ai.proposals.metaTitle}
        field="meta title"
        current={metaTitle}
        show={show}
        append={(current, proposed) => appendText(current, proposed, true)}
      />
      <FormField id={`${id}-meta-description`} label="Meta Description (SEO)" optional>
        <textarea id={`${id}-meta-description`} className="textarea" rows={2} {...register('metaDescription')} />
      </FormField>
      <FormField
        id={`${id}-tags`}
        label="SEO Tags"
        optional
        hint={tagsHint}
        aside={
          <button type="button" className="btn btn-secondary btn-sm" disabled={ai.seoTags.pending} onClick={ai.seoTags.run}>
            {ai.seoTags.pending ? 'Generating...' : 'Generate'}
            <span className="visually-hidden"> SEO tags</span>
          </button>
        }
      >
        <input
          id={`${id}-tags`}
          className="input"
          aria-describedby={describedBy(`${id}-tags`, { hint: tagsHint })}
          {...keepControl(register('seoTags'), ai.controls.seoTags)}
        />
      </FormField>
      <AiProposal state={ai.proposals.seoTags} field="SEO tags" current={seoTags} show={show} append={appendTags} />
    </>
  );
}
