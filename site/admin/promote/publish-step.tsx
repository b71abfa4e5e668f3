import { useId, useState } from 'react';
import { articleRefState, openArticleText } from '../../../domain/library.ts';
import { WIZARD_TEXTS } from '../../../domain/wizard.ts';
import { editorHref } from '../editorial/editor-link.ts';
import { ArticleRefLink } from '../ui/article-ref.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { ArticlePreview } from './article-preview.tsx';
import { SCHEDULE_TEXTS } from '../../../domain/schedule.ts';
import { formatInZone, fromLocalInput, zoneLabel } from '../schedule/zone-time.ts';
import { StepNav } from './step-nav.tsx';
import type { PromoteWizard, PublishOutcome } from './use-promote-wizard.ts';

/** What publishing ended in, kept on the screen: the article with its link, or why it was refused (a second publish names the first). */
function Outcome({ outcome }: { outcome: PublishOutcome }) {
  if (outcome.kind === 'refused') {
    const { article } = outcome;
    return (
      <div className="notice notice-warning wizard-outcome" role="alert">
        <p>{outcome.message}</p>
        {article && (
          <p>
            <ArticleRefLink article={article}>{openArticleText(article)}</ArticleRefLink>
            {articleRefState(article) === 'published' && (
              <>
                {' '}
                · <a href={editorHref('article', article.id)}>Manage it in Articles</a>
              </>
            )}
          </p>
        )}
      </div>
    );
  }
  const { article } = outcome;
  const text =
    outcome.status === 'published'
      ? WIZARD_TEXTS.publishedAs(article.title)
      : outcome.scheduledAt
        ? WIZARD_TEXTS.scheduledFor(article.title, formatInZone(outcome.scheduledAt))
        : WIZARD_TEXTS.draftSaved(article.title);
  return (
    <div className="notice wizard-outcome" role="status">
      <p>{text}</p>
      <p>
        {outcome.status === 'published' && (
          <>
            <a href={article.path} target="_blank" rel="noopener">
              View the article
            </a>{' '}
            ·{' '}
          </>
        )}
        <a href={editorHref('article', article.id)}>Manage it in Articles</a>
      </p>
    </div>
  );
}

/** Step 4: the saved piece that becomes the article, its text (editable), featured image, profile link, a true preview, and publish now, as a draft, or at a time. */
export function PublishStep({ wizard }: { wizard: PromoteWizard }) {
  const { busy, saved, chosen, outcome } = wizard;
  const [previewing, setPreviewing] = useState(false);
  const scheduleId = useId();
  const scheduleIso = fromLocalInput(wizard.scheduleInput);
  const problem = wizard.scheduleProblem;
  // Published, drafted, scheduled or found published already: this content is an article now.
  const done = outcome !== null;
  const disabled = busy !== null || done || !chosen;
  return (
    <section className="card wizard-panel" aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        Publish Content
      </h2>
      {saved.length === 0 && <p className="muted">{WIZARD_TEXTS.noContent}</p>}
      {saved.length > 1 && (
        <SelectField
          label="Article to publish"
          value={String(chosen?.savedId ?? '')}
          options={saved.map((piece) => ({ value: String(piece.savedId), label: piece.idea.title }))}
          onChange={(value) => wizard.chooseArticle(Number(value))}
        />
      )}
      <label className="field">
        Article text
        <textarea
          className="input wizard-article-text"
          rows={14}
          value={wizard.articleContent}
          readOnly={done}
          onChange={(event) => wizard.editArticle(event.target.value)}
        />
      </label>
      <h3>Featured image</h3>
      {wizard.images.length === 0 ? (
        <p className="muted">No image: the article is published without one.</p>
      ) : (
        <ul className="picker-grid" aria-label="Featured image">
          {wizard.images.map((image) => (
            <li key={image.id}>
              <label>
                <input type="radio" name="featured" checked={wizard.featured === image.imageUrl} onChange={() => wizard.setFeatured(image.imageUrl)} />
                <img src={image.imageUrl} alt={image.imagePrompt ?? ''} />
              </label>
            </li>
          ))}
        </ul>
      )}
      <label>
        <input type="checkbox" checked={wizard.linkFromProfile} onChange={(event) => wizard.setLinkFromProfile(event.target.checked)} /> Link from the expert's
        profile
      </label>
      <div className="field wizard-schedule">
        <label htmlFor={scheduleId}>{SCHEDULE_TEXTS.publishAt}</label>
        <p id={`${scheduleId}-hint`} className="hint">
          {WIZARD_TEXTS.scheduleHint} Time zone: {zoneLabel()}.{scheduleIso && ` Publishes ${formatInZone(scheduleIso)}.`}
        </p>
        <input
          id={scheduleId}
          type="datetime-local"
          className="input"
          value={wizard.scheduleInput}
          readOnly={done}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${scheduleId}-hint${problem ? ` ${scheduleId}-error` : ''}`}
          onChange={(event) => wizard.setScheduleInput(event.target.value)}
        />
        {problem && (
          <p id={`${scheduleId}-error`} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {outcome && <Outcome outcome={outcome} />}
      <StepNav wizard={wizard} back={3}>
        <button type="button" className="btn btn-secondary" disabled={!wizard.articleContent.trim()} onClick={() => setPreviewing(true)}>
          Preview Article
        </button>
        <button type="button" className="btn btn-secondary" disabled={disabled} onClick={() => void wizard.publish('draft')}>
          {WIZARD_TEXTS.saveDraft}
        </button>
        <button type="button" className="btn btn-secondary" disabled={disabled || !wizard.scheduleInput} onClick={() => void wizard.publish('draft', true)}>
          {WIZARD_TEXTS.schedule}
        </button>
        <button type="button" className="btn btn-primary" disabled={disabled} onClick={() => void wizard.publish('published')}>
          {busy === 'publish' ? 'Publishing...' : WIZARD_TEXTS.publishNow}
        </button>
      </StepNav>
      <ArticlePreview
        open={previewing}
        onOpenChange={setPreviewing}
        content={wizard.articleContent}
        contentType={wizard.text.articleType}
        featuredImage={wizard.featured}
        expertName={wizard.expert?.name ?? null}
      />
    </section>
  );
}
