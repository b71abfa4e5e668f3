import { api, unwrap } from '../../lib/api.ts';

/** POST /api/upload/image as multipart (field `image`): the stored image's URL and the file's name. */
export function uploadImage(file: File) {
  return unwrap(api.upload.image.$post({ form: { image: file } }));
}
