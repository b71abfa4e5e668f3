import { IDENTIFIER_LABELS } from '../../../domain/identifiers.ts';
import { parseReferenceLink, sameLinkTarget } from '../../../domain/links.ts';
import { insteadOfReferences, newReferences, PROPOSAL_TEXTS, sameSource, withReferences, type References } from '../../../domain/proposals.ts';
import type { ExpertIdentifiers, ExpertSource } from '../../../domain/provenance.ts';
import { SOURCE_KIND_LABELS } from '../../../domain/provenance-editor.ts';
import { ProposalDone, ProposalFrame } from '../ui/ai-proposal.tsx';
import type { AiProposalState } from '../ui/use-ai-proposal.ts';

const IDENTIFIER_KINDS = Object.keys(IDENTIFIER_LABELS) as Array<keyof ExpertIdentifiers>;
const NONE: References['identifiers'] = { wikidata: '', orcid: '', openalex: '' };
const linkName = (raw: string) => parseReferenceLink(raw)?.label ?? parseReferenceLink(raw)?.url ?? raw;

function Summary({ references, withProvenance }: { references: References; withProvenance: boolean }) {
  const ids = IDENTIFIER_KINDS.filter((kind) => references.identifiers[kind]);
  return (
    <ul className="plain-list small">
      <li>
        {references.referenceLinks.length} reference {references.referenceLinks.length === 1 ? 'link' : 'links'}
      </li>
      {withProvenance && (
        <>
          <li>
            {references.sources.length} {references.sources.length === 1 ? 'source' : 'sources'}
          </li>
          <li>{ids.length > 0 ? ids.map((kind) => `${IDENTIFIER_LABELS[kind]} ${references.identifiers[kind]}`).join(', ') : 'No identifiers'}</li>
        </>
      )}
    </ul>
  );
}

/**
 * What Find References proposes (links; in Manage Experts also sources and identifiers) beside the
 * editor's own: each new entry accepted on its own, all at once (appended), or the found ones
 * instead (Replace); the last choice has one Undo.
 */
export function ReferencesProposal({ state, current, withProvenance }: { state: AiProposalState<References>; current: References; withProvenance: boolean }) {
  const { proposal } = state;
  if (!proposal) {
    return (
      <>
        {null}
        <ProposalDone state={state} />
      </>
    );
  }
  const found = proposal.value;
  /** One entry accepted: the proposal stays while anything new is left in it. */
  const accept = (part: Partial<References>, what: string) => {
    const next = withReferences(current, { referenceLinks: [], sources: [], identifiers: NONE, ...part });
    state.apply(next, PROPOSAL_TEXTS.accepted(what), newReferences(next, found) > 0 ? proposal : null);
  };
  const listedLink = (link: string) => current.referenceLinks.some((entry) => sameLinkTarget(entry, link));
  const listedSource = (source: ExpertSource) => current.sources.some((entry) => sameSource(entry, source));
  const ids = IDENTIFIER_KINDS.filter((kind) => found.identifiers[kind]);
  return (
    <>
      <ProposalFrame
        field="reference links and sources"
        current={<Summary references={current} withProvenance={withProvenance} />}
        proposed={
          <div className="proposal-groups">
            <p className="ai-proposal-label">Links</p>
            <ul className="proposal-items">
              {found.referenceLinks.map((link) => (
                <li key={link}>
                  <span>{linkName(link)}</span>
                  {listedLink(link) ? (
                    <span className="muted small">listed</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Accept link ${linkName(link)}`}
                      onClick={() => accept({ referenceLinks: [link] }, `the link ${linkName(link)}`)}
                    >
                      Accept
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {withProvenance && found.sources.length > 0 && (
              <>
                <p className="ai-proposal-label">Sources</p>
                <ul className="proposal-items">
                  {found.sources.map((source) => (
                    <li key={source.url}>
                      <span>
                        {source.title} <span className="muted small">({SOURCE_KIND_LABELS[source.kind]})</span>
                      </span>
                      {listedSource(source) ? (
                        <span className="muted small">listed</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          aria-label={`Accept source ${source.title}`}
                          onClick={() => accept({ sources: [source] }, `the source ${source.title}`)}
                        >
                          Accept
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {withProvenance && ids.length > 0 && (
              <>
                <p className="ai-proposal-label">Identifiers</p>
                <ul className="proposal-items">
                  {ids.map((kind) => {
                    const value = found.identifiers[kind];
                    const label = `${IDENTIFIER_LABELS[kind]} id ${value}`;
                    return (
                      <li key={kind}>
                        <span>
                          {label}
                          {current.identifiers[kind] && current.identifiers[kind] !== value && (
                            <span className="muted small"> (yours: {current.identifiers[kind]})</span>
                          )}
                        </span>
                        {current.identifiers[kind] === value ? (
                          <span className="muted small">set</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            aria-label={`Accept ${label}`}
                            onClick={() => accept({ identifiers: { ...NONE, [kind]: value } }, `the ${label}`)}
                          >
                            Accept
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </div>
        }
        note="Accept all appends every new entry; Replace puts the found links and sources instead of yours."
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={newReferences(current, found) === 0}
              onClick={() => state.apply(withReferences(current, found), PROPOSAL_TEXTS.appended)}
            >
              Accept all
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => state.apply(insteadOfReferences(current, found), PROPOSAL_TEXTS.replaced)}
            >
              Replace
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={state.discard}>
              Discard
            </button>
          </>
        }
      />
      <ProposalDone state={state} />
    </>
  );
}
