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
    <section className="card wizard-panel">
      <h2>Create Article Content</h2>
      {wizard.pieces.map((piece) => (
        <article key={piece.id} className="card wizard-piece">
          <h3>{piece.idea.title}</h3>
          {piece.status === 'failed' ? (
            <p className="field-error">{piece.error}</p>
          ) : (
            <>
              <textarea className="input" rows={12} aria-label={`Content: ${piece.idea.title}`} value={piece.content} onChange={(event) => wizard.editPiece(piece.id, event.target.value)} />
              <button type="button" className="btn btn-secondary" disabled={piece.saving === 'saving' || piece.savedId !== null} onClick={() => void wizard.savePiece(piece)}>
                {saveLabel(piece)}
              </button>
            </>
          )}
        </article>
      ))}
      <StepNav wizard={wizard} back={1} next={{ step: 3, label: 'Continue to Images', ready: wizard.saved.length > 0 }} />
    </section>
  );
}
