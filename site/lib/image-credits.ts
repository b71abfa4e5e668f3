/**
 * Build-time only: the credits recorded on stored images (stored_images.credit), read once per
 * build, so a page can show the credit of whichever stored image it shows.
 */
import { createDb } from '../../db/client.ts';
import { listImageCredits } from '../../db/queries/stored-images.ts';
import type { ImageCredit } from '../../domain/image-credit.ts';
import { storedImageKey } from '../../domain/image-variants.ts';
import { config } from './settings.ts';

let cached: Promise<Map<string, ImageCredit>> | undefined;

async function load(): Promise<Map<string, ImageCredit>> {
  const db = createDb(config.database);
  try {
    return await listImageCredits(db);
  } finally {
    db.$client.close();
  }
}

/** The credit of the stored image at `url`, else undefined (no credit recorded, or not one of ours). */
export async function imageCreditFor(url: string | null | undefined): Promise<ImageCredit | undefined> {
  const key = storedImageKey(url);
  if (!key) return undefined;
  cached ??= load();
  return (await cached).get(key);
}
