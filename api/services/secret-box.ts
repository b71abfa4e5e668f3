import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

/**
 * Secrets the server must read back (a TOTP secret), encrypted at rest with AES-256-GCM under a
 * key derived from SECRET_KEY by HKDF-SHA256, one key per purpose. Web Crypto only, so Node and
 * the edge both run it. Each box is `v1.<iv>.<ciphertext>` (base64url, 96-bit random IV) and is
 * bound to what it belongs to (additional data, e.g. the user id): a box copied to another row
 * does not open. A leaked database alone holds no usable secret; changing SECRET_KEY makes every
 * box unreadable (the owner then signs in with a passkey or a recovery code and enrols again).
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function boxKey(secretKey: string, purpose: string): Promise<CryptoKey> {
  const cacheKey = `${purpose}\u0000${secretKey}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', encoder.encode(secretKey), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('longevity-experts secret box'), info: encoder.encode(purpose) },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(cacheKey, key);
  }
  return key;
}

export async function sealSecret(secretKey: string, purpose: string, boundTo: string, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await boxKey(secretKey, purpose);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(boundTo) }, key, plain);
  return `v1.${encodeBase64urlNoPadding(iv)}.${encodeBase64urlNoPadding(new Uint8Array(sealed))}`;
}

/** The secret, or undefined when the box does not open (another key, another row, or tampered with). */
export async function openSecret(secretKey: string, purpose: string, boundTo: string, box: string): Promise<Uint8Array | undefined> {
  const [version, iv, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !sealed) return undefined;
  try {
    const key = await boxKey(secretKey, purpose);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(decodeBase64urlIgnorePadding(iv)), additionalData: encoder.encode(boundTo) },
      key,
      new Uint8Array(decodeBase64urlIgnorePadding(sealed)),
    );
    return new Uint8Array(plain);
  } catch {
    return undefined;
  }
}
