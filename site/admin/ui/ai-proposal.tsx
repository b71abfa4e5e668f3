import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { CheckedSentence } from '../../../domain/ai/research.ts';
import { PROPOSAL_TEXTS, splitOnMissing } from '../../../domain/proposals.ts';
import type { AiProposalState } from './use-ai-proposal.ts';
import './ai-proposal.css';

/** A sentence as the editor reads it: a highlight's 'topic|summary' as 'topic: summary'. */
const readable = (sentence: CheckedSentence) => (sentence.field === 'scienceHighlights' ? sentence.text.replace('|', ': ') : sentence.text);

/** The helper's sentences: supported ones as written, unsupported ones struck out with the words no source has marked. */
export function CheckedSentences({ sentences }: { sentences: readonly CheckedSentence[] }) {
  return (
    <ul className="checked-sentences">
      {sentences.map((sentence, index) =>
        sentence.supported ? (
          <li key={index}>{readable(sentence)}</li>
        ) : (
          <li key={index} className="checked-sentence-unsupported">
            <del>
              {splitOnMissing(readable(sentence), sentence.missing).map((part, at) =>
                part.missing ? <mark key={at}>{part.text}</mark> : <span key={at}>{part.text}</span>,
              )}
            </del>
            <span className="visually-hidden"> (not supported by the sources; left out)</span>
          </li>
        ),
      )}
    </ul>
  );
}

/** The status line after a choice, with its Undo; a live region, so the choice is announced. */
export function ProposalDone({ state }: { state: Pick<AiProposalState<unknown>, 'done' | 'undo'> }) {
  return (
    <p className="ai-proposal-done small" role="status">
      {state.done && (
        <>
          {state.done}{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={state.undo}>
            Undo
          </button>
        </>
      )}
    </p>
  );
}

interface ProposalFrameProps {
  /** The field's name as a sentence says it ('longevity contribution'). */
  field: string;
  /** The editor's value as it is now, as shown. */
  current: ReactNode;
  /** The proposal as shown. */
  proposed: ReactNode;
  /** A note under the two columns (why a choice is disabled). */
  note?: ReactNode;
  /** The choices: Replace, Append, Discard, and any other (Accept all). */
  actions: ReactNode;
}

/**
 * The proposal beside the editor's own value, with its choices. It takes focus when it appears
 * (its heading is announced), so keyboard users land on the choices.
 */
export function ProposalFrame({ field, current, proposed, note, actions }: ProposalFrameProps) {
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <section ref={box} className="ai-proposal" aria-labelledby={headingId} tabIndex={-1}>
      <h4 id={headingId} className="ai-proposal-heading">
        {PROPOSAL_TEXTS.heading(field)}
      </h4>
      <div className="ai-proposal-compare">
        <div>
          <p className="ai-proposal-label">{PROPOSAL_TEXTS.yours}</p>
          <div className="ai-proposal-value" data-testid="proposal-current">
            {current}
          </div>
        </div>
        <div>
          <p className="ai-proposal-label">{PROPOSAL_TEXTS.proposed}</p>
          <div className="ai-proposal-value" data-testid="proposal-proposed">
            {proposed}
          </div>
        </div>
      </div>
      {note && <p className="muted small ai-proposal-note">{note}</p>}
      <div className="cluster ai-proposal-actions">{actions}</div>
    </section>
  );
}

interface AiProposalProps<T> {
  state: AiProposalState<T>;
  field: string;
  /** The editor's value now (watched, so the left column follows their typing). */
  current: T;
  show: (value: T) => ReactNode;
  replace?: (current: T, proposed: T) => T;
  append: (current: T, proposed: T) => T;
  /** Values that read the same (a choice that would change nothing is disabled). */
  same?: (a: T, b: T) => boolean;
  note?: ReactNode;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (value: unknown) => (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

/** A helper's proposal for one field with Replace, Append and Discard, and the Undo of the last choice. */
export function AiProposal<T>({ state, field, current, show, replace = (_, proposed) => proposed, append, same = sameJson, note }: AiProposalProps<T>) {
  const { proposal } = state;
  const replaced = proposal ? replace(current, proposal.value) : current;
  const appended = proposal ? append(current, proposal.value) : current;
  const unsupported = proposal?.sentences?.some((sentence) => !sentence.supported) ?? false;
  // Nothing supported (every highlight struck out): neither choice may clear the editor's value.
  const empty = proposal !== null && isEmpty(proposal.value);
  const cannotReplace = empty || same(replaced, current);
  const cannotAppend = empty || same(appended, current);
  return (
    <>
      {proposal && (
        <ProposalFrame
          field={field}
          current={show(current)}
          proposed={proposal.sentences && proposal.sentences.length > 0 ? <CheckedSentences sentences={proposal.sentences} /> : show(proposal.value)}
          note={
            <>
              {unsupported && PROPOSAL_TEXTS.struckNote} {empty ? PROPOSAL_TEXTS.nothingSupported : cannotAppend && PROPOSAL_TEXTS.nothingToAppend} {note}
            </>
          }
          actions={
            <>
              <button type="button" className="btn btn-primary btn-sm" disabled={cannotReplace} onClick={() => state.apply(replaced, PROPOSAL_TEXTS.replaced)}>
                Replace
              </button>
              <button type="button" className="btn btn-secondary btn-sm" disabled={cannotAppend} onClick={() => state.apply(appended, PROPOSAL_TEXTS.appended)}>
                Append
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={state.discard}>
                Discard
              </button>
            </>
          }
        />
      )}
      <ProposalDone state={state} />
    </>
  );
}

/** A text value as shown in a proposal's columns: paragraphs kept, '(empty)' for none. */
export function ShowText({ text }: { text: string }) {
  return text.trim() === '' ? <span className="muted">{PROPOSAL_TEXTS.empty}</span> : <p className="ai-proposal-text">{text}</p>;
}
