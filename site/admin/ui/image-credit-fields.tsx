import { useId } from 'react';
import { CREDIT_MAX } from '../../../domain/image-credit.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { CREDIT_FIELDS, CREDIT_LABELS, creditInputName, type CreditField, type ImageCreditState } from './use-image-credit.ts';
import './image-field.css';

const LIMITS: Record<CreditField, number> = {
  author: CREDIT_MAX.author,
  licence: CREDIT_MAX.licence,
  licenceUrl: TEXT_MAX.url,
  sourceName: CREDIT_MAX.sourceName,
  sourceUrl: TEXT_MAX.url,
};

const PLACEHOLDERS: Partial<Record<CreditField, string>> = {
  licence: 'CC BY 4.0, or Used with permission',
  licenceUrl: 'https://...',
  sourceName: 'Wikimedia Commons',
  sourceUrl: 'https://...',
};

/**
 * 'Photo credit' under an editor's image field: who made the picture and under which licence,
 * shown under it on every public page ('Photo: {author}, {licence}, via {source}'). Saved with the
 * editor's Save (useImageCredit). Only a stored image can carry one.
 */
export function ImageCreditFields({ credit }: { credit: ImageCreditState }) {
  const id = useId();
  if (credit.status === 'none') return null;
  if (credit.status !== 'stored') {
    const note = {
      checking: 'Reading the photo credit of this image...',
      outside: 'A photo credit can be kept only with a stored image: upload the image, or choose it From Library.',
      failed: 'The photo credit of this image could not be read.',
    }[credit.status];
    return (
      <p className="hint image-credit-note" role="status">
        {note}
      </p>
    );
  }
  return (
    <fieldset className="image-credit-fields" aria-describedby={`${id}-hint`}>
      <legend>
        Photo credit<span className="field-optional"> (optional)</span>
      </legend>
      <p id={`${id}-hint`} className="hint">
        Shown under the image on the public pages. Author and licence together; leave every field empty for no credit.
      </p>
      <div className="image-credit-grid">
        {CREDIT_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{CREDIT_LABELS[field]}</label>
            <input
              id={`${id}-${field}`}
              name={creditInputName(field)}
              className="input"
              type={field.endsWith('Url') ? 'url' : 'text'}
              inputMode={field.endsWith('Url') ? 'url' : undefined}
              maxLength={LIMITS[field]}
              placeholder={PLACEHOLDERS[field]}
              value={credit.values[field]}
              disabled={credit.saving}
              onChange={(event) => credit.set(field, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
