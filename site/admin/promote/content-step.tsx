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
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={() => wizard.goTo(1)}>
          Back
        </button>
        <button type="button" className="btn btn-primary" disabled={wizard.saved.length === 0} onClick={() => wizard.goTo(3)}>
          Continue to Images
        </button>
      </div>
    </section>
  );
}
