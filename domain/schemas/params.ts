import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slugs.ts';

/** Path parameters: numeric ids and slugs. Anything else is a malformed request, not a missing one. */
export const idSchema = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'must be a positive whole number' });

export const slugSchema = z
  .string()
  .max(SLUG_MAX_LENGTH, { error: 'is too long' })
  .regex(SLUG_PATTERN, { error: 'must contain only lowercase letters, numbers and hyphens' });

/** A yes/no query parameter (?name=true|false), read as a boolean; absent is `fallback`. */
export const queryFlag = (fallback = false) =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

export const idParams = z.object({ id: idSchema });
export const slugParams = z.object({ slug: slugSchema });
export const tagQuery = z.object({ tag: z.string().trim().min(1).max(100).optional() });

/** PATCH …/{id}/featured on experts and articles: the Featured switch. */
export const featuredSwitchSchema = z.object({ featured: z.boolean({ error: 'must be true or false' }) });
