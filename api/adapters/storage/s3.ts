import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { Storage, StoredObject } from './types.ts';

type S3Settings = NonNullable<Config['s3']>;

/**
 * Images in an S3-compatible bucket (AWS S3, R2, MinIO). Runs on Node and on the edge, so no
 * Node built-ins here. Objects live under `uploads/images/`, mirroring the local URL path: in a
 * shared bucket, listing and orphan cleanup never see anything else.
 */
const PREFIX = 'uploads/images/';
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Keys are random and never rewritten, so browsers and CDNs may keep an image for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where the bucket's objects are public: S3_PUBLIC_URL, else the endpoint's path-style URL, else AWS's bucket host. */
function publicBase(settings: S3Settings): string {
  if (settings.publicUrl) return `${settings.publicUrl.replace(/\/+$/, '')}/`;
  if (settings.endpoint) return `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}/`;
  const region = settings.region === 'auto' ? '' : `.${settings.region}`;
  return `https://${settings.bucket}.s3${region}.amazonaws.com/`;
}

/** `listPageSize` stays at S3's 1000 in the product; tests lower it to exercise paging. */
export function createS3Storage(settings: S3Settings, options: { listPageSize?: number } = {}): Storage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const urlPrefix = `${publicBase(settings)}${PREFIX}`;

  return {
    async put(key, bytes, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${PREFIX}${key}`, Body: bytes, ContentType: contentType, CacheControl: CACHE_CONTROL }));
      return `${urlPrefix}${key}`;
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${PREFIX}${key}` }));
        return object.Body ? await object.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${PREFIX}${key}` }));
    },
    async list() {
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token, MaxKeys: options.listPageSize }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(PREFIX.length) ?? '';
          if (SAFE_KEY.test(key)) objects.push({ key, size: item.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    keyFor(url) {
      if (!url.startsWith(urlPrefix)) return undefined;
      const key = url.slice(urlPrefix.length);
      return SAFE_KEY.test(key) ? key : undefined;
    },
  };
}
