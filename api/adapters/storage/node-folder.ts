import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from './types.ts';

const PUBLIC_PREFIX = '/uploads/images/';
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Images as files in `folder` (data/uploads/images), served by the Node server at /uploads/images/. */
export function createFolderStorage(folder: string): Storage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, key), bytes);
      return `${PUBLIC_PREFIX}${key}`;
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const bytes = await readFile(join(folder, key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(join(folder, key), { force: true });
    },
    async list() {
      const names = await readdir(folder).catch(() => [] as string[]);
      const entries = await Promise.all(names.filter((name) => SAFE_KEY.test(name)).map(async (key) => ({ key, info: await stat(join(folder, key)) })));
      return entries.filter(({ info }) => info.isFile()).map(({ key, info }) => ({ key, size: info.size }));
    },
    keyFor(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return undefined;
      const key = url.slice(PUBLIC_PREFIX.length);
      return SAFE_KEY.test(key) ? key : undefined;
    },
  };
}
