import { ARTICLE_TYPES } from '../../../domain/wizard.ts';
import type { PromoteWizard, TextChoice } from './use-promote-wizard.ts';

/** Step 1: the expert, an optional idea and the text model; then the ideas to write and the article type. */
export function IdeasStep({ wizard }: { wizard: PromoteWizard }) {
  const { text, chooseText, ideas, busy } = wizard;
  const selected = ideas.filter((idea) => idea.selected).length;
  return (
    <section className="card wizard-panel">
      <h2>Select Expert & Generate Ideas</h2>
      <label className="field">
        Expert
        <select className="input" aria-label="Expert" value={text.expertId} onChange={(event) => chooseText({ expertId: event.target.value })}>
          <option value="">Select an expert</option>
          {wizard.experts.map((expert) => (
            <option key={expert.id} value={String(expert.id)}>
              {expert.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Your idea (optional)
        <textarea className="input" value={text.userIdea} onChange={(event) => chooseText({ userIdea: event.target.value })} />
      </label>
      <label className="field">
        Text AI provider
        <select className="input" value={text.provider} onChange={(event) => chooseText({ provider: event.target.value as TextChoice['provider'], model: '' })}>
          <option value="">Default</option>
          {wizard.textProviders.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Text model
        <select className="input" value={text.model} onChange={(event) => chooseText({ model: event.target.value })}>
          <option value="">Default</option>
          {wizard.textModels.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </label>
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
          <label className="field">
            Article type
            <select className="input" value={text.articleType} onChange={(event) => chooseText({ articleType: event.target.value as TextChoice['articleType'] })}>
              {ARTICLE_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void wizard.writeContent()}>
            {busy === 'content' ? `Writing ${wizard.pieces.length} / ${selected}...` : 'Create Article Content'}
          </button>
        </>
      )}
    </section>
  );
}
