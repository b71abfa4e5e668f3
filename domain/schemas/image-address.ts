import { isHttpUrl } from '../links.ts';

/** A path our own image storage serves: one file name, nothing that could climb out of the folder. */
const LOCAL_IMAGE_PATH = /^\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Where a stored image may point: an uploaded file's /uploads/images/ path or an http(s) URL. */
export function isImageAddress(value: string): boolean {
  if (LOCAL_IMAGE_PATH.test(value)) return !value.includes('..');
  return isHttpUrl(value);
}
