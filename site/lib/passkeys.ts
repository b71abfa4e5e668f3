import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import type { PublicUser } from '../../domain/entities.ts';
import type { passkeyAuthenticationSchema, passkeyRegistrationSchema } from '../../domain/second-factor.ts';
import { api, unwrap } from './api.ts';

/**
 * The browser's half of a passkey ceremony: the server's options, the authenticator's answer
 * (the browser asks the person), the answer back to the server. The challenge travels in a
 * cookie, so each call pair must come from this browser. The casts only name, for the typed
 * client, the shapes the JSON round trip widens (the library's own option and response types).
 */

type SignInResponse = z.input<typeof passkeyAuthenticationSchema>['response'];
type NewPasskeyResponse = z.input<typeof passkeyRegistrationSchema>['response'];

/** Signs in with a passkey: alone, or as the second step of a pending sign-in (the server knows which). */
export async function signInWithPasskey(): Promise<PublicUser> {
  const optionsJSON = (await unwrap(api.auth.passkey.options.$post())) as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return unwrap(api.auth.passkey.$post({ json: { response: response as SignInResponse } }));
}

/** Adds a passkey to the signed-in account; answers the new recovery codes when the account had none. */
export async function addPasskey(name: string) {
  const optionsJSON = (await unwrap(api.account.passkeys.options.$post())) as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return unwrap(api.account.passkeys.$post({ json: { name: name || undefined, response: response as NewPasskeyResponse } }));
}

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
