import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoredImage } from '../../../domain/entities.ts';
import { imageCreditSchema, type ImageCredit } from '../../../domain/image-credit.ts';
import { api, unwrap } from '../../lib/api.ts';
import { check, reportProblem } from '../../ui/forms/form-check.ts';
import { storedImageAtQuery, storedImagesQuery } from '../queries.ts';
import { useAdminMutation } from './use-admin-mutation.ts';

/** The credit's text fields as the editor types them ('' for none). */
export const CREDIT_FIELDS = ['author', 'licence', 'licenceUrl', 'sourceName', 'sourceUrl'] as const;
export type CreditField = (typeof CREDIT_FIELDS)[number];
export type CreditValues = Record<CreditField, string>;

export const CREDIT_LABELS: Record<CreditField, string> = {
  author: 'Author',
  licence: 'Licence',
  licenceUrl: 'Licence link',
  sourceName: 'Source',
  sourceUrl: 'Source link',
};

/** The name of a credit input in its form: how a refusal finds the field to mark. */
export const creditInputName = (field: CreditField) => `credit-${field}`;

function valuesOf(credit: ImageCredit | null | undefined): CreditValues {
  return Object.fromEntries(CREDIT_FIELDS.map((field) => [field, credit?.[field] ?? ''])) as CreditValues;
}

/** Where the image field's URL stands: no image, being looked up, an outside address, a stored image, or unknown. */
export type CreditStatus = 'none' | 'checking' | 'outside' | 'stored' | 'failed';

export interface ImageCreditState {
  status: CreditStatus;
  values: CreditValues;
  set: (field: CreditField, value: string) => void;
  /** The typed credit differs from the stored image's. */
  dirty: boolean;
  saving: boolean;
  /**
   * The editor's Save, credit first: a changed credit is checked with the API's schema and saved
   * on the stored image, then `next` (the editor's own save) runs. A refusal stops there, with the
   * field marked and the server's reason in a toast, so one Save saves everything or says why not.
   */
  saveThen: (next: () => void, form: HTMLFormElement | null) => void;
}

/**
 * The photo credit of the image an editor's image field holds. The credit belongs to the stored
 * image (stored_images.credit), so it is read with the URL's lookup and saved with
 * PATCH /api/permanent-images/{id}; an outside URL has none (store the image first).
 */
export function useImageCredit(imageUrl: string): ImageCreditState {
  const url = imageUrl.trim();
  const queryClient = useQueryClient();
  const lookup = useQuery({ ...storedImageAtQuery(url), enabled: url !== '' });
  const image: StoredImage | null | undefined = lookup.data;
  // The editor's typing, for the URL it was typed for: a new image starts from its own credit.
  const [edits, setEdits] = useState<{ url: string; values: CreditValues } | null>(null);
  const saved = valuesOf(image?.credit);
  const values = edits?.url === url ? edits.values : saved;
  const status: CreditStatus = url === '' ? 'none' : lookup.isPending ? 'checking' : lookup.isError ? 'failed' : image ? 'stored' : 'outside';
  const dirty = status === 'stored' && JSON.stringify(values) !== JSON.stringify(saved);

  const save = useAdminMutation({
    call: ({ id, credit }: { id: number; credit: ImageCredit | null }) =>
      unwrap(api['permanent-images'][':id'].$patch({ param: { id: String(id) }, json: { credit } })),
    failure: { title: 'Photo Credit Not Saved', text: 'Failed to save the photo credit' },
    onSuccess: (stored) => {
      queryClient.setQueryData(storedImageAtQuery(stored.storedUrl).queryKey, stored);
      setEdits(null);
    },
    refresh: [storedImagesQuery.queryKey],
  });

  return {
    status,
    values,
    set: (field, value) => setEdits({ url, values: { ...values, [field]: value } }),
    dirty,
    saving: save.isPending,
    saveThen(next, form) {
      if (!dirty || !image) return next();
      // All blank removes the credit; anything typed must be a whole credit (author and licence at least).
      const blank = CREDIT_FIELDS.every((field) => values[field].trim() === '');
      const checked = blank
        ? ({ ok: true, data: null } as const)
        : check(imageCreditSchema, { ...values, attributionRequired: image.credit?.attributionRequired ?? true });
      if (!checked.ok) {
        const field = CREDIT_FIELDS.find((name) => name === checked.field);
        reportProblem(form, {
          message: field ? `Photo credit ${CREDIT_LABELS[field].toLowerCase()} ${checked.message}` : checked.message,
          field: field && creditInputName(field),
        });
        return;
      }
      save.mutate({ id: image.id, credit: checked.data }, { onSuccess: () => next() });
    },
  };
}
