import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatDay } from '../../../domain/dates.ts';
import { IDENTIFIER_LABELS } from '../../../domain/identifiers.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import {
  contextNoteSchema,
  DISCLOSURE_KIND_LABELS,
  DISCLOSURE_KINDS,
  disclosureSchema,
  EXPERT_SOURCE_KINDS,
  expertIdentifiersSchema,
  expertSourceSchema,
  PROVENANCE_LIMITS,
  SUPPORTABLE_FIELDS,
  type ContextNote,
  type Disclosure,
  type ExpertIdentifiers,
  type ExpertProvenance,
  type ExpertSource,
} from '../../../domain/provenance.ts';
import { PROVENANCE_EDITOR_TEXTS as TEXTS, SOURCE_KIND_LABELS, SUPPORTABLE_FIELD_LABELS } from '../../../domain/provenance-editor.ts';
import { check } from '../../ui/forms/form-check.ts';
import { safeLinkUrl } from '../../../domain/safe-url.ts';
import type { ExpertEditorValues } from './editor-values.ts';
import { RecordListField, type DraftPart } from './record-list-field.tsx';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));
const today = () => new Date().toISOString().slice(0, 10);

const SOURCE_PARTS: DraftPart[] = [
  { key: 'title', label: 'Title', kind: 'text', maxLength: TEXT_MAX.title },
  { key: 'url', label: 'URL', kind: 'url', maxLength: TEXT_MAX.url },
  { key: 'kind', label: 'Kind', kind: 'select', options: options(EXPERT_SOURCE_KINDS, SOURCE_KIND_LABELS) },
  { key: 'retrievedAt', label: 'Retrieved on', kind: 'date' },
  { key: 'supports', label: 'Supports', kind: 'checks', options: options(SUPPORTABLE_FIELDS, SUPPORTABLE_FIELD_LABELS) },
];
const DISCLOSURE_PARTS: DraftPart[] = [
  { key: 'kind', label: 'Kind', kind: 'select', options: options(DISCLOSURE_KINDS, DISCLOSURE_KIND_LABELS) },
  { key: 'text', label: 'Sentence', kind: 'text', maxLength: TEXT_MAX.shortText },
  { key: 'sourceUrl', label: 'Source URL', kind: 'url', maxLength: TEXT_MAX.url },
];
const NOTE_PARTS: DraftPart[] = [
  { key: 'text', label: 'Sentence', kind: 'text', maxLength: TEXT_MAX.shortText },
  { key: 'sourceUrl', label: 'Source URL', kind: 'url', maxLength: TEXT_MAX.url },
];

