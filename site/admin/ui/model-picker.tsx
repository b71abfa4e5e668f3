import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { modelOptionLabel, modelPriceLabel } from '../../../domain/ai/model-labels.ts';
import type { ModelOffer, TextProvider } from '../../../domain/ai/models.ts';
import { aiProvidersQuery } from '../queries.ts';

interface ModelPickerProps {
  label: string;
  kind: 'text' | 'image';
  /** What the provider's catalogue offers (the API's `modelDetails`), the default first. */
  models: readonly ModelOffer[];
  value: string;
  onChange: (model: string) => void;
  /** A first option with the value '' standing for the provider's default, e.g. 'Default'. */
  empty?: string;
}

/**
 * A model picker: only the models the provider's catalogue offers, each with its price (per
 * million tokens in and out, or per image; 'price unknown' when the catalogue gives none) and its
 * shutdown date when near. The chosen model's price and note are repeated under the list.
 */
export function ModelPicker({ label, kind, models, value, onChange, empty }: ModelPickerProps) {
  const id = useId();
  const chosen = models.find((model) => model.id === value) ?? (value === '' ? models[0] : undefined);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} aria-describedby={chosen ? `${id}-price` : undefined} onChange={(event) => onChange(event.target.value)}>
        {empty !== undefined && <option value="">{models[0] ? `${empty}: ${models[0].id}` : empty}</option>}
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {modelOptionLabel(model, kind)}
          </option>
        ))}
      </select>
      {chosen && (
        <p id={`${id}-price`} className="muted small" data-testid="model-price">
          {chosen.id}: {modelPriceLabel(chosen.pricing, kind)}
          {chosen.warning && <> · {chosen.warning}</>}
        </p>
      )}
    </div>
  );
}

/** The text model picker for one provider ('' = the default provider), filled from GET /api/admin/ai/providers. */
export function TextModelPicker({
  provider,
  value,
  onChange,
  label = 'Text model',
}: {
  provider: TextProvider | '';
  value: string;
  onChange: (model: string) => void;
  label?: string;
}) {
  const providers = useQuery(aiProvidersQuery);
  const chosen = providers.data?.providers.find((item) => item.id === (provider || providers.data?.defaultProvider));
  return <ModelPicker label={label} kind="text" empty="Default" models={chosen?.modelDetails ?? []} value={value} onChange={onChange} />;
}
