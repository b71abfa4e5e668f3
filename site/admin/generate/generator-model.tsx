import type { TextProvider } from '../../../domain/ai/models.ts';
import { TextModelPicker } from '../ui/model-picker.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useAiProviders } from './use-generator.ts';

export interface ModelChoice {
  provider: TextProvider | '';
  model: string;
}

/** The generator's text provider and model: only configured providers, only models their catalogue offers, with prices. */
export function GeneratorModel({ value, onChange }: { value: ModelChoice; onChange: (next: ModelChoice) => void }) {
  const providers = useAiProviders();
  const configured = providers.data?.providers.filter((provider) => provider.configured) ?? [];
  return (
    <div className="form-grid form-grid-2">
      <SelectField
        label="Text AI provider"
        empty="Default"
        value={value.provider}
        options={configured.map((provider) => ({ value: provider.id, label: provider.label }))}
        onChange={(provider) => onChange({ provider, model: '' })}
      />
      <TextModelPicker provider={value.provider} value={value.model} onChange={(model) => onChange({ ...value, model })} />
    </div>
  );
}
