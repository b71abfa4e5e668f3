import { useEffect, useState } from 'react';
import type { PublicUser } from '../../domain/entities.ts';
import { errorMessage } from '../lib/api-error.ts';
import { passkeysSupported, signInWithPasskey } from '../lib/passkeys.ts';
import { toast } from '../lib/toast.ts';

/** 'Sign in with a passkey': no e-mail or password, the authenticator names the account. */
export function PasskeyButton({ onSignedIn, label }: { onSignedIn: (user: PublicUser) => void; label: string }) {
  const [pending, setPending] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  async function signIn() {
    setPending(true);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (error) {
      toast({ title: 'Sign In Failed', description: errorMessage(error, 'The passkey was not used. Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <button type="button" className="btn btn-secondary btn-block" disabled={pending} onClick={() => void signIn()}>
      {pending ? 'Waiting for your passkey...' : label}
    </button>
  );
}
