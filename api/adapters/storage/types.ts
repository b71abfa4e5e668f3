/** Where image bytes live: a local folder served at /uploads/images/, or an S3-compatible bucket. */
export interface StoredObject {
  key: string;
  size: number;
}

export interface Storage {
  /** Stores the bytes under `key` (a bare file name) and answers the public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The object's bytes, or undefined when there is none (the site build reads originals to make their sizes). */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  list(): Promise<StoredObject[]>;
  /** The key behind a public URL this storage produced, else undefined. */
  keyFor(url: string): string | undefined;
}
