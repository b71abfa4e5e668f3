import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import type { CheckedField, CheckedSentence, ResearchSource } from '../../../domain/ai/research.ts';
import { safeLinkUrl, siteOf } from '../../../domain/safe-url.ts';
import { fieldIsAsWritten, highlightText, leftOutReason, markMissingWords, sentencesOf } from './sentence-parts.ts';
import './sentence-evidence.css';

/** The accessible label of a sentence the sources do not support (shown struck out). */
export const NOT_SUPPORTED_LABEL = 'Not supported by the sources';

export type SourcesById = ReadonlyMap<string, ResearchSource>;

interface SourceMarkProps {
  sourceId: string;
  source: ResearchSource | undefined;
  passages: readonly string[];
}

/**
 * A sentence's mark for one source ('S2', numbered as the sources list). Hovering, focusing or
 * tapping it shows the source's title and the passage the sentence rests on; the passage is the
 * mark's description for screen readers while it shows.
 */
function SourceMark({ sourceId, source, passages }: SourceMarkProps) {
  const [open, setOpen] = useState(false);
  const url = safeLinkUrl(source?.url);
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="source-mark"
          aria-label={`${sourceId}: ${source?.title ?? 'unknown source'}`}
          // A tap (no hover on touch screens) or a click shows it too; Radix alone would close it.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {sourceId}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="source-tip" side="top" sideOffset={6} collisionPadding={8}>
          <span className="source-tip-title">
            {sourceId} · {source?.title ?? 'Unknown source'}
            {url && <span className="source-tip-site"> · {siteOf(url)}</span>}
          </span>
          {passages.length > 0 ? (
            passages.map((passage, index) => (
              <q key={index} className="source-tip-passage">
                {passage}
              </q>
            ))
          ) : (
            <span className="source-tip-none">No line of this source shares a word with the sentence.</span>
          )}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function SourceMarks({ sentence, sources }: { sentence: CheckedSentence; sources: SourcesById }) {
  if (sentence.sourceIds.length === 0) return null;
  return (
    <span className="source-marks">
      {sentence.sourceIds.map((id) => (
        <SourceMark
          key={id}
          sourceId={id}
          source={sources.get(id)}
          passages={sentence.passages.filter((passage) => passage.sourceId === id).map((passage) => passage.text)}
        />
      ))}
    </span>
  );
}

/** One sentence with its marks; one the sources do not support is struck out, the words no source has marked. */
function Sentence({ sentence, sources, display = (text) => text }: { sentence: CheckedSentence; sources: SourcesById; display?: (text: string) => string }) {
  if (sentence.supported) {
    return (
      <span className="checked-sentence">
        {display(sentence.text)}
        <SourceMarks sentence={sentence} sources={sources} />
      </span>
    );
  }
  return (
    <span className="checked-sentence sentence-unsupported" role="group" aria-label={NOT_SUPPORTED_LABEL}>
      <del>
        {markMissingWords(display(sentence.text), sentence.missing).map((part, index) => (part.missing ? <mark key={index}>{part.text}</mark> : part.text))}
      </del>
      <SourceMarks sentence={sentence} sources={sources} />
      <span className="sentence-reason"> ({leftOutReason(sentence)})</span>
    </span>
  );
}

interface FieldEvidenceProps {
  field: Exclude<CheckedField, 'title'>;
  heading: string;
  /** The field as the submission says it now (a science highlight per line). */
  current: string | readonly string[];
  sentences: readonly CheckedSentence[];
  sources: SourcesById;
  /** The field's plain value: shown alone when it has no checked sentences, and above them after an edit. */
  children: ReactNode;
}

/**
 * A field of an AI-generated submission with its evidence: while it says what the research kept,
 * its sentences (and the ones left out, struck) with their source marks; after an edit, the text
 * as it is now, then the sentences as the AI wrote them.
 */
export function FieldEvidence({ field, heading, current, sentences, sources, children }: FieldEvidenceProps) {
  const own = sentencesOf(sentences, field);
  const asWritten = own.length > 0 && fieldIsAsWritten(current, own);
  const checked =
    field === 'scienceHighlights' ? (
      <ul className="plain-list evidence-list">
        {own.map((sentence, index) => (
          <li key={index}>
            <Sentence sentence={sentence} sources={sources} display={highlightText} />
          </li>
        ))}
      </ul>
    ) : (
      <p className="evidence-text">
        {own.map((sentence, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <Sentence sentence={sentence} sources={sources} />
          </span>
        ))}
      </p>
    );
  return (
    <section className="field-evidence" data-field={field}>
      <h3 className="review-heading">{heading}</h3>
      {!asWritten && children}
      {own.length > 0 && !asWritten && (
        <p className="muted small evidence-edited">Edited since the AI wrote it. The AI&apos;s sentences, checked against the sources:</p>
      )}
      {own.length > 0 && checked}
    </section>
  );
}

/** The title line: its marks while it is the title the research kept; a title the sources did not support, struck, below it. */
export function TitleEvidence({ title, sentences, sources }: { title: string; sentences: readonly CheckedSentence[]; sources: SourcesById }) {
  const [sentence] = sentencesOf(sentences, 'title');
  const kept = sentence?.supported && fieldIsAsWritten(title, [sentence]);
  return (
    <>
      <p className="muted small">
        {title}
        {kept && <SourceMarks sentence={sentence} sources={sources} />}
      </p>
      {sentence && !sentence.supported && (
        <p className="small">
          Title the AI proposed: <Sentence sentence={sentence} sources={sources} />
        </p>
      )}
    </>
  );
}

/**
 * Gives the marks one tooltip provider: a short delay on hover, none on focus; the passage holds
 * nothing to click, so it closes as soon as the pointer leaves the mark.
 */
export function EvidenceProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={200} disableHoverableContent>
      {children}
    </Tooltip.Provider>
  );
}
