import { WIZARD_TEXTS } from '../../../domain/wizard.ts';
import { StepNav } from './step-nav.tsx';
import type { Piece, PromoteWizard } from './use-promote-wizard.ts';

function saveLabel(piece: Piece): string {
  if (piece.saving === 'saving') return 'Saving';
  if (piece.saving === 'saved') return 'Saved!';
  return piece.savedId !== null ? 'Saved' : 'Save to Library';
}

/** Step 2: each idea's article, editable, saved to the library one by one. */
export function ContentStep({ wizard }: { wizard: PromoteWizard }) {
  return (
    <section className="card wizard-panel" aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        Create Article Content
      </h2>
      {wizard.pieces.length === 0 && <p className="muted">{WIZARD_TEXTS.noContent}</p>}
      {wizard.pieces.map((piece) => (
        <article key={piece.id} className="card wizard-piece">
          <h3>{piece.idea.title}</h3>
          {piece.status === 'failed' ? (
            <p className="field-error">{piece.error}</p>
          ) : (
            <>
              {/* Once saved, the library holds this text (it has no edit): step 4 is where the article's text is edited. */}
              <textarea
                className="input"
                rows={12}
                aria-label={`Content: ${piece.idea.title}`}
                aria-describedby={piece.savedId !== null ? `saved-note-${piece.id}` : undefined}
                readOnly={piece.savedId !== null}
                value={piece.content}
                onChange={(event) => wizard.editPiece(piece.id, event.target.value)}
              />
              {piece.savedId !== null && (
                <p id={`saved-note-${piece.id}`} className="muted small">
                  {WIZARD_TEXTS.savedReadOnly}
                </p>
              )}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={piece.saving === 'saving' || piece.savedId !== null}
                onClick={() => void wizard.savePiece(piece)}
              >
                {saveLabel(piece)}
              </button>
            </>
          )}
        </article>
      ))}
      <StepNav wizard={wizard} back={1} next={{ step: 3, label: 'Continue to Images', ready: wizard.readyForImages }} />
    </section>
  );
}
