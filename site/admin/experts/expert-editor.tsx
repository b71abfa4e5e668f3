import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LIMITS, TEXT_MAX } from '../../../domain/limits.ts';
import { appendList, appendText, sameTopic } from '../../../domain/proposals.ts';
import type { ExpertProvenance } from '../../../domain/provenance.ts';
import { expertEditorSchema, expertProfileSchema, type ExpertEditorInput } from '../../../domain/schemas/expert.ts';
import { check, reportProblem } from '../../ui/forms/form-check.ts';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { AiButton } from '../ui/ai-button.tsx';
import { AiProposal, ShowText } from '../ui/ai-proposal.tsx';
import { InButtonsRow } from '../ui/buttons-row.tsx';
import { useReportDirty, useRequestClose } from '../ui/dirty-guard.tsx';
import { HighlightList } from '../ui/highlight-list.tsx';
import { ImageCreditFields } from '../ui/image-credit-fields.tsx';
import { ImageField } from '../ui/image-field.tsx';
import { ModelWarnings } from '../ui/model-warnings.tsx';
import { keepControl } from '../ui/use-ai-proposal.ts';
import { useImageCredit } from '../ui/use-image-credit.ts';
import { CategoriesField } from './categories-field.tsx';
import { BooksField, HighlightsField, ReferenceLinksField, VideosField } from './editor-list-fields.tsx';
import type { ExpertProfile } from '../../../domain/entities.ts';
import { profileValues, toEditorValues, type ExpertEditorValues } from './editor-values.ts';
import { ProvenanceFields } from './provenance-fields.tsx';
import { ReferencesProposal } from './references-proposal.tsx';
import { useExpertAi } from './use-expert-ai.ts';
import './expert-editor.css';

/**
 * One of the editor's save buttons; `run` receives the profile as the server will accept it, and
 * `saved` to call when the values are stored but the editor stays open (Save & Approve stopped by
 * a question): closing it then asks nothing, as there is no unsaved work.
 */
interface EditorAction {
  label: string;
  /** Shown on the button while its request runs ('Saving...'). */
  pendingLabel: string;
  primary?: boolean;
  run: (profile: ExpertEditorInput, saved: () => void) => void;
}

interface ExpertEditorProps {
  profile: ExpertProfile;
  /** The first is also what Enter in a field does. */
  actions: readonly [EditorAction, ...EditorAction[]];
  /** The label of the action whose request is running; every button waits meanwhile. */
  running: string | undefined;
  onCancel: () => void;
  /** An expert's provenance (Manage Experts): its section is shown and saved. A submission has none. */
  provenance?: ExpertProvenance | undefined;
  /** The dialog's row of buttons (useButtonsRow), after what the dialog shows between the form and it. */
  buttonsRow: HTMLElement | null;
}

/**
 * The expert profile editor shared by Review Submissions (Edit & Enhance) and Manage Experts
 * (Edit Expert). The form is checked with the API's own schema before any action runs, so a
 * refusal reads the same here as from the server, with the cursor put where it can be fixed.
 */
