import { findStoredImageByUrl } from '../../db/queries/stored-images.ts';
import { getSubmissionById, setPendingSubmissionImage } from '../../db/queries/submissions.ts';
import { portraitFromCommons, researchPortraitSchema, type ResearchPortrait } from '../../domain/commons.ts';
import type { PublicUser, StoredImage, Submission } from '../../domain/entities.ts';
import { PORTRAIT_MESSAGES, REVIEW_MESSAGES } from '../../domain/messages.ts';
import type { ResearchSources } from '../adapters/research/index.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { downloadImage } from './image-download.ts';
import { putImage, recordImage } from './permanent-images.ts';

/** The research's way of calling a source: counted, and a failure becomes a note (api/services/ai/research/tracker.ts). */
interface SourceCaller {
  call<T>(source: string, work: () => Promise<T>, fallback: T): Promise<T>;
}

/**
 * The research step for a person's Wikidata image (P18): asks Commons for the file's licence and
 * author and answers the finding (offered with its credit, or refused with the reason), or
 * nothing when the person has no image or Commons could not be asked.
 */
export async function findCommonsPortrait(
  sources: Pick<ResearchSources, 'commons'>,
  tracker: SourceCaller,
  imageFile: string | null | undefined,
): Promise<ResearchPortrait | undefined> {
  if (!imageFile) return undefined;
  const file = await tracker.call('Wikimedia Commons', () => sources.commons.file(imageFile), undefined);
  return file ? portraitFromCommons(file) : undefined;
}

/** The portrait the research offered for this submission, else undefined. */
function offeredPortrait(submission: Submission) {
  const found = researchPortraitSchema.safeParse((submission.researchData as { portrait?: unknown } | null)?.portrait);
  return found.success && found.data.status === 'offered' ? found.data : undefined;
}

type AcceptDeps = Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'imageFetcher' | 'rebuild' | 'now'>;

/**
 * Accepting the offered portrait of a pending submission: the file is downloaded from Commons
 * (the address the research read from Commons, never one the client sends), stored permanently
 * with all its sizes and its credit, and becomes the submission's image, which the approval
 * carries to the expert. Accepting again answers the image already stored.
 */
export async function acceptCommonsPortrait(
  deps: AcceptDeps,
  input: { submissionId: number; admin: PublicUser },
): Promise<{ submission: Submission; image: StoredImage }> {
  const submission = await getSubmissionById(deps.db, input.submissionId);
  if (!submission) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (submission.status !== 'pending') throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
  const offer = offeredPortrait(submission);
  if (!offer) throw new NotFoundError(PORTRAIT_MESSAGES.noneOffered);
  const current = submission.imageUrl ? await findStoredImageByUrl(deps.db, submission.imageUrl) : undefined;
  if (current?.originalUrl === offer.imageUrl) return { submission, image: current };

  const { bytes } = await downloadImage(deps, offer.imageUrl);
  const put = await putImage(deps, bytes, {
    originalUrl: offer.imageUrl,
    imagePrompt: null,
    provider: 'wikimedia-commons',
    model: offer.fileTitle.slice(0, 100),
    size: offer.width && offer.height ? `${offer.width}x${offer.height}` : 'original',
    sourceType: 'expert_profile',
    sourceId: String(submission.id),
    credit: offer.credit,
  });
  // The image's record, the submission's new image and the entry are one transaction: a submission
  // reviewed meanwhile keeps neither (and the files go too).
  return recordImage(deps, put, async (deps, image) => {
    const updated = await setPendingSubmissionImage(deps.db, submission.id, image.storedUrl);
    if (!updated) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    await recordActivity(deps, input.admin, {
      action: 'submission.portrait_accepted',
      entityType: 'submission',
      entityId: submission.id,
      summary: `Accepted the ${offer.credit.sourceName ?? 'Commons'} portrait of ${submission.name} (${offer.credit.licence})`,
      before: { imageUrl: submission.imageUrl },
      after: { imageUrl: image.storedUrl, credit: offer.credit },
    });
    return { submission: updated, image };
  });
}
