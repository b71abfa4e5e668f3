import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  CORRECTION_PARTS,
  correctionSchema,
  isEntryPart,
  type CorrectionEntityType,
  type EntryChoices,
  type EntryPart,
} from '../../domain/corrections.ts';
import { TEXT_MAX } from '../../domain/limits.ts';
import { api, unwrap, type RequestBody } from '../lib/api.ts';
import { errorMessage } from '../lib/api-error.ts';
import { toast } from '../lib/toast.ts';
import { useAuth } from '../lib/use-auth.ts';
import { CaptchaField } from './captcha-field.tsx';
import { check, reportProblem } from '../ui/forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { FieldShell, TextAreaField, TextField } from '../ui/forms/text-field.tsx';
import { useCaptchaAnswer } from './forms/use-captcha-answer.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { withProviders } from '../ui/with-providers.tsx';

interface Props {
  entityType: CorrectionEntityType;
  entityId: number;
  /** A profile's commercial interests, context notes and sources, as it lists them: a correction may name one. */
  entries?: EntryChoices | undefined;
}

interface CorrectionFields {
  part: string;
  quote: string;
  /** The key of the chosen entry of a sourced part ('' for a new one); sent as the quote. */
  entry: string;
  proposedText: string;
  sourceUrl: string;
  note: string;
  email: string;
  captchaAnswer: string;
}

const EMPTY: CorrectionFields = { part: '', quote: '', entry: '', proposedText: '', sourceUrl: '', note: '', email: '', captchaAnswer: '' };

/** How the form asks for one entry of a sourced part, and what it says the corrected text is. */
const ENTRY_FIELDS: Record<EntryPart, { which: string; added: string; text: string; source: string }> = {
  disclosures: {
    which: 'Which commercial interest',
    added: 'A commercial interest not listed',
    text: 'One sentence on the commercial interest, for example a company the person founded or advises.',
    source: 'The web address of a public source that reports it.',
  },
  contextNotes: {
    which: 'Which context note',
    added: 'Context not listed',
    text: 'One neutral sentence of context, as the source reports it.',
    source: 'The web address of a public source that reports it.',
  },
  sources: {
    which: 'Which source',
    added: 'A source not listed',
    text: 'The title of the source, as it names itself (for example the headline of an article).',
    source: 'The web address of the source.',
  },
};

function Thanks({ signedIn, onAnother }: { signedIn: boolean; onAnother: () => void }) {
  const headingRef = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="suggest-correction-done" role="status">
      <p ref={headingRef} tabIndex={-1} className="screen-title">
        <strong>{CORRECTION_MESSAGES.received}</strong>
      </p>
      <p className="muted small">
        {signedIn ? (
          <>
            You can follow it on <a href="/my-submissions">My Submissions</a>.
          </>
        ) : (
          'We will write to you with their decision.'
        )}
      </p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onAnother}>
        Suggest another correction
      </button>
    </div>
  );
}

