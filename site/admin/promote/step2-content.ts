import { savedPieces, type Piece, type WizardValues } from './wizard-model.ts';

/** Step 2, Create Article Content: one piece per chosen idea, written, edited, saved to the library. */
export type ContentAction =
  | { type: 'writingStarted' }
  | { type: 'pieceWritten'; piece: Piece }
  | { type: 'writingDone' }
  | { type: 'pieceEdited'; id: string; content: string }
  | { type: 'pieceMarked'; id: string; patch: Partial<Pick<Piece, 'saving' | 'savedId'>> };

export function contentReducer(values: WizardValues, action: ContentAction): WizardValues {
  const update = (id: string, patch: Partial<Piece>) => values.pieces.map((piece) => (piece.id === id ? { ...piece, ...patch } : piece));
  switch (action.type) {
    case 'writingStarted':
      // New pieces: step 4 starts again from the first of them.
      return { ...values, pieces: [], chosenId: null, articleText: undefined, outcome: null };
    case 'pieceWritten': {
      // In the order of the chosen ideas, whichever the AI finished first.
      const place = (piece: Piece) => values.ideas.findIndex((idea) => idea.id === piece.id);
      return { ...values, pieces: [...values.pieces, action.piece].sort((a, b) => place(a) - place(b)) };
    }
    case 'writingDone':
      return { ...values, step: 2 };
    case 'pieceEdited':
      return { ...values, pieces: update(action.id, { content: action.content }) };
    case 'pieceMarked':
      return { ...values, pieces: update(action.id, action.patch) };
  }
}

/** Step 2 to 3 needs at least one saved content piece. */
export function readyForImages(values: Pick<WizardValues, 'pieces'>): boolean {
  return savedPieces(values).length > 0;
}
