import { useId, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Article, Expert } from '../../../domain/entities.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useReportDirty, useRequestClose } from '../ui/dirty-guard.tsx';
import { EditorialTools } from '../editorial/editorial-tools.tsx';
import { useRestorable } from '../editorial/use-restorable.ts';
import { InButtonsRow, useButtonsRow } from '../ui/buttons-row.tsx';
import { Modal } from '../ui/modal.tsx';
import { useImageCredit, type ImageCreditState } from '../ui/use-image-credit.ts';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { BLANK_ARTICLE_VALUES, toCreateBody, toFormValues, toUpdateBody, type ArticleFormValues } from './article-form.ts';
import { ArticleBodyFields } from './article-body-fields.tsx';
import { ArticleMainFields } from './article-main-fields.tsx';
import { ArticleSeoFields } from './article-seo-fields.tsx';
import { useArticleAi } from './use-article-ai.ts';
import { useCreateArticle, useUpdateArticle } from './use-article-mutations.ts';

interface ArticleEditDialogProps {
  /** The article being edited, 'new' for a blank one; null keeps the dialog closed. */
  article: Article | 'new' | null;
  experts: readonly Expert[];
  onClose: () => void;
}

interface SubmitLabels {
  label: string;
  pendingLabel: string;
  /** New Article: a blank slug is made by the server. */
  creating?: boolean;
}

interface ArticleFormProps {
  initial: ArticleFormValues;
  experts: readonly Expert[];
  pending: boolean;
  labels: SubmitLabels;
  save: (values: ArticleFormValues) => void;
  onClose: () => void;
  /** The dialog's row of buttons (useButtonsRow), after the Schedule, History and Preview of the saved article. */
  buttonsRow: HTMLElement | null;
}

/** The form with its values, its save and its unsaved-changes report; `save` gets the typed values. */
function ArticleForm({ initial, experts, pending, labels, save, onClose, buttonsRow }: ArticleFormProps) {
  // Checked as typed, so the slug rule shows while the slug is written, not only on save.
  const form = useForm<ArticleFormValues>({ defaultValues: initial, mode: 'onChange' });
  const credit = useImageCredit(useWatch({ control: form.control, name: 'featuredImageUrl' }));
  // The picture's credit is part of the article's work: a typed credit is unsaved work too.
  useReportDirty(() => ({ article: form.getValues(), credit: credit.dirty }), { article: initial, credit: false });
  const cancel = useRequestClose(onClose);
  // One Save saves everything: the picture's credit first (on the stored image), then the article.
  const submit = form.handleSubmit((values, event) => credit.saveThen(() => save(values), (event?.target as HTMLFormElement | undefined) ?? null));
  return (
    <FormProvider {...form}>
      <ArticleFormBody
        experts={experts}
        pending={pending || credit.saving}
        labels={labels}
        onSubmit={submit}
        onCancel={cancel}
        buttonsRow={buttonsRow}
        credit={credit}
      />
    </FormProvider>
  );
}

type FormProps = Pick<ArticleFormProps, 'experts' | 'onClose' | 'buttonsRow'>;

function ArticleEditForm({ article, experts, onClose, buttonsRow }: FormProps & { article: Article }) {
  const save = useUpdateArticle(onClose);
  return (
    <ArticleForm
      initial={toFormValues(article)}
      experts={experts}
      pending={save.isPending}
      labels={{ label: 'Update Article', pendingLabel: 'Updating...' }}
      save={(values) => save.mutate({ id: article.id, body: toUpdateBody(values) })}
      onClose={onClose}
      buttonsRow={buttonsRow}
    />
  );
}

function ArticleCreateForm({ experts, onClose, buttonsRow }: FormProps) {
  const create = useCreateArticle(onClose);
  return (
    <ArticleForm
      initial={BLANK_ARTICLE_VALUES}
      experts={experts}
      pending={create.isPending}
      labels={{ label: 'Create Article', pendingLabel: 'Creating...', creating: true }}
      save={(values) => create.mutate(toCreateBody(values))}
      onClose={onClose}
      buttonsRow={buttonsRow}
    />
  );
}

interface ArticleFormBodyProps {
  experts: readonly Expert[];
  pending: boolean;
  labels: SubmitLabels;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  buttonsRow: HTMLElement | null;
  credit: ImageCreditState;
}

/** Inside the form's context, where the generators read and fill the fields; its buttons go to the dialog's last row. */
function ArticleFormBody({ experts, pending, labels, onSubmit, onCancel, buttonsRow, credit }: ArticleFormBodyProps) {
  const ai = useArticleAi();
  const formId = useId();
  return (
    <>
      <form id={formId} className="form-grid article-form" noValidate onSubmit={onSubmit}>
        <ModelWarnings />
        <ArticleMainFields experts={experts} blankSlugAllowed={labels.creating} />
        <ArticleBodyFields ai={ai} credit={credit} />
        <ArticleSeoFields ai={ai} />
      </form>
      <InButtonsRow row={buttonsRow}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
          {pending ? labels.pendingLabel : labels.label}
        </button>
      </InButtonsRow>
    </>
  );
}

/** The wide Edit Article (or New Article) dialog; the form starts afresh each time it opens. */
export function ArticleEditDialog({ article, experts, onClose }: ArticleEditDialogProps) {
  const { can } = useAuth();
  const creating = article === 'new';
  const restorable = useRestorable(creating ? null : article);
  const buttons = useButtonsRow();
  return (
    <Modal
      open={article !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={creating ? 'New Article' : 'Edit Article'}
      description={
        creating
          ? can('articles.publish')
            ? 'A new article is saved as a draft unless you choose another status.'
            : 'A new article is saved as your draft; send it for review when it is ready.'
          : 'Change the article, its SEO fields and its featured image.'
      }
      wide
    >
      <div className="article-editor">
        {creating && <ArticleCreateForm experts={experts} onClose={onClose} buttonsRow={buttons.row} />}
        {restorable.current && (
          <ArticleEditForm key={restorable.key} article={restorable.current} experts={experts} onClose={onClose} buttonsRow={buttons.row} />
        )}
        {/* History, schedule and preview links are the editors' (a contributor's draft goes through the review). */}
        {restorable.current && can('articles.edit') && <EditorialTools entityType="article" entity={restorable.current} onRestored={restorable.onRestored} />}
        {buttons.rowElement}
      </div>
    </Modal>
  );
}
