import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { OwnedProfile } from '../../../domain/claims.ts';
import { CORRECTION_LIMITS, CORRECTION_PARTS, entryKey, isEntryPart, OWNER_CHANGE_PARTS, type OwnerChangePart } from '../../../domain/corrections.ts';
import { api, unwrap } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { FieldShell, TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

interface Values {
  part: OwnerChangePart;
  entry: string;
  reason: string;
  sourceUrl: string;
}

/** The entries of a part the owner may name, as the corrections name them (a sentence, or a source's web address). */
function entriesOf(profile: OwnedProfile, part: OwnerChangePart): Array<{ key: string; label: string }> {
  if (!isEntryPart(part)) return [];
  const entries = part === 'sources' ? profile.sources : part === 'contextNotes' ? profile.contextNotes : profile.disclosures;
  return entries.map((entry) => ({ key: entryKey(entry), label: 'title' in entry ? `${entry.title} (${entry.url})` : entry.text }));
}

/**
 * 'Ask for a change' (issue 36 §2): what others wrote about the owner (sources, context notes,
 * identifiers, the commercial interests listed) is not theirs to change, so they tell the editors
 * what should change and why; it lands in the corrections queue marked as from the profile's owner.
 */
export function AskForChange({ profile, onDone }: { profile: OwnedProfile; onDone: () => void }) {
  const partId = useId();
  const entryId = useId();
  const { register, handleSubmit, watch } = useForm<Values>({ defaultValues: { part: 'sources', entry: '', reason: '', sourceUrl: '' } });
  const entries = entriesOf(profile, watch('part'));
  const send = useMutation({
    mutationFn: (json: Values) => unwrap(api['my-profile'][':id']['change-requests'].$post({ param: { id: String(profile.expertId) }, json })),
    onSuccess: ({ message }) => {
      toast({ title: 'Request Sent', description: message });
      onDone();
    },
    onError: (error) => toast({ title: 'Request Not Sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <form
      noValidate
      className="form-grid"
      aria-label={`Ask for a change to ${profile.name}`}
      onSubmit={handleSubmit((values) => send.mutate({ ...values, entry: entries.length > 0 ? values.entry : '' }))}
    >
      <FieldShell id={partId} label="What should change">
        <select id={partId} className="select" {...register('part')}>
          {OWNER_CHANGE_PARTS.map((part) => (
            <option key={part} value={part}>
              {CORRECTION_PARTS.expert[part]}
            </option>
          ))}
        </select>
      </FieldShell>
      {entries.length > 0 && (
        <FieldShell id={entryId} label="Which one" optional>
          <select id={entryId} className="select" {...register('entry')}>
            <option value="">The list as a whole (or one to add)</option>
            {entries.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.label}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
      <TextAreaField
        label="Your reason"
        rows={3}
        maxLength={CORRECTION_LIMITS.proposedText}
        hint="What is wrong or missing, and what it should say. The editors read it in their corrections queue."
        registration={register('reason')}
      />
      <TextField label="A link that shows it" type="url" inputMode="url" optional placeholder="https://" registration={register('sourceUrl')} />
      <SubmitButton pending={send.isPending} label="Send to the editors" pendingLabel="Sending..." />
    </form>
  );
}
