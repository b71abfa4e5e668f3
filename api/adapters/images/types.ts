/** One size of a stored image, ready to store beside it. */
export interface MadeVariant {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Makes every size of a stored image (domain/image-variants.ts) from its original bytes. Node has
 * one (sharp); the edge has none, so there an image's sizes are made by the next site build.
 */
export interface ImageVariantMaker {
  /** The sizes of the original stored at `key`; none for a key our storage did not name. Throws when the bytes cannot be decoded. */
  make(key: string, bytes: Uint8Array): Promise<MadeVariant[]>;
  /**
   * The original as it is stored: without metadata, its pixels turned by the EXIF orientation, its
   * ICC profile kept, in its own format (api/services/image-metadata.ts does what needs no
   * decoding). The same bytes when there is nothing to take out, so cleaning twice changes nothing.
   */
  cleanOriginal(bytes: Uint8Array): Promise<Uint8Array>;
}