export function ExpertEditor({ profile, actions, running, onCancel, provenance, buttonsRow }: ExpertEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => toEditorValues(profile, provenance));
  const { register, handleSubmit, control, getValues, setValue } = useForm<ExpertEditorValues>({ defaultValues: initial });
  const withProvenance = provenance !== undefined;
  const ai = useExpertAi(getValues, setValue, withProvenance);
  const cancel = useRequestClose(onCancel);
  const [expertName, contribution, biography, highlights, referenceLinks, sources, identifiers, imageUrl] = useWatch({
    control,
    name: ['name', 'longevityContribution', 'biography', 'scienceHighlights', 'referenceLinks', 'sources', 'identifiers', 'imageUrl'],
  });
  const credit = useImageCredit(imageUrl);
  // Unsaved work is what differs from the values last stored (those it opened with, or a save's);
  // the image's credit is part of the editor's work, so a typed credit is unsaved work too.
  const [stored, setStored] = useState(initial);
  useReportDirty(() => ({ profile: getValues(), credit: credit.dirty }), { profile: stored, credit: false });
  /** The action whose Save is saving the credit first (its button says so meanwhile). */
  const [creditFor, setCreditFor] = useState<string>();
  const busyWith = running ?? (credit.saving ? creditFor : undefined);
  const imageId = useId();
  const formId = useId();

  const submitWith = (action: EditorAction) =>
    handleSubmit((values) => {
      // A submission's save sends the profile only; an expert's, its provenance too.
      const result = withProvenance ? check(expertEditorSchema, values) : check(expertProfileSchema, profileValues(values));
      if (!result.ok) return reportProblem(formRef.current, result);
      // One Save saves everything: the image's credit first (on the stored image), then the profile.
      setCreditFor(action.label);
      credit.saveThen(() => action.run(result.data, () => setStored(values)), formRef.current);
    });

  const [defaultAction, ...otherActions] = actions;
  return (
    <>
      <form id={formId} ref={formRef} className="form-grid" noValidate onSubmit={submitWith(defaultAction)}>
        <ModelWarnings />
        <div className="form-grid form-grid-2">
          <TextField label="Name" maxLength={TEXT_MAX.name} registration={register('name')} />
          <TextField label="Title" maxLength={TEXT_MAX.title} registration={register('title')} />
        </div>
        <Controller control={control} name="categories" render={({ field }) => <CategoriesField value={field.value} onChange={field.onChange} />} />
        <TextAreaField
          label="Longevity contribution"
          rows={4}
          maxLength={TEXT_MAX.longText}
          aside={
            <AiButton label="Enhance with AI" accessibleLabel="Enhance the longevity contribution with AI" {...ai.contribution} onClick={ai.contribution.run} />
          }
          registration={keepControl(register('longevityContribution'), ai.controls.contribution)}
        />
        <AiProposal
          state={ai.proposals.contribution}
          field="longevity contribution"
          current={contribution}
          show={(text) => <ShowText text={text} />}
          append={(current, proposed) => appendText(current, proposed)}
        />
        <TextAreaField
          label="Biography"
          optional
          rows={6}
          maxLength={TEXT_MAX.longText}
          aside={<AiButton label="Enhance with AI" accessibleLabel="Write the biography with AI" {...ai.biography} onClick={ai.biography.run} />}
          registration={keepControl(register('biography'), ai.controls.biography)}
        />
        <AiProposal
          state={ai.proposals.biography}
          field="biography"
          current={biography}
          show={(text) => <ShowText text={text} />}
          append={(current, proposed) => appendText(current, proposed)}
        />
        <Controller
          control={control}
          name="referenceLinks"
          render={({ field }) => (
            <ReferenceLinksField
              items={field.value}
              onChange={field.onChange}
              ai={
                <AiButton label="Find References" accessibleLabel="Find reference links with AI" pending={ai.references.pending} onClick={ai.references.run} />
              }
            />
          )}
        />
        <ReferencesProposal state={ai.proposals.references} current={{ referenceLinks, sources, identifiers }} withProvenance={withProvenance} />
        <Controller
          control={control}
          name="books"
          render={({ field }) => <BooksField items={field.value} onChange={field.onChange} expertName={expertName} />}
        />
        <Controller
          control={control}
          name="scienceHighlights"
          render={({ field }) => (
            <HighlightsField
              items={field.value}
              onChange={field.onChange}
              ai={
                <AiButton
                  label="Enhance with AI"
                  accessibleLabel="Generate science highlights with AI"
                  pending={ai.highlights.pending}
                  onClick={ai.highlights.run}
                />
              }
            />
          )}
        />
        <AiProposal
          state={ai.proposals.highlights}
          field="science highlights"
          current={highlights}
          show={(list) => (list.length > 0 ? <HighlightList highlights={list} /> : <ShowText text="" />)}
          replace={(_, proposed) => proposed.slice(0, LIMITS.scienceHighlights)}
          append={(current, proposed) => appendList(current, proposed, sameTopic, LIMITS.scienceHighlights)}
          note={`The list holds at most ${LIMITS.scienceHighlights}; Append adds only new topics.`}
        />
        <Controller control={control} name="youtubeEmbeds" render={({ field }) => <VideosField items={field.value} onChange={field.onChange} />} />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <div className="image-upload-field">
              <ImageField
                id={imageId}
                label="Profile image"
                value={field.value}
                onChange={field.onChange}
                hint="PNG or JPG up to 5MB. Recommended size 400x400."
              />
              <ImageCreditFields credit={credit} />
            </div>
          )}
        />
        <TextField
          label="Custom GPT URL"
          optional
          type="url"
          inputMode="url"
          placeholder="https://chatgpt.com/g/..."
          maxLength={TEXT_MAX.url}
          registration={register('customGptUrl')}
        />
        {provenance && <ProvenanceFields control={control} provenance={provenance} />}
      </form>
      <InButtonsRow row={buttonsRow}>
        <button type="button" className="btn btn-secondary" onClick={cancel}>
          Cancel
        </button>
        <ActionButton action={defaultAction} running={busyWith} form={formId} />
        {otherActions.map((action) => (
          <ActionButton key={action.label} action={action} running={busyWith} onClick={submitWith(action)} />
        ))}
      </InButtonsRow>
    </>
  );
}

/** `form`: the submit button of that form (the buttons sit in the dialog's last row, outside it); else a button running `onClick`. */
function ActionButton(props: { action: EditorAction; running: string | undefined; form?: string; onClick?: () => void }) {
  const { action, running, form, onClick } = props;
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      className={action.primary ? 'btn btn-primary' : 'btn btn-secondary'}
      disabled={running !== undefined}
      onClick={onClick}
    >
      {running === action.label ? action.pendingLabel : action.label}
    </button>
  );
}
