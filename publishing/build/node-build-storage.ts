/**
 * Build-time only: the image storage the API stores into (the data folder's uploads, or the S3
 * bucket), and the data folder's cache, both from the same configuration as the server.
 */
import { join, resolve } from 'node:path';
import { selectNodeStorage } from '../../api/adapters/storage/node-select.ts';
import type { Storage } from '../../api/adapters/storage/types.ts';
import type { Config } from '../../api/config.ts';

/** This build's storage: made for each build, from that build's settings (a kept build process serves several servers in turn). */
export function buildStorage(config: Config): Storage {
  return selectNodeStorage(config, join(resolve(config.dataDir), 'uploads', 'images'));
}

/** A folder of the build cache under DATA_DIR/cache, kept between builds. */
export function buildCacheDir(config: Config, name: string): string {
  return join(resolve(config.dataDir), 'cache', name);
}
