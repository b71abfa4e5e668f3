/**
 * Benchmark seeding with photographs: distinct 3000×3000 JPEGs of 2–4 MB (synthetic, see
 * synthetic-photo.ts), stored the way the API stores images, then set on every expert and every
 * article.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../api/deps.ts';
import { storeImageBytes } from '../../api/services/permanent-images.ts';
import { articles, experts } from '../../db/schema.ts';
import { syntheticPhoto } from './synthetic-photo.ts';

export const PHOTO_SIZE = 3000;
const MIN_BYTES = 2 * 1024 * 1024;
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * `count` different photos: a few generated ones, the rest shifted in hue and brightness and
 * mirrored from them (as cheap to make, and as hard to compress, as a new photo).
 */
export async function photoPool(count: number): Promise<Buffer[]> {
  const bases = await Promise.all(
    Array.from({ length: Math.min(4, count) }, (_, index) => syntheticPhoto({ width: PHOTO_SIZE, height: PHOTO_SIZE, seed: 101 + index })),
  );
  const pool: Buffer[] = [...bases];
  for (let index = bases.length; index < count; index++) {
    const base = bases[index % bases.length] as Buffer;
    let image = sharp(base).modulate({ hue: (index * 47) % 360, brightness: 0.9 + (index % 5) * 0.05 });
    if (index % 2) image = image.flop();
    pool.push(await image.jpeg({ quality: 92 }).toBuffer());
  }
  for (const photo of pool) {
    if (photo.length < MIN_BYTES || photo.length > MAX_BYTES) throw new Error(`A synthetic photo is ${(photo.length / 1e6).toFixed(2)} MB, outside 2-4 MB`);
  }
  return pool;
}

/** Stores one photo per expert and per article through the API's store path (sizes made with sharp) and sets it. */
export async function photographEveryone(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now'>,
  pool: readonly Buffer[],
  log: (line: string) => void = () => {},
): Promise<{ experts: number; articles: number; msPerImage: number }> {
  const { db } = deps;
  const people = await db.select({ id: experts.id }).from(experts).orderBy(experts.id);
  const pieces = await db.select({ id: articles.id }).from(articles).orderBy(articles.id);
  const started = performance.now();
  let next = 0;
  const store = async (sourceType: 'expert_profile' | 'article', sourceId: number) => {
    const bytes = pool[next++ % pool.length] as Buffer;
    const image = await storeImageBytes(deps, new Uint8Array(bytes), {
      originalUrl: null,
      imagePrompt: null,
      provider: 'upload',
      model: 'upload',
      size: `${PHOTO_SIZE}x${PHOTO_SIZE}`,
      sourceType,
      sourceId: String(sourceId),
    });
    if (next % 10 === 0) log(`[photos] ${next} of ${people.length + pieces.length} stored`);
    return image.storedUrl;
  };
  for (const person of people)
    await db
      .update(experts)
      .set({ imageUrl: await store('expert_profile', person.id) })
      .where(eq(experts.id, person.id));
  for (const piece of pieces)
    await db
      .update(articles)
      .set({ featuredImageUrl: await store('article', piece.id) })
      .where(eq(articles.id, piece.id));
  return { experts: people.length, articles: pieces.length, msPerImage: Math.round((performance.now() - started) / Math.max(1, next)) };
}
