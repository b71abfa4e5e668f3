import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { OwnedProfile } from '../../../domain/claims.ts';
import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES, type ProposableField } from '../../../domain/expert-proposals.ts';
import { DISCLOSURE_KIND_LABELS, DISCLOSURE_KINDS, type DisclosureKind } from '../../../domain/provenance.ts';
import { api, unwrap, type RequestBody } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { FieldShell, TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

const LIST_FIELDS = ['referenceLinks', 'books', 'scienceHighlights', 'youtubeEmbeds'] as const;
type Values = Record<ProposableField, string> & { disclosureKind: DisclosureKind | ''; disclosureText: string; disclosureSource: string; note: string };

/** The profile's values as the form edits them: a list one entry per line. */
function formValues(profile: OwnedProfile): Values {
  const { values } = profile;
  return {
    title: values.title,
    longevityContribution: values.longevityContribution,
    biography: values.biography,
    referenceLinks: values.referenceLinks.join('\n'),
    books: values.books.join('\n'),
    scienceHighlights: values.scienceHighlights.join('\n'),
    youtubeEmbeds: values.youtubeEmbeds.join('\n'),
    disclosureKind: '',
    disclosureText: '',
    disclosureSource: '',
    note: '',
  };
}

/** Only what the owner changed: the server refuses a proposal that changes nothing. */
function proposalBody(before: Values, after: Values): RequestBody<(typeof api)['my-profile'][':id']['proposals']['$post']> {
  const body: Record<string, unknown> = {};
  for (const field of ['title', 'longevityContribution', 'biography'] as const) if (after[field] !== before[field]) body[field] = after[field];
  for (const field of LIST_FIELDS) if (after[field] !== before[field]) body[field] = after[field].split('\n').filter((line) => line.trim() !== '');
  if (after.disclosureKind && after.disclosureText.trim()) {
    body.addDisclosures = [{ kind: after.disclosureKind, text: after.disclosureText, sourceUrl: after.disclosureSource }];
  }
  if (after.note.trim()) body.note = after.note;
  return body;
}

/**
 * 'Propose changes' (issue 36 §2): the owner edits what describes their work and may add a
 * commercial interest; the editors review it in their Proposals queue. What others wrote about
 * them is not here: they ask for a change to it with 'Suggest a correction' on the public page.
 */
export function ProposeChanges({ profile, onDone }: { profile: OwnedProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const initial = formValues(profile);
  const { register, handleSubmit } = useForm<Values>({ defaultValues: initial });
  const send = useMutation({
    mutationFn: (json: ReturnType<typeof proposalBody>) => unwrap(api['my-profile'][':id'].proposals.$post({ param: { id: String(profile.expertId) }, json })),
    onSuccess: async () => {
      toast({ title: 'Proposal Sent', description: PROPOSAL_MESSAGES.filed });
      await queryClient.invalidateQueries({ queryKey: ['my-profile'] });
      onDone();
    },
    onError: (error) => toast({ title: 'Proposal Not Sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = handleSubmit((values) => send.mutate(proposalBody(initial, values)));
  const kindId = `propose-kind-${profile.expertId}`;
  return (
    <form noValidate onSubmit={onSubmit} className="form-grid propose-changes" aria-label={`Propose changes to ${profile.name}`}>
      <TextField label="Title" registration={register('title')} />
      <TextAreaField label="Longevity contribution" rows={4} registration={register('longevityContribution')} />
      <TextAreaField label="Biography" rows={5} optional registration={register('biography')} />
      <TextAreaField label="Links" rows={3} optional hint="One per line, optionally “Label|https://…”." registration={register('referenceLinks')} />
      <TextAreaField label="Books" rows={2} optional hint="One per line: “Title|Authors|https://…”." registration={register('books')} />
      <TextAreaField
        label="Science highlights"
        rows={3}
        optional
        hint="One per line: “Headline|What it showed”."
        registration={register('scienceHighlights')}
      />
      <TextAreaField label="Videos" rows={2} optional hint="YouTube links, one per line." registration={register('youtubeEmbeds')} />
      <fieldset className="form-grid">
        <legend>Add a commercial interest</legend>
        <FieldShell id={kindId} label="Kind" optional>
          <select id={kindId} className="select" {...register('disclosureKind')}>
            <option value="">None to add</option>
            {DISCLOSURE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DISCLOSURE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField label="What it is" optional registration={register('disclosureText')} />
        <TextField label="Source" type="url" inputMode="url" optional placeholder="https://" registration={register('disclosureSource')} />
      </fieldset>
      <TextAreaField
        label="Note to the editors"
        rows={2}
        optional
        maxLength={PROPOSAL_LIMITS.noteMax}
        hint="Where the editors can check the change, for instance."
        registration={register('note')}
      />
      <SubmitButton pending={send.isPending} label="Send to the editors" pendingLabel="Sending..." />
    </form>
  );
}
