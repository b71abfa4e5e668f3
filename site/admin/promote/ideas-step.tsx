import { ARTICLE_TYPES } from '../../../domain/wizard.ts';
import { TextModelPicker } from '../ui/model-picker.tsx';
import { SelectField } from '../ui/select-field.tsx';
import type { PromoteWizard } from './use-promote-wizard.ts';

/** Step 1: the expert, an optional idea and the text model; then the ideas to write and the article type. */
export function IdeasStep({ wizard }: { wizard: PromoteWizard }) {
  const { text, chooseText, ideas, busy } = wizard;
  const selected = ideas.filter((idea) => idea.selected).length;
  return (
    <section className="card wizard-panel" aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        Select Expert & Generate Ideas
      </h2>
      <SelectField
        label="Expert"
        empty="Select an expert"
        value={text.expertId}
        options={wizard.experts.map((expert) => ({ value: String(expert.id), label: expert.name }))}
        onChange={(expertId) => chooseText({ expertId })}
      />
      <label className="field">
        Your idea (optional)
        <textarea className="input" value={text.userIdea} onChange={(event) => chooseText({ userIdea: event.target.value })} />
      </label>
      <SelectField
        label="Text AI provider"
        empty="Default"
        value={text.provider}
        options={wizard.textProviders.map((provider) => ({ value: provider.id, label: provider.label }))}
        onChange={(provider) => chooseText({ provider, model: '' })}
      />
      <TextModelPicker provider={text.provider} value={text.model} onChange={(model) => chooseText({ model })} />
      <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void wizard.generateIdeas()}>
        {busy === 'ideas' ? 'Generating...' : 'Generate Ideas'}
      </button>
      <ul className="idea-list" aria-label="Ideas">
        {ideas.map((idea) => (
          <li key={idea.id}>
            <label>
              <input type="checkbox" checked={idea.selected} onChange={() => wizard.toggleIdea(idea.id)} /> <strong>{idea.title}</strong> {idea.description}
            </label>
          </li>
        ))}
      </ul>
      {ideas.length > 0 && (
        <>
          <SelectField label="Article type" value={text.articleType} options={ARTICLE_TYPES} onChange={(articleType) => chooseText({ articleType })} />
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void wizard.writeContent()}>
            {busy === 'content' ? `Writing ${wizard.pieces.length} / ${selected}...` : 'Create Article Content'}
          </button>
        </>
      )}
    </section>
  );
}
