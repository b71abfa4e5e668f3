import type { Config } from '../../config.ts';
import { createFolderStorage } from './node-folder.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './types.ts';

/** On Node: the bucket when S3_BUCKET is set, else the local folder served at /uploads/images/. */
export function selectNodeStorage(config: Config, folder: string): Storage {
  return config.s3 ? createS3Storage(config.s3) : createFolderStorage(folder);
}
