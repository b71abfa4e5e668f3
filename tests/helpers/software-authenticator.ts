import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A software passkey authenticator for API tests: it answers the server's WebAuthn options with
 * real responses (P-256 keys, 'none' attestation, user present and verified, a counting signature
 * counter), as a browser with a platform authenticator would, so the server's whole verification
 * runs. It keeps its credentials like a resident-key authenticator: by rpID, with the user handle.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The public key as a COSE map (EC2, P-256, ES256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return isoCBOR.encode(map);
}

export function createSoftwareAuthenticator(origin: string) {
  const credentials: Credential[] = [];

  function clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    credentials,
    /** navigator.credentials.create(): a new credential for the options' account. */
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: Credential = { id: randomBytes(16), rpId: options.rp.id!, userHandle: options.user.id, privateKey, counter: 0 };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const authData = Buffer.concat([
        sha256(credential.rpId),
        Buffer.from([FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        credential.id,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** navigator.credentials.get(): signs the options' challenge with an allowed credential (or any of the rpID's). */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, pick: (credential: Credential) => boolean = () => true): AuthenticationResponseJSON {
      const allowed = options.allowCredentials?.map((entry) => entry.id);
      const credential = credentials.find(
        (candidate) => candidate.rpId === options.rpId && (!allowed?.length || allowed.includes(b64url(candidate.id))) && pick(candidate),
      );
      if (!credential) throw new Error('No credential for these options');
      credential.counter += 1;
      const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([FLAGS.userPresent | FLAGS.userVerified]), counterBytes(credential.counter)]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
