import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { researchPortraitSchema } from '../../../domain/commons.ts';
import { responsiveImage, squareSlot } from '../../../domain/image-variants.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { Picture } from '../../ui/picture.tsx';
import { storedImageAtQuery } from '../queries.ts';
import { ImageCreditLine } from '../ui/image-credit-line.tsx';
import { useAcceptPortrait, type QueuedSubmission } from './use-submissions.ts';

/** The box the review dialog shows a portrait in (the profile's own size). */
const PORTRAIT_SIZE = 144;

/** The portrait the research offered (researchData.portrait with status 'offered'), else undefined. */
function offeredPortrait(researchData: unknown) {
  const found = researchPortraitSchema.safeParse((researchData as { portrait?: unknown } | null | undefined)?.portrait);
  return found.success && found.data.status === 'offered' ? found.data : undefined;
}

/**
 * The Wikimedia Commons portrait the research offered, with its credit as the profile will show
 * it, and 'Use this portrait'; once stored (now or earlier), the stored portrait and its credit.
 * Nothing when the research offered none.
 */
export function PortraitOffer({ submission }: { submission: QueuedSubmission }) {
  const headingId = useId();
  const offer = offeredPortrait(submission.researchData);
  const current = useQuery({ ...storedImageAtQuery(submission.imageUrl ?? ''), enabled: Boolean(offer && submission.imageUrl) });
  const accept = useAcceptPortrait(submission.id);
  if (!offer) return null;

  // Stored from this offer: now (the reply), or before the dialog opened (the submission's image came from the offered file).
  const stored = accept.data?.image ?? (current.data && current.data.originalUrl === offer.imageUrl ? current.data : undefined);
  const status = accept.isPending
    ? 'Downloading the portrait from Wikimedia Commons and storing it...'
    : accept.isSuccess
      ? 'Portrait stored: it becomes the profile image when you approve the submission.'
      : '';
  return (
    <section className="portrait-offer" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-heading">
        {stored ? 'Portrait' : 'Portrait offered from Wikimedia Commons'}
      </h3>
      {stored ? (
        <figure className="portrait-offer-figure" data-testid="stored-portrait">
          <Picture
            image={responsiveImage(stored.storedUrl, squareSlot(PORTRAIT_SIZE))}
            alt={`Stored portrait of ${submission.name}`}
            className="portrait-offer-image"
          />
          <figcaption>{stored.credit && <ImageCreditLine credit={stored.credit} />}</figcaption>
        </figure>
      ) : (
        <figure className="portrait-offer-figure" data-testid="offered-portrait">
          {/* The page policy takes other hosts' images over https only, as Commons serves them. */}
          {offer.imageUrl.startsWith('https://') ? (
            <img
              className="portrait-offer-image"
              src={offer.imageUrl}
              alt={`Portrait of ${submission.name} offered from Wikimedia Commons`}
              width={PORTRAIT_SIZE}
              height={PORTRAIT_SIZE}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
            />
          ) : (
            <a className="portrait-offer-image portrait-offer-placeholder" href={offer.pageUrl} target="_blank" rel="noopener noreferrer">
              See the file on Wikimedia Commons
            </a>
          )}
          <figcaption>
            <ImageCreditLine credit={offer.credit} />
          </figcaption>
        </figure>
      )}
      {!stored && (
        <div className="portrait-offer-actions">
          <button type="button" className="btn btn-secondary btn-sm" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending ? 'Storing portrait...' : 'Use this portrait'}
          </button>
          {submission.imageUrl && <span className="muted small">It replaces the image of the submission.</span>}
        </div>
      )}
      <p className="muted small" role="status">
        {status}
      </p>
      {accept.isError && (
        <p className="notice notice-danger" role="alert">
          {errorMessage(accept.error, 'Failed to store the portrait')}
        </p>
      )}
    </section>
  );
}
