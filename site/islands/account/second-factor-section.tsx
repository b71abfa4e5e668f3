import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import { SECOND_FACTOR_LIMITS, totpConfirmSchema, type PasskeySummary, type TotpEnrolment } from '../../../domain/second-factor.ts';
import { api, unwrap } from '../../lib/api.ts';
import { addPasskey, passkeysSupported } from '../../lib/passkeys.ts';
import { toastMessage } from '../../lib/toast.ts';
import { PasswordAgain } from './password-again.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useAccountAction } from './use-account-action.ts';

/** Setting up the authenticator app: the QR code and the key, then a current code to turn it on. */
function TotpEnrolmentForm({ enrolment, onDone }: { enrolment: TotpEnrolment; onDone: (codes: string[]) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const confirm = useAccountAction((body: { code: string }) => unwrap(api.account.totp.confirm.$post({ json: body })), {
    failure: 'Could not turn on the authenticator app',
    onSuccess: (reply) => onDone(reply.recoveryCodes),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = totpConfirmSchema.safeParse({ code });
    if (!checked.success) return toastMessage(checked.error.issues[0]?.message ?? 'Please check the code');
    confirm.mutate({ code });
  }
  return (
    <div className="totp-enrolment">
      <p>Scan this code with your authenticator app, or enter the key by hand.</p>
      <QrCode text={enrolment.uri} label="QR code for your authenticator app" />
      <p className="small">
        Key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <p className="small break-all">
        Address: <code data-testid="totp-uri">{enrolment.uri}</code>
      </p>
      <form className="form-grid" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>Code from the app</label>
          <input
            id={id}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
          Turn on
        </button>
      </form>
    </div>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeySummary; onRemove: () => void }) {
  return (
    <li className="account-passkey" data-testid="passkey">
      <span>
        <strong dir="auto">{passkey.name}</strong>
        <span className="muted small">
          {' '}
          · added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
        </span>
      </span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

type Confirming = { kind: 'totp' } | { kind: 'codes' } | { kind: 'passkey'; passkey: PasskeySummary };

const CONFIRM_LABELS = { totp: 'Remove the authenticator app', codes: 'Make new codes', passkey: 'Remove the passkey' } as const;

/** The second factor: authenticator app, passkeys and recovery codes, each added or removed here. */
export function SecondFactorSection() {
  const status = useQuery({ queryKey: ['account', 'second-factor'], queryFn: () => unwrap(api.account['second-factor'].$get()) });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const nameId = useId();

  const startTotp = useAccountAction(() => unwrap(api.account.totp.$post()), { failure: 'Could not set up the authenticator app', onSuccess: setEnrolment });
  const newPasskey = useAccountAction(addPasskey, {
    failure: 'Could not add the passkey',
    onSuccess: (reply) => {
      setPasskeyName('');
      if (reply.recoveryCodes) setCodes(reply.recoveryCodes);
    },
  });
  const confirmed = useAccountAction(
    async (password: string) => {
      if (!confirming) return undefined;
      if (confirming.kind === 'totp') return unwrap(api.account.totp.remove.$post({ json: { password } }));
      if (confirming.kind === 'codes') return unwrap(api.account['recovery-codes'].$post({ json: { password } }));
      return unwrap(api.account.passkeys[':passkeyId'].remove.$post({ param: { passkeyId: confirming.passkey.id }, json: { password } }));
    },
    {
      failure: 'Not changed',
      onSuccess: (reply) => {
        setConfirming(null);
        if (reply && 'recoveryCodes' in reply) setCodes(reply.recoveryCodes);
      },
    },
  );

  const state = status.data;
  // Sent here to enrol (/account#second-factor): the section renders after its data, past the browser's own jump to it.
  const loaded = state !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === '#second-factor') document.getElementById('second-factor')?.scrollIntoView();
  }, [loaded]);
  if (!state) return <p className="muted">Loading...</p>;
  const anyFactor = state.totp || state.passkeys.length > 0;
  return (
    <section className="account-section" aria-labelledby="second-factor">
      <h2 id="second-factor">Two-step verification</h2>
      <p className="muted">
        {anyFactor
          ? 'Signing in asks for your password, then your authenticator app or a passkey.'
          : 'Add a second step to signing in: an authenticator app or a passkey.'}
      </p>
      {state.required && !anyFactor && (
        <p className="notice notice-warning" role="status" data-testid="second-factor-required">
          <strong>Your role needs it before you can do anything else.</strong> Set up an authenticator app or add a passkey here; the admin screens open as soon
          as it is on.
        </p>
      )}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      <h3>Authenticator app</h3>
      {state.totp ? (
        <div className="cluster">
          <span className="badge badge-success">On</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming({ kind: 'totp' })}>
            Remove
          </button>
        </div>
      ) : enrolment ? (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onDone={(fresh) => {
            setEnrolment(null);
            setCodes(fresh);
          }}
        />
      ) : (
        <button type="button" className="btn btn-secondary" disabled={startTotp.isPending} onClick={() => startTotp.mutate(undefined)}>
          Set up an authenticator app
        </button>
      )}

      <h3>Passkeys</h3>
      {state.passkeys.length > 0 && (
        <ul className="account-passkeys">
          {state.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setConfirming({ kind: 'passkey', passkey })} />
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form
          className="cluster add-passkey"
          onSubmit={(event) => {
            event.preventDefault();
            newPasskey.mutate(passkeyName.trim());
          }}
        >
          <label htmlFor={nameId} className="visually-hidden">
            Passkey name (optional)
          </label>
          <input
            id={nameId}
            className="input"
            placeholder="Name, e.g. Work laptop (optional)"
            maxLength={SECOND_FACTOR_LIMITS.passkeyNameLength}
            value={passkeyName}
            onChange={(event) => setPasskeyName(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary" disabled={newPasskey.isPending}>
            Add a passkey
          </button>
        </form>
      ) : (
        <p className="muted small">This browser cannot use passkeys.</p>
      )}

      {anyFactor && (
        <>
          <h3>Recovery codes</h3>
          <div className="cluster">
            <span data-testid="recovery-codes-left">{state.recoveryCodesLeft} unused</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming({ kind: 'codes' })}>
              Make new codes
            </button>
          </div>
        </>
      )}

      {confirming && (
        <PasswordAgain
          key={confirming.kind === 'passkey' ? confirming.passkey.id : confirming.kind}
          action={CONFIRM_LABELS[confirming.kind]}
          pending={confirmed.isPending}
          onConfirm={(password) => confirmed.mutate(password)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
