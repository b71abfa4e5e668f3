import { addAiRunUsage } from '../../../db/queries/ai-runs.ts';
import { getLibraryContent } from '../../../db/queries/library.ts';
import { IMAGE_MESSAGES_AI, nearestShape, parseSize, type GenerateImagesInput, type ImageProvider } from '../../../domain/ai/images.ts';
import { LIBRARY_MESSAGES } from '../../../domain/library.ts';
import type { ImageResult, ProviderImage } from '../../adapters/ai/image-types.ts';
import type { PublicUser } from '../../../domain/entities.ts';
import type { AppDeps } from '../../deps.ts';
import { BadGatewayError, HttpError, NotFoundError } from '../../errors.ts';
import { downloadImage } from '../image-download.ts';
import { recordActivity } from '../activity.ts';
import { discardPutImages, putImage, recordImages, type PutImage } from '../permanent-images.ts';
import { tokenCost } from '../../../domain/ai/pricing.ts';
import { failureText, finishAiRun, startAiRun, type CallCost } from './ledger.ts';
import { chooseImageModel, imageReservation, type ImageChoice } from './model-choice.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'storage' | 'imageFetcher' | 'imageAi' | 'imageResizer' | 'catalogues'>;

export interface GeneratedImage {
  imageUrl: string;
  storedImageId: number;
  contentId: number;
  imagePrompt: string;
  provider: ImageProvider;
  model: string;
  size: string;
}

/** The provider's bytes, fetching a URL answer through the guarded downloader; a failed download is the provider's failure (502). */
async function bytesOf(deps: Deps, provider: ImageProvider, image: ProviderImage): Promise<Uint8Array> {
  if (image.bytes) return image.bytes;
  try {
    return (await downloadImage(deps, image.url)).bytes;
  } catch (error) {
    if (error instanceof HttpError) throw new BadGatewayError(IMAGE_MESSAGES_AI.failed(provider, `its image could not be downloaded (${error.message})`));
    throw error;
  }
}

/**
 * What one provider answer cost: the provider's reported cost, else its tokens at the model's
 * token price (GPT Image), else its price per image; unknown, each image counts at the dearest
 * image price any catalogue knows, and the run says 'cost unknown'.
 */
export function imageCallCost(result: ImageResult, choice: ImageChoice): CallCost {
  const tokens = { inputTokens: result.usage?.inputTokens ?? 0, outputTokens: result.usage?.outputTokens ?? 0 };
  const known =
    result.costUsd ??
    (choice.tokenPrice && result.usage ? tokenCost(tokens.inputTokens, tokens.outputTokens, choice.tokenPrice) : undefined) ??
    (choice.perImageUsd !== null ? choice.perImageUsd * result.images.length : undefined);
  return known === undefined
    ? { ...tokens, costUsd: choice.ceilingPerImageUsd * result.images.length, costUnknown: true }
    : { ...tokens, costUsd: known, costUnknown: false };
}

/**
 * One image per saved content piece, each copied at once into permanent storage (source
 * content_promotion, source id the content's): provider URLs expire within the hour and are only
 * kept as the record's originalUrl. The model is read against the provider's catalogue (400 for
 * one it does not list; an old id such as 'dall-e-3' stands for the current default). Where the
 * provider cannot make the size, the nearest aspect ratio is made and cropped to the exact size on
 * Node; on the edge the provider's size is kept and recorded. The whole call is one ledger run,
 * its maximum cost reserved against the budget first.
 */
export async function generateImages(
  deps: Deps,
  input: GenerateImagesInput,
  actor: PublicUser,
): Promise<{ images: GeneratedImage[]; costUsd: number; costUnknown: boolean; runId: number }> {
  const contentIds = [...new Set(input.contents.map((content) => content.id))];
  for (const id of contentIds) {
    if (!(await getLibraryContent(deps.db, id))) throw new NotFoundError(LIBRARY_MESSAGES.contentNotFound);
  }
  const choice = await chooseImageModel(deps, { provider: input.provider, model: input.model });
  const { provider, model } = choice;
  const { customPrompt: prompt, size } = input;
  const shape = nearestShape(provider, model, size);
  const wanted = parseSize(size);
  const reserveUsd = imageReservation(choice) * contentIds.length;
  const run = await startAiRun(deps, { kind: 'images', userId: actor.id, subject: prompt.slice(0, 120), provider, model, reserveUsd });
  let costUsd = 0;
  let costUnknown = false;
  const puts: PutImage[] = [];
  let images: GeneratedImage[];
  try {
    for (const contentId of contentIds) {
      const result = await deps.imageAi.generate({ provider, model, prompt, shape, version: choice.version });
      const cost = imageCallCost(result, choice);
      costUsd += cost.costUsd;
      costUnknown ||= cost.costUnknown;
      await addAiRunUsage(deps.db, run.id, cost);
      const first = result.images[0] as ProviderImage;
      const original = await bytesOf(deps, provider, first);
      const resized = await deps.imageResizer.fit(original, wanted.width, wanted.height);
      const put = await putImage(deps, resized ?? original, {
        originalUrl: first.url ?? null,
        imagePrompt: prompt,
        provider,
        model,
        size: resized ? size : `${shape.width}x${shape.height}`,
        sourceType: 'content_promotion',
        sourceId: String(contentId),
      });
      puts.push(put);
    }
    // The images it stored are an admin's change like any other: recorded together with their entry (the run is the ledger's).
    images = await recordImages(deps, puts, async (deps, stored) => {
      await recordActivity(deps, actor, {
        action: 'image.generated',
        entityType: 'image',
        summary: `Generated ${stored.length} ${stored.length === 1 ? 'image' : 'images'} with ${provider} ${model}`,
        after: { storedImageIds: stored.map((image) => image.id), contentIds, runId: run.id },
      });
      // Each image's sourceId is its content's id.
      return stored.map((image) => ({
        imageUrl: image.storedUrl,
        storedImageId: image.id,
        contentId: Number(image.sourceId),
        imagePrompt: prompt,
        provider,
        model,
        size: image.size,
      }));
    });
  } catch (error) {
    await discardPutImages(deps, puts);
    await finishAiRun(deps, run, { status: 'failed', error: failureText(error) });
    throw error;
  }
  await finishAiRun(deps, run, { status: 'succeeded', result: { images: images.map((image) => image.storedImageId) } });
  return { images, costUsd, costUnknown, runId: run.id };
}
