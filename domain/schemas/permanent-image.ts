import { z } from 'zod';
import { IMAGE_SOURCE_TYPES } from '../entities.ts';
import { imageCreditSchema } from '../image-credit.ts';
import { TEXT_MAX } from '../limits.ts';
import { cleanString } from './clean-string.ts';
import { queryFlag } from './params.ts';

/**
 * Bodies and queries of /api/permanent-images. Whether `originalUrl` may be fetched (scheme,
 * address, size, type) is decided when it is downloaded, redirects included, not here.
 */

/** Stored-image defaults of spec section 9. */
export const STORED_IMAGE_DEFAULTS = { provider: 'openai', model: 'dall-e-3', size: '1024x1024' } as const;

/** One bulk request stores at most this many images: each is a download of up to 10 MB. */
export const BULK_STORE_MAX = 20;

const label = cleanString().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters long' });

/** A label that falls back to its default when absent, null or blank. */
function labelOr(fallback: string) {
  return cleanString()
    .trim()
    .max(100, { error: 'must be at most 100 characters long' })
    .nullish()
    .transform((value) => value || fallback);
}

const imagePrompt = cleanString()
  .trim()
  .max(TEXT_MAX.longText, { error: `must be at most ${TEXT_MAX.longText} characters long` })
  .nullish()
  .transform((value) => value || null);

const sourceType = z.enum(IMAGE_SOURCE_TYPES, { error: `must be one of ${IMAGE_SOURCE_TYPES.join(', ')}` });

/** The id of the thing the image belongs to, numeric or not; stored as text. */
const sourceId = z
  .union([cleanString().trim().max(200, { error: 'must be at most 200 characters long' }), z.number().int()], {
    error: 'must be a string or a whole number',
  })
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : String(value)));

export const storeImageSchema = z.object({
  originalUrl: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(TEXT_MAX.url, { error: `must be at most ${TEXT_MAX.url} characters long` }),
  imagePrompt,
  provider: labelOr(STORED_IMAGE_DEFAULTS.provider),
  model: labelOr(STORED_IMAGE_DEFAULTS.model),
  size: labelOr(STORED_IMAGE_DEFAULTS.size),
  sourceType: sourceType.nullish().transform((value) => value ?? null),
  sourceId,
});

export type StoreImageInput = z.output<typeof storeImageSchema>;

export const bulkStoreImagesSchema = z.object({
  images: z
    .array(storeImageSchema, { error: 'must be a list of images' })
    .min(1, { error: 'must list at least one image' })
    .max(BULK_STORE_MAX, { error: `at most ${BULK_STORE_MAX} images can be stored at once` }),
});

/** PATCH: the descriptive fields and the credit (null removes it); the bytes and their URLs never change. */
export const imageUpdateSchema = z.object({
  imagePrompt: imagePrompt.optional(),
  provider: label.optional(),
  model: label.optional(),
  size: label.optional(),
  sourceType: sourceType.nullable().optional(),
  sourceId: sourceId.optional(),
  credit: imageCreditSchema.nullable().optional(),
});

export type ImageUpdate = z.output<typeof imageUpdateSchema>;

export const imageListQuery = z.object({
  sourceType: sourceType.optional(),
  sourceId: z.string().trim().min(1).max(200).optional(),
});

export type ImageListFilter = z.output<typeof imageListQuery>;

/** GET /api/permanent-images/lookup?url=…: the record behind an image field's URL (to show or set its credit). */
export const imageLookupQuery = z.object({
  url: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(TEXT_MAX.url, { error: `must be at most ${TEXT_MAX.url} characters long` }),
});

/** DELETE /api/permanent-images/{id}?clearUses=true: the admin confirmed clearing the image's uses. */
export const imageDeleteQuery = z.object({ clearUses: queryFlag() });
