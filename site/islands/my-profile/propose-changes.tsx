import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OwnedProfile } from '../../../domain/claims.ts';
import { PHOTO_RIGHTS_STATEMENT, PROPOSAL_LIMITS, PROPOSAL_MESSAGES, type ProposableField } from '../../../domain/expert-proposals.ts';
import { DISCLOSURE_KIND_LABELS, DISCLOSURE_KINDS, type DisclosureKind } from '../../../domain/provenance.ts';
import { api, unwrap, type RequestBody } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { FieldShell, TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import './my-profile.css';

const LIST_FIELDS = ['referenceLinks', 'books', 'scienceHighlights', 'youtubeEmbeds'] as const;
type Values = Record<ProposableField, string> & {
  disclosureKind: DisclosureKind | '';
  disclosureText: string;
  disclosureSource: string;
  photoAuthor: string;
  photoLicence: string;
  photoLicenceUrl: string;
  photoRights: boolean;
  note: string;
};

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
    photoAuthor: '',
    photoLicence: '',
    photoLicenceUrl: '',
    photoRights: false,
    note: '',
  };
}

/** Only what the owner changed (and the photo they uploaded, with its credit): the server refuses a proposal that changes nothing. */
function proposalBody(before: Values, after: Values, photoUrl: string | null): RequestBody<(typeof api)['my-profile'][':id']['proposals']['$post']> {
  const body: Record<string, unknown> = {};
  if (photoUrl) {
    body.photo = {
      imageUrl: photoUrl,
      credit: { author: after.photoAuthor, licence: after.photoLicence, licenceUrl: after.photoLicenceUrl },
      rightsHeld: after.photoRights,
    };
  }
  for (const field of ['title', 'longevityContribution', 'biography'] as const) if (after[field] !== before[field]) body[field] = after[field];
  for (const field of LIST_FIELDS) if (after[field] !== before[field]) body[field] = after[field].split('\n').filter((line) => line.trim() !== '');
  if (after.disclosureKind && after.disclosureText.trim()) {
    body.addDisclosures = [{ kind: after.disclosureKind, text: after.disclosureText, sourceUrl: after.disclosureSource }];
  }
  if (after.note.trim()) body.note = after.note;
  return body;
}

/**
 * A new photo: uploaded as soon as it is chosen (the server checks it and keeps it off every page
 * until an editor accepts the proposal), shown beside the current one, with its credit and the
 * rights statement the owner must agree to.
 */
function PhotoFields({
  profile,
  register,
  photoUrl,
  onUploaded,
}: {
  profile: OwnedProfile;
  register: ReturnType<typeof useForm<Values>>['register'];
  photoUrl: string | null;
  onUploaded: (imageUrl: string) => void;
}) {
  const fileId = useId();
  const rightsId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => unwrap(api['my-profile'][':id'].photo.$post({ param: { id: String(profile.expertId) }, form: { image: file } })),
    onSuccess: ({ imageUrl, message }) => {
      onUploaded(imageUrl);
      toast({ title: 'Photo Uploaded', description: message });
    },
    onError: (error) => toast({ title: 'Photo Not Uploaded', description: errorMessage(error, 'Please try another image.'), variant: 'destructive' }),
  });
  return (
    <fieldset className="form-grid">
      <legend>New photo</legend>
      <div className="cluster">
        {profile.imageUrl && <img className="proposal-photo" src={profile.imageUrl} alt={`The current photo of ${profile.name}`} width={96} height={96} />}
        {photoUrl && <img className="proposal-photo" src={photoUrl} alt="Your new photo" width={96} height={96} data-testid="proposed-photo" />}
      </div>
      <FieldShell id={fileId} label="Photo file" optional hint="A JPEG, PNG, WebP or GIF of at most 5 MB. Its location and camera data are removed.">
        <input
          id={fileId}
          type="file"
          accept="image/*"
          className="input"
          aria-describedby={`${fileId}-hint`}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </FieldShell>
      {photoUrl && (
        <>
          <TextField label="Photographer or rights holder" registration={register('photoAuthor')} />
          <TextField label="Licence" hint="For instance “CC BY 4.0”, or “All rights reserved, used with permission”." registration={register('photoLicence')} />
          <TextField label="Licence link" type="url" inputMode="url" optional placeholder="https://" registration={register('photoLicenceUrl')} />
          <label className="rights-statement" htmlFor={rightsId}>
            <input id={rightsId} type="checkbox" {...register('photoRights')} /> {PHOTO_RIGHTS_STATEMENT}
          </label>
        </>
      )}
    </fieldset>
  );
}

/**
 * 'Propose changes' (issue 36 §2): the owner edits what describes their work, may propose a new
 * photo and add a commercial interest; the editors review it in their Proposals queue. What others
 * wrote about them is not here: they ask for a change to it with 'Ask for a change'.
 */
export function ProposeChanges({ profile, onDone }: { profile: OwnedProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const initial = formValues(profile);
  const { register, handleSubmit } = useForm<Values>({ defaultValues: initial });
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (json: ReturnType<typeof proposalBody>) => unwrap(api['my-profile'][':id'].proposals.$post({ param: { id: String(profile.expertId) }, json })),
    onSuccess: async () => {
      toast({ title: 'Proposal Sent', description: PROPOSAL_MESSAGES.filed });
      await queryClient.invalidateQueries({ queryKey: ['my-profile'] });
      onDone();
    },
    onError: (error) => toast({ title: 'Proposal Not Sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = handleSubmit((values) => send.mutate(proposalBody(initial, values, photoUrl)));
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
      <PhotoFields profile={profile} register={register} photoUrl={photoUrl} onUploaded={setPhotoUrl} />
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
