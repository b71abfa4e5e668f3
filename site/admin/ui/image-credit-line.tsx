import { creditSegments, type ImageCredit } from '../../../domain/image-credit.ts';

/**
 * The credit line as the public pages show it (site/components/image-credit.astro, the same
 * segments), for the admin's dialogs: its links open in a new tab so the dialog stays as it was.
 */
export function ImageCreditLine({ credit }: { credit: ImageCredit }) {
  return (
    <p className="image-credit-line" data-testid="image-credit">
      {creditSegments(credit).map((part, index) =>
        part.url ? (
          <a key={index} href={part.url} rel={[part.rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ')} target="_blank">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
