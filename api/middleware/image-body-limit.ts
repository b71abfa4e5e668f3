import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '../../domain/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/messages.ts';
import { PayloadTooLargeError } from '../errors.ts';

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The body limit of a route that takes one image (editors' uploads, an owner's proposed photo),
 * where the app's 1 MB JSON limit does not apply (api/app.ts): a body over the image limit is
 * refused from its Content-Length, or as soon as a streamed body passes it, without reading the rest.
 */
export const imageBodyLimit = bodyLimit({
  maxSize: LIMITS.uploadBytes + MULTIPART_OVERHEAD,
  onError: () => {
    throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
  },
});