function CorrectionForm({ entityType, entityId, entries, signedIn, onSent }: Props & { signedIn: boolean; onSent: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const partId = useId();
  const entryId = useId();
  const { register, handleSubmit, setValue, setFocus, watch } = useForm<CorrectionFields>({ defaultValues: EMPTY });
  const captcha = useCaptchaAnswer(setValue, setFocus);
  const part = watch('part');
  const entryPart = isEntryPart(part) ? part : undefined;
  // Choosing a sourced part starts at its first entry (the list ends with 'not listed').
  useEffect(() => {
    if (entryPart) setValue('entry', entries?.[entryPart]?.[0]?.key ?? '');
  }, [entryPart, entries, setValue]);

  const send = useMutation({
    mutationFn: (body: RequestBody<typeof api.corrections.$post>) => unwrap(api.corrections.$post({ json: body })),
    onSuccess: () => {
      toast({ title: 'Correction Sent', description: CORRECTION_MESSAGES.received });
      onSent();
    },
    onError: (error) => {
      toast({ title: 'Correction Not Sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      // The server spent the security question's token: a fresh one for the next try.
      if (!signedIn) captcha.newQuestion();
    },
  });

  const onSubmit = handleSubmit(({ entry, ...fields }) => {
    // A sourced part's entry is named by the quote: the chosen one's key, or none for a new one.
    const quote = entryPart ? entry : fields.quote;
    const body = { ...fields, quote, entityType, entityId, ...(signedIn ? { email: null, captchaAnswer: undefined } : { captchaExpected: captcha.expected }) };
    const result = check(correctionSchema, body);
    if (!result.ok) return reportProblem(formRef.current, result);
    if (!signedIn && !fields.email.trim()) return reportProblem(formRef.current, { message: CORRECTION_MESSAGES.emailRequired, field: 'email' });
    send.mutate(body);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="form-grid suggest-correction-form">
      <FieldShell id={partId} label="Which part">
        <select id={partId} className="select" aria-required="true" {...register('part')}>
          <option value="">Choose the part to correct</option>
          {Object.entries(CORRECTION_PARTS[entityType]).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </FieldShell>
      {entryPart ? (
        <FieldShell id={entryId} label={ENTRY_FIELDS[entryPart].which}>
          <select id={entryId} className="select" {...register('entry')}>
            {(entries?.[entryPart] ?? []).map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
            <option value="">{ENTRY_FIELDS[entryPart].added}</option>
          </select>
        </FieldShell>
      ) : (
        <TextAreaField
          label="What it says now"
          optional
          rows={2}
          maxLength={CORRECTION_LIMITS.quote}
          hint="Copy the words that are wrong, so the editors find them."
          registration={register('quote')}
        />
      )}
      <TextAreaField
        label="The corrected text"
        rows={4}
        maxLength={CORRECTION_LIMITS.proposedText}
        hint={entryPart && ENTRY_FIELDS[entryPart].text}
        registration={register('proposedText')}
      />
      <TextField
        label="Source"
        type="url"
        inputMode="url"
        optional={!entryPart}
        placeholder="https://"
        maxLength={TEXT_MAX.url}
        hint={entryPart ? ENTRY_FIELDS[entryPart].source : 'The web address of a public source that supports the correction.'}
        registration={register('sourceUrl')}
      />
      <TextAreaField label="Note to the editors" optional rows={2} maxLength={CORRECTION_LIMITS.note} registration={register('note')} />
      {!signedIn && (
        <>
          <TextField
            label="Your email address"
            type="email"
            autoComplete="email"
            maxLength={TEXT_MAX.email}
            hint="We write to you once, with the editors' decision."
            registration={register('email')}
          />
          <CaptchaField question={captcha.question} onNewQuestion={captcha.newQuestion} answer={register('captchaAnswer')} />
        </>
      )}
      <SubmitButton pending={send.isPending} label="Send correction" pendingLabel="Sending..." />
    </form>
  );
}

/**
 * 'Suggest a correction' on a profile or an article. The built page has the disclosure's summary
 * only; the form appears once the island runs and the reader opens it (opening works before, as
 * a plain <details>). Signed in, the account is the sender; signed out, an e-mail address and the
 * security question.
 */
function SuggestCorrection({ entityType, entityId, entries }: Props) {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Each 'Suggest another correction' mounts a fresh, empty form.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return undefined;
    const sync = () => setOpen(details.open);
    sync();
    details.addEventListener('toggle', sync);
    return () => details.removeEventListener('toggle', sync);
  }, []);

  let body;
  if (!hydrated) body = <p className="muted small">Loading the form… (it needs JavaScript)</p>;
  else if (!open) body = null;
  else if (isLoading) body = <p className="muted small">Loading...</p>;
  else if (sent) {
    body = (
      <Thanks
        signedIn={user !== null}
        onAnother={() => {
          setRound(round + 1);
          setSent(false);
        }}
      />
    );
  } else
    body = <CorrectionForm key={round} entityType={entityType} entityId={entityId} entries={entries} signedIn={user !== null} onSent={() => setSent(true)} />;

  return (
    <details ref={detailsRef} className="suggest-correction" data-testid="suggest-correction">
      <summary>Suggest a correction</summary>
      <div className="suggest-correction-body">{body}</div>
    </details>
  );
}

export default withProviders(SuggestCorrection);