function ExternalLink({ url, children }: { url: string; children: string }) {
  const href = safeLinkUrl(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/**
 * The expert's provenance in the editor (#22.1, #22.3): the review line and 'Reviewed' tick,
 * whether AI assisted (read-only), identifiers, sources, commercial interests and context notes,
 * each entry checked by the API's own schema and within its limits.
 */
export function ProvenanceFields({ control, provenance }: { control: Control<ExpertEditorValues>; provenance: ExpertProvenance }) {
  const reviewId = useId();
  const reviewed = useController({ control, name: 'reviewed' });
  const sources = useController({ control, name: 'sources' });
  const disclosures = useController({ control, name: 'disclosures' });
  const notes = useController({ control, name: 'contextNotes' });
  return (
    <fieldset className="provenance-fields">
      <legend>{TEXTS.legend}</legend>
      <div className="provenance-review">
        <p className="small" data-testid="last-reviewed">
          {provenance.lastReviewedAt ? TEXTS.lastReviewed(formatDay(provenance.lastReviewedAt)) : TEXTS.neverReviewed}
        </p>
        <p className="small muted">{provenance.aiAssisted ? TEXTS.aiAssisted : TEXTS.notAiAssisted}</p>
        <label className="checkbox-label" htmlFor={reviewId}>
          <input id={reviewId} type="checkbox" checked={reviewed.field.value} onChange={(event) => reviewed.field.onChange(event.target.checked)} />{' '}
          {TEXTS.reviewedTick}
        </label>
      </div>
      <IdentifierFields control={control} />
      <RecordListField<ExpertSource>
        legend={TEXTS.sourcesLegend}
        noun="source"
        items={sources.field.value}
        onChange={sources.field.onChange}
        max={PROVENANCE_LIMITS.sources}
        schema={expertSourceSchema}
        parts={SOURCE_PARTS}
        blank={() => ({ title: '', url: '', kind: 'official', retrievedAt: today(), supports: [] })}
        toDraft={(source) => ({ ...source, supports: [...source.supports] })}
        name={(source) => source.title}
        hint="Find References proposes sources read from Wikipedia, Wikidata and OpenAlex."
        summary={(source) => (
          <>
            <ExternalLink url={source.url}>{source.title}</ExternalLink>
            <span className="muted small">
              {' '}
              · {SOURCE_KIND_LABELS[source.kind]} · read {formatDay(source.retrievedAt)}
              {source.supports.length > 0 && <> · supports {source.supports.map((field) => SUPPORTABLE_FIELD_LABELS[field].toLowerCase()).join(', ')}</>}
            </span>
          </>
        )}
      />
      <RecordListField<Disclosure>
        legend={TEXTS.disclosuresLegend}
        noun="disclosure"
        items={disclosures.field.value}
        onChange={disclosures.field.onChange}
        max={PROVENANCE_LIMITS.disclosures}
        schema={disclosureSchema}
        parts={DISCLOSURE_PARTS}
        blank={() => ({ kind: 'founder', text: '', sourceUrl: '' })}
        toDraft={(disclosure) => ({ ...disclosure })}
        name={(disclosure) => disclosure.text.slice(0, 40)}
        summary={(disclosure) => (
          <>
            <span className="badge badge-neutral">{DISCLOSURE_KIND_LABELS[disclosure.kind]}</span> {disclosure.text}{' '}
            <span className="small">
              (<ExternalLink url={disclosure.sourceUrl}>source</ExternalLink>)
            </span>
          </>
        )}
      />
      <RecordListField<ContextNote>
        legend={TEXTS.contextLegend}
        noun="context note"
        items={notes.field.value}
        onChange={notes.field.onChange}
        max={PROVENANCE_LIMITS.contextNotes}
        schema={contextNoteSchema}
        parts={NOTE_PARTS}
        blank={() => ({ text: '', sourceUrl: '' })}
        toDraft={(note) => ({ ...note })}
        name={(note) => note.text.slice(0, 40)}
        summary={(note) => (
          <>
            {note.text}{' '}
            <span className="small">
              (<ExternalLink url={note.sourceUrl}>source</ExternalLink>)
            </span>
          </>
        )}
      />
    </fieldset>
  );
}

const IDENTIFIER_KINDS = Object.keys(IDENTIFIER_LABELS) as Array<keyof ExpertIdentifiers>;

/** Wikidata, ORCID and OpenAlex ids, each checked as it is left with the API's own pattern. */
function IdentifierFields({ control }: { control: Control<ExpertEditorValues> }) {
  const id = useId();
  const identifiers = useController({ control, name: 'identifiers' });
  const [problems, setProblems] = useState<Partial<Record<keyof ExpertIdentifiers, string>>>({});
  const examine = (kind: keyof ExpertIdentifiers, value: string) => {
    const result = check(expertIdentifiersSchema.shape[kind], value);
    setProblems((current) => ({ ...current, [kind]: result.ok ? undefined : `${IDENTIFIER_LABELS[kind]} id ${result.message}` }));
  };
  return (
    <fieldset className="identifier-fields">
      <legend>{TEXTS.identifiersLegend}</legend>
      <div className="form-grid form-grid-3">
        {IDENTIFIER_KINDS.map((kind) => {
          const inputId = `${id}-${kind}`;
          const problem = problems[kind];
          return (
            <div key={kind} className="field">
              <label htmlFor={inputId}>
                {IDENTIFIER_LABELS[kind]} id<span className="field-optional"> (optional)</span>
              </label>
              <input
                id={inputId}
                className="input"
                name={`identifiers.${kind}`}
                value={identifiers.field.value[kind]}
                placeholder={kind === 'wikidata' ? 'Q42' : kind === 'orcid' ? '0000-0002-1825-0097' : 'A5012345678'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  identifiers.field.onChange({ ...identifiers.field.value, [kind]: event.target.value });
                  if (problem) examine(kind, event.target.value);
                }}
                onBlur={(event) => examine(kind, event.target.value)}
              />
              {problem && (
                <p id={`${inputId}-error`} className="field-error">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
