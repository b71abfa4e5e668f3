import type { ImageChoice, PromoteWizard } from './use-promote-wizard.ts';

/** Step 3: provider, model, size and style; a prompt written by the AI or by hand; one image per saved piece. */
export function ImagesStep({ wizard }: { wizard: PromoteWizard }) {
  const { look, chooseLook, imageOptions, busy, saved } = wizard;
  const provider = imageOptions?.providers.find((item) => item.id === look.provider);
  return (
    <section className="card wizard-panel">
      <h2>Image Generation</h2>
      <label className="field">
        Image provider
        <select className="input" value={look.provider} onChange={(event) => chooseLook({ provider: event.target.value as ImageChoice['provider'], model: '' })}>
          {imageOptions?.providers.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
              {item.configured ? '' : ' (not configured)'}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Image model
        <select className="input" value={look.model || provider?.models[0] || ''} onChange={(event) => chooseLook({ model: event.target.value })}>
          {provider?.models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Size
        <select className="input" value={look.size} onChange={(event) => chooseLook({ size: event.target.value as ImageChoice['size'] })}>
          {imageOptions?.sizes.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Visual style
        <select className="input" value={look.style} onChange={(event) => chooseLook({ style: event.target.value as ImageChoice['style'] })}>
          {imageOptions?.styles.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void wizard.generatePrompt()}>
        {busy === 'prompt' ? 'Writing prompt...' : 'Generate AI Prompt'}
      </button>
      <label className="field">
        Image prompt
        <textarea className="input" aria-label="Image prompt" value={look.prompt} onChange={(event) => chooseLook({ prompt: event.target.value })} />
      </label>
      <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void wizard.generateImages()}>
        {busy === 'images' ? `Creating ${saved.length} image${saved.length === 1 ? '' : 's'}...` : 'Create Images'}
      </button>
      <ul className="picker-grid" aria-label="Generated images">
        {wizard.images.map((image) => (
          <li key={image.id}>
            <img src={image.imageUrl} alt={image.imagePrompt ?? ''} />
            <span className="muted">Saved to library · {image.size}</span>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={() => wizard.goTo(2)}>
          Back
        </button>
        <button type="button" className="btn btn-primary" disabled={wizard.images.length === 0} onClick={() => wizard.goTo(4)}>
          Continue to Publish
        </button>
      </div>
    </section>
  );
}
