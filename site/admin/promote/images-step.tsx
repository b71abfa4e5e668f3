import { ModelPicker } from '../ui/model-picker.tsx';
import { asChoices, SelectField } from '../ui/select-field.tsx';
import { StepNav } from './step-nav.tsx';
import type { PromoteWizard } from './use-promote-wizard.ts';

/** Step 3: provider, model, size and style; a prompt written by the AI or by hand; one image per saved piece. */
export function ImagesStep({ wizard }: { wizard: PromoteWizard }) {
  const { look, chooseLook, imageOptions, busy, saved } = wizard;
  const provider = imageOptions?.providers.find((item) => item.id === look.provider);
  const providers = imageOptions?.providers.map((item) => ({ value: item.id, label: `${item.label}${item.configured ? '' : ' (not configured)'}` }));
  return (
    <section className="card wizard-panel" aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        Image Generation
      </h2>
      <SelectField label="Image provider" value={look.provider} options={providers ?? []} onChange={(value) => chooseLook({ provider: value, model: '' })} />
      <ModelPicker
        label="Image model"
        kind="image"
        value={look.model || provider?.models[0] || ''}
        models={provider?.modelDetails ?? []}
        onChange={(model) => chooseLook({ model })}
      />
      <SelectField label="Size" value={look.size} options={imageOptions?.sizes ?? []} onChange={(size) => chooseLook({ size })} />
      <SelectField label="Visual style" value={look.style} options={asChoices(imageOptions?.styles ?? [])} onChange={(style) => chooseLook({ style })} />
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
      <StepNav wizard={wizard} back={2} next={{ step: 4, label: 'Continue to Publish', ready: wizard.readyForPublish }} />
    </section>
  );
}
