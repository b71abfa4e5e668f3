import { z } from 'zod';
import { UPLOAD_MESSAGES } from '../messages.ts';

/**
 * The multipart body of POST /api/upload/image: one file in the field `image`. Its size and type
 * are checked on the bytes afterwards (413 and 415), not here.
 */
export const imageUploadSchema = z.object({ image: z.unknown().optional() }).transform((value, ctx) => {
  if (!(value.image instanceof File)) {
    ctx.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.missing });
    return z.NEVER;
  }
  return { image: value.image };
});
