import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LIMITS, TEXT_MAX } from '../../domain/limits.ts';
import { looksOfficial, parseReferenceLink, sameLinkTarget } from '../../domain/links.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { submissionSchema, type SubmissionInput } from '../../domain/schemas/submission.ts';
import { api, unwrap } from '../lib/api.ts';
import { ApiError, errorMessage } from '../lib/api-error.ts';
import { toast } from '../lib/toast.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useRedirectAfter } from '../lib/use-redirect-after.ts';
import { CategoryPicker } from '../ui/forms/category-picker.tsx';
import { check, reportProblem } from '../ui/forms/form-check.ts';
import { ListEditor } from '../ui/forms/list-editor.tsx';
import { SubmitButton } from './forms/submit-button.tsx';
import { FieldShell, TextAreaField, TextField } from '../ui/forms/text-field.tsx';
import type { FormValues } from '../ui/forms/form-values.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { withProviders } from '../ui/with-providers.tsx';

/** The form's fields: the submission schema's, each a string or a list. */
type SubmissionFields = FormValues<SubmissionInput>;

const EMPTY: SubmissionFields = {
  name: '',
  title: '',
  categories: [],
  longevityContribution: '',
  biography: '',
  referenceLinks: [],
  submitterReason: '',
};

function invalidLink(entry: string): string | undefined {
  return parseReferenceLink(entry) ? undefined : MESSAGES.invalidUrl;
}

/** A listed link: its title when it has one, the URL, and whether it counts as the official website. */
function LinkEntry({ raw }: { raw: string }) {
  const link = parseReferenceLink(raw);
  if (!link) return raw;
  return (
    <span className="link-entry">
      {link.label && <strong>{link.label}</strong>}
      <span className="link-entry-url">{link.url}</span>
      {looksOfficial(link) && <span className="badge badge-success">Official website</span>}
    </span>
  );
}

function linkName(raw: string): string {
  const link = parseReferenceLink(raw);
  return link?.label ?? link?.url ?? raw;
}

function AuthenticationRequired() {
  useRedirectAfter('/login', LIMITS.redirectAfterAuthRequiredMs);
  return (
    <div className="card empty-state" role="status">
      <h2>Authentication Required</h2>
      <p className="muted">You need to be signed in to submit an expert. Taking you to the sign-in page...</p>
      <div className="cluster">
        <a className="btn btn-primary" href="/login">
          Sign In
        </a>
      </div>
    </div>
  );
}

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="card empty-state">
      <h2 ref={headingRef} tabIndex={-1} className="screen-title">
        Thank You!
      </h2>
      <p>Your expert submission is under review.</p>
      <p className="muted">An administrator will look at it before the expert appears in the directory.</p>
      <div className="cluster">
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          Submit Another Expert
        </button>
        <a className="btn btn-secondary" href="/my-submissions">
          My Submissions
        </a>
        <a className="btn btn-secondary" href="/">
          Back to Home
        </a>
      </div>
    </div>
  );
}

function ExpertForm({ onSubmitted, focusFirst }: { onSubmitted: () => void; focusFirst: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const categoriesId = useId();
  const linksId = useId();
  const { register, handleSubmit, control, setFocus } = useForm<SubmissionFields>({ defaultValues: EMPTY });

  useEffect(() => {
    if (focusFirst) setFocus('name');
  }, [focusFirst, setFocus]);

  const submit = useMutation({
    mutationFn: (body: SubmissionInput) => unwrap(api.submissions.$post({ json: body })),
    onSuccess: () => {
      toast({ title: 'Submission Received', description: MESSAGES.submissionReceived });
      onSubmitted();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({
          title: 'Authentication Required',
          description: 'You need to be logged in to submit an expert. Redirecting to login...',
          variant: 'destructive',
        });
        setTimeout(() => window.location.assign('/login'), LIMITS.redirectAfterAuthErrorMs);
        return;
      }
      toast({
        title: 'Submission Failed',
        description: errorMessage(error, 'Failed to submit expert. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = handleSubmit((fields) => {
    const result = check(submissionSchema, fields);
    if (result.ok) return submit.mutate(result.data);
    // The link box is where an official website gets added; namedItem() finds it by id.
    const field = result.message === MESSAGES.submissionMissingOfficialWebsite ? linksId : result.field;
    reportProblem(formRef.current, { message: result.message, field });
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="card card-body submit-form">
      <div className="form-grid">
        <div className="form-grid form-grid-2">
          <TextField label="Expert name" placeholder="e.g. Dr. Jane Smith" maxLength={TEXT_MAX.name} registration={register('name')} />
          <TextField label="Title" placeholder="e.g. Professor of Genetics" maxLength={TEXT_MAX.title} registration={register('title')} />
        </div>
        <FieldShell id={categoriesId} label="Categories" hint="Add every category that fits. Click a chosen category to remove it.">
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <CategoryPicker id={categoriesId} value={field.value} onChange={field.onChange} required describedBy={`${categoriesId}-hint`} />
            )}
          />
        </FieldShell>
        <TextAreaField
          label="Longevity contribution"
          hint="What has this expert contributed to longevity science or medicine?"
          rows={4}
          maxLength={TEXT_MAX.longText}
          registration={register('longevityContribution')}
        />
        <TextAreaField label="Biography" optional rows={5} maxLength={TEXT_MAX.longText} registration={register('biography')} />
        <FieldShell
          id={linksId}
          label="Reference links"
          hint="Add one link at a time: a URL, or 'Title|URL'. At least one must be the expert's official website."
        >
          <Controller
            control={control}
            name="referenceLinks"
            render={({ field }) => (
              <ListEditor
                id={linksId}
                items={field.value}
                onChange={field.onChange}
                placeholder="https://example.com or Official Website|https://example.com"
                describedBy={`${linksId}-hint`}
                maxLength={TEXT_MAX.listItem}
                check={invalidLink}
                isDuplicate={sameLinkTarget}
                renderItem={(raw) => <LinkEntry raw={raw} />}
                removeLabel={(raw) => `Remove ${linkName(raw)}`}
              />
            )}
          />
        </FieldShell>
        <TextAreaField
          label="Why should this expert be included?"
          optional
          rows={3}
          maxLength={TEXT_MAX.shortText}
          registration={register('submitterReason')}
        />
        <SubmitButton pending={submit.isPending} label="Submit Expert" pendingLabel="Submitting..." />
      </div>
    </form>
  );
}

/** /submit and /submit-expert: a signed-in user proposes an expert for review. */
function SubmitExpertForm() {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  // 0: the first form of the visit; each 'Submit Another Expert' mounts a fresh, empty one.
  const [round, setRound] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  // The built HTML cannot know the session: it says 'Loading...' until the island asks.
  if (!hydrated || isLoading) return <p className="muted submit-loading">Loading...</p>;
  if (!user) return <AuthenticationRequired />;
  if (submitted) {
    return (
      <ThankYou
        onAnother={() => {
          setRound(round + 1);
          setSubmitted(false);
        }}
      />
    );
  }
  return <ExpertForm key={round} focusFirst={round > 0} onSubmitted={() => setSubmitted(true)} />;
}

export default withProviders(SubmitExpertForm);
