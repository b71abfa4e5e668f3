import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Article, Expert } from '../../../domain/entities.ts';
import { Modal } from '../ui/modal.tsx';
import { toFormValues, toUpdateBody, type ArticleFormValues } from './article-form.ts';
import { ArticleBodyFields } from './article-body-fields.tsx';
import { ArticleMainFields } from './article-main-fields.tsx';
import { ArticleSeoFields } from './article-seo-fields.tsx';
import { useArticleAi } from './use-article-ai.ts';
import { useUpdateArticle } from './use-article-mutations.ts';

interface ArticleEditDialogProps {
  /** The article being edited; null keeps the dialog closed. */
  article: Article | null;
  experts: readonly Expert[];
  onClose: () => void;
}

function ArticleEditForm({ article, experts, onClose }: { article: Article; experts: readonly Expert[]; onClose: () => void }) {
  // Checked as typed, so the slug rule shows while the slug is written, not only on save.
  const form = useForm<ArticleFormValues>({ defaultValues: toFormValues(article), mode: 'onChange' });
  const save = useUpdateArticle(onClose);
  const submit = form.handleSubmit((values) => save.mutate({ id: article.id, body: toUpdateBody(values) }));

  return (
    <FormProvider {...form}>
      <ArticleFormBody experts={experts} pending={save.isPending} onSubmit={submit} onCancel={onClose} />
    </FormProvider>
  );
}

/** Inside the form's context, where the generators read and fill the fields. */
function ArticleFormBody(props: { experts: readonly Expert[]; pending: boolean; onSubmit: (event: FormEvent) => void; onCancel: () => void }) {
  const ai = useArticleAi();
  return (
    <form className="form-grid article-form" noValidate onSubmit={props.onSubmit}>
      <ArticleMainFields experts={props.experts} />
      <ArticleBodyFields ai={ai} />
      <ArticleSeoFields ai={ai} />
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={props.pending}>
          {props.pending ? 'Updating...' : 'Update Article'}
        </button>
      </div>
    </form>
  );
}

/** The wide Edit Article dialog; the form starts afresh from the article each time it opens. */
export function ArticleEditDialog({ article, experts, onClose }: ArticleEditDialogProps) {
  return (
    <Modal
      open={article !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Article"
      description="Change the article, its SEO fields and its featured image."
      wide
    >
      {article && <ArticleEditForm key={article.id} article={article} experts={experts} onClose={onClose} />}
    </Modal>
  );
}
