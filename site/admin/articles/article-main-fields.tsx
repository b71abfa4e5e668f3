import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../../domain/content-types.ts';
import { ARTICLE_STATUSES, type Expert } from '../../../domain/entities.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { isValidSlug, slugify, SLUG_MAX_LENGTH } from '../../../domain/slugs.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { describedBy, FormField } from '../ui/form-field.tsx';
import type { ArticleFormValues } from './article-form.ts';
import { statusLabel } from './article-badges.tsx';

function slugProblem(value: string): true | string {
  const slug = value.trim();
  if (isValidSlug(slug)) return true;
  return slug.length > SLUG_MAX_LENGTH ? ARTICLE_MESSAGES.slugTooLong : ARTICLE_MESSAGES.invalidSlug;
}

/** Title, URL slug, status, expert and content type of the Edit Article form. */
/** `blankSlugAllowed`: New Article, where the server makes a blank slug from the title. */
export function ArticleMainFields({ experts, blankSlugAllowed = false }: { experts: readonly Expert[]; blankSlugAllowed?: boolean }) {
  const id = useId();
  const { can } = useAuth();
  const { register, setValue, getValues, formState } = useFormContext<ArticleFormValues>();
  const { errors } = formState;

  return (
    <>
      <div className="form-grid form-grid-2">
        <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
          <input
            id={`${id}-title`}
            className="input"
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(`${id}-title`, { error: errors.title })}
            {...register('title', { validate: (value) => value.trim() !== '' || 'Title is required' })}
          />
        </FormField>
        <FormField
          id={`${id}-slug`}
          label="URL Slug"
          optional={blankSlugAllowed}
          hint={blankSlugAllowed ? 'Leave blank to make it from the title.' : undefined}
          error={errors.slug?.message}
          aside={
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setValue('slug', slugify(getValues('title')), { shouldDirty: true, shouldValidate: true })}
            >
              Generate from Title
            </button>
          }
        >
          <input
            id={`${id}-slug`}
            className="input"
            aria-required={!blankSlugAllowed}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={describedBy(`${id}-slug`, { hint: blankSlugAllowed, error: errors.slug })}
            {...register('slug', { validate: (value) => (blankSlugAllowed && value.trim() === '') || slugProblem(value) })}
          />
        </FormField>
      </div>
      <div className="form-grid form-grid-3">
        <FormField id={`${id}-status`} label="Status">
          <select id={`${id}-status`} className="select" {...register('status')}>
            {/* A role that may not publish keeps its articles drafts; an editor publishes them from the review. */}
            {ARTICLE_STATUSES.filter((status) => status === 'draft' || can('articles.publish')).map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-expert`} label="Expert">
          <select id={`${id}-expert`} className="select" {...register('expertId')}>
            <option value="">No expert</option>
            {experts.map((expert) => (
              <option key={expert.id} value={String(expert.id)}>
                {expert.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-type`} label="Content Type">
          <select id={`${id}-type`} className="select" {...register('contentType')}>
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </>
  );
}
