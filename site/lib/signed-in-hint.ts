import { SIGNED_IN_HINT_COOKIE, parseSignedInHint, type SignedInHint } from '../../domain/signed-in-hint.ts';

/** The browser's signed-in hint (domain/signed-in-hint.ts); undefined on the server and for anonymous visitors. */
export function readSignedInHint(): SignedInHint | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === SIGNED_IN_HINT_COOKIE) return parseSignedInHint(value);
  }
  return undefined;
}
