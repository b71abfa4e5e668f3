import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, SCHEDULE_TEXTS } from '../domain/schedule.ts';
import { WIZARD_MESSAGES, WIZARD_TEXTS } from '../domain/wizard.ts';
import { wizardStateSchema } from '../domain/wizard-state.ts';
import { ideasRefusal, writingRefusal } from '../site/admin/promote/step1-ideas.ts';
import { readyForImages } from '../site/admin/promote/step2-content.ts';
import { imagesRefusal, promptRefusal, readyForPublish } from '../site/admin/promote/step3-images.ts';
import { publishRefusal, scheduleRefusal } from '../site/admin/promote/step4-publish.ts';
import { articleContent, chosenPiece, INITIAL_WIZARD, type Piece, type WizardImage, type WizardValues } from '../site/admin/promote/wizard-model.ts';
import { wizardReducer, type Action } from '../site/admin/promote/wizard-reducer.ts';
import { EMPTY_STATE, reopenedValues, wizardSnapshot } from '../site/admin/promote/wizard-snapshot.ts';

/**
 * The Promote Longevity wizard's transitions (spec admin.md §4 'Wizard steps' and §5 'Wizard'):
 * the reducer the screen dispatches to, each step's rules with the spec's messages, and the state
 * the server keeps (step 2's written articles included, #32), run here without a browser.
 */

const run = (actions: Action[], from: WizardValues = INITIAL_WIZARD) => actions.reduce(wizardReducer, from);

const IDEAS = [
  { id: 'idea-1', title: 'Sleep and repair', description: 'What the studies show.', targetExpert: '4' },
  { id: 'idea-2', title: 'Naps', description: 'A short nap.', targetExpert: '4' },
];
const piece = (id: string, patch: Partial<Piece> = {}): Piece => ({
  id,
  content: `# ${id}\n\nText.`,
  idea: { title: id },
  savedId: null,
  saving: 'idle',
  status: 'done',
  ...patch,
});
const IMAGE: WizardImage = { id: 7, imageUrl: '/uploads/images/7.png', imagePrompt: 'Morning light', size: '1024x1024' };

/** A wizard with an expert, both ideas written, the first one saved to the library as content 12. */
const written = run([
  { type: 'textChosen', patch: { expertId: '4' } },
  { type: 'ideasGenerated', ideas: IDEAS },
  { type: 'ideaToggled', id: 'idea-1' },
  { type: 'ideaToggled', id: 'idea-2' },
  { type: 'writingStarted' },
  { type: 'pieceWritten', piece: piece('idea-1') },
  { type: 'pieceWritten', piece: piece('idea-2') },
  { type: 'writingDone' },
  { type: 'pieceMarked', id: 'idea-1', patch: { savedId: 12, saving: 'saved' } },
]);

describe('step 1: Select Expert & Generate Ideas', () => {
  it('needs an expert for ideas, and a selected idea and an expert for content, in the spec words', () => {
    expect(ideasRefusal(INITIAL_WIZARD)).toBe('Please select an expert first.');
    const withIdeas = run([{ type: 'ideasGenerated', ideas: IDEAS }]);
    expect(withIdeas.ideas.map((idea) => idea.selected)).toEqual([false, false]);
    expect(writingRefusal(withIdeas)).toBe(WIZARD_MESSAGES.selectIdea);
    const selected = run([{ type: 'ideaToggled', id: 'idea-2' }], withIdeas);
    expect(selected.ideas.map((idea) => idea.selected)).toEqual([false, true]);
    expect(writingRefusal(selected)).toBe('Please select an expert.');
    const ready = run([{ type: 'textChosen', patch: { expertId: '4' } }], selected);
    expect(ideasRefusal(ready)).toBeUndefined();
    expect(writingRefusal(ready)).toBeUndefined();
    expect(run([{ type: 'ideaToggled', id: 'idea-2' }], ready).ideas[1]?.selected).toBe(false);
  });
});

describe('step 2: Create Article Content', () => {
  it('starts afresh, moves to step 2 when the writing ends, and goes on to images only with a saved piece', () => {
    expect(written.step).toBe(2);
    expect(written.pieces.map((item) => item.id)).toEqual(['idea-1', 'idea-2']);
    const unsaved = run([{ type: 'pieceMarked', id: 'idea-1', patch: { savedId: null } }], written);
    expect(readyForImages(unsaved)).toBe(false);
    expect(run([{ type: 'goTo', step: 3 }], unsaved).step).toBe(2);
    expect(readyForImages(written)).toBe(true);
    expect(run([{ type: 'goTo', step: 3 }], written).step).toBe(3);
    // Writing again drops the pieces and step 4's choice, text and outcome.
    const chosen = run(
      [
        { type: 'articleChosen', id: 12 },
        { type: 'articleEdited', text: 'Edited' },
      ],
      written,
    );
    expect(run([{ type: 'writingStarted' }], chosen)).toMatchObject({ pieces: [], chosenId: null, articleText: undefined, outcome: null });
  });

  it('keeps the pieces in the order of their ideas, whichever the AI finished first', () => {
    const swapped = run(
      [{ type: 'writingStarted' }, { type: 'pieceWritten', piece: piece('idea-2') }, { type: 'pieceWritten', piece: piece('idea-1') }],
      written,
    );
    expect(swapped.pieces.map((item) => item.id)).toEqual(['idea-1', 'idea-2']);
  });

  it('edits a piece in place and marks its saving', () => {
    const edited = run(
      [
        { type: 'pieceEdited', id: 'idea-2', content: 'New text' },
        { type: 'pieceMarked', id: 'idea-2', patch: { saving: 'saving' } },
      ],
      written,
    );
    expect(edited.pieces[1]).toMatchObject({ content: 'New text', saving: 'saving', savedId: null });
    expect(edited.pieces[0]).toBe(written.pieces[0]);
  });
});

describe('step 3: Image Generation', () => {
  it('needs saved content for the prompt and the images, and a prompt for the images', () => {
    expect(promptRefusal(INITIAL_WIZARD)).toBe('Please save some content from Step 2 before generating images.');
    expect(imagesRefusal(INITIAL_WIZARD)).toBe(WIZARD_MESSAGES.saveContentFirst);
    expect(promptRefusal(written)).toBeUndefined();
    expect(imagesRefusal(run([{ type: 'lookChosen', patch: { prompt: '  ' } }], written))).toBe(
      'Please generate an AI prompt or write your own before creating images.',
    );
    expect(imagesRefusal(run([{ type: 'lookChosen', patch: { prompt: 'Morning light' } }], written))).toBeUndefined();
  });

  it('keeps the images made, features the first, and goes on to publish only with an image', () => {
    const atImages = run([{ type: 'goTo', step: 3 }], written);
    expect(readyForPublish(atImages)).toBe(false);
    expect(run([{ type: 'goTo', step: 4 }], atImages).step).toBe(3);
    const made = run([{ type: 'imagesMade', images: [IMAGE], costUsd: 0.04 }], atImages);
    expect(made).toMatchObject({ images: [IMAGE], runCost: 0.04, featured: IMAGE.imageUrl });
    const second = { ...IMAGE, id: 8, imageUrl: '/uploads/images/8.png' };
    expect(run([{ type: 'imagesMade', images: [second], costUsd: 0.02 }], made)).toMatchObject({ images: [IMAGE, second], featured: IMAGE.imageUrl });
    expect(run([{ type: 'goTo', step: 4 }], made).step).toBe(4);
    // Back is always open.
    expect(
      run(
        [
          { type: 'goTo', step: 4 },
          { type: 'goTo', step: 1 },
        ],
        made,
      ).step,
    ).toBe(1);
  });
});

describe('step 4: Publish Content', () => {
  it('needs saved content, a chosen expert and a found expert, in the spec words', () => {
    expect(publishRefusal(INITIAL_WIZARD, false)).toBe('No Content to Publish');
    expect(publishRefusal(run([{ type: 'textChosen', patch: { expertId: '' } }], written), false)).toBe('No Expert Selected');
    expect(publishRefusal(written, false)).toBe('Expert Not Found');
    expect(publishRefusal(written, true)).toBeUndefined();
  });

  it('publishes the chosen piece with its edited text; choosing another starts from its saved text', () => {
    const two = run([{ type: 'pieceMarked', id: 'idea-2', patch: { savedId: 13 } }], written);
    expect(chosenPiece(two)?.savedId).toBe(12);
    const edited = run([{ type: 'articleEdited', text: '# Sleep\n\nEdited.' }], two);
    expect(articleContent(edited)).toBe('# Sleep\n\nEdited.');
    const other = run([{ type: 'articleChosen', id: 13 }], edited);
    expect(chosenPiece(other)?.savedId).toBe(13);
    expect(articleContent(other)).toBe(two.pieces[1]?.content);
  });

  it('refuses a missing or past time at the field, and keeps what publishing ended in', () => {
    expect(scheduleRefusal(undefined, new Date())).toBe(SCHEDULE_TEXTS.enterTime);
    expect(scheduleRefusal('2020-01-01T09:00:00+00:00', new Date())).toBe(SCHEDULE_MESSAGES.past);
    expect(scheduleRefusal(new Date(Date.now() + 86_400_000).toISOString(), new Date())).toBeUndefined();

    const article = { id: 3, title: 'Sleep', slug: 'sleep', path: '/articles/sleep', status: 'published' as const, publishAt: null };
    const refused = run(
      [{ type: 'publishFailed', refused: { kind: 'refused', message: 'Already published as "Sleep"', article }, scheduleProblem: undefined }],
      written,
    );
    expect(refused.outcome).toMatchObject({ kind: 'refused', article });
    // A refused time leaves the outcome as it was; typing a new time clears the problem.
    const timeRefused = run([{ type: 'publishChecked', scheduleProblem: SCHEDULE_MESSAGES.past }], refused);
    expect(timeRefused).toMatchObject({ scheduleProblem: SCHEDULE_MESSAGES.past, outcome: refused.outcome });
    expect(run([{ type: 'scheduleInput', value: '2030-01-01T09:00' }], timeRefused)).toMatchObject({
      scheduleInput: '2030-01-01T09:00',
      scheduleProblem: undefined,
    });
    // An accepted publish clears the last outcome, then shows its own.
    const started = run([{ type: 'publishChecked', scheduleProblem: undefined }], refused);
    expect(started.outcome).toBeNull();
    const done = { kind: 'done' as const, status: 'published' as const, scheduledAt: null, article };
    expect(run([{ type: 'published', outcome: done }], started).outcome).toEqual(done);
    expect(run([{ type: 'publishFailed', refused: null, scheduleProblem: SCHEDULE_MESSAGES.tooFar }], started)).toMatchObject({
      outcome: null,
      scheduleProblem: SCHEDULE_MESSAGES.tooFar,
    });
  });
});

describe('the state the server keeps', () => {
  it('holds the written articles not yet in the library (not the failed ones) and the saved ones by id', () => {
    const withFailure = run([{ type: 'pieceWritten', piece: piece('idea-3', { content: '', status: 'failed', error: 'Generation failed' }) }], written);
    const snapshot = wizardSnapshot(withFailure);
    expect(wizardStateSchema.safeParse(snapshot).success).toBe(true);
    expect(snapshot).toMatchObject({
      step: 2,
      expertIds: [4],
      contentIds: [12],
      drafts: [{ ideaId: 'idea-2', title: 'idea-2', content: written.pieces[1]?.content }],
    });
    expect(snapshot.publish).toEqual({ contentId: 12, linkFromProfile: true });
  });

  it('reopens as it was kept, with the library as it is now, at step 2 when articles were written at step 1', () => {
    const library = [{ id: 12, ideaId: 'idea-1', content: written.pieces[0]?.content ?? '', article: null }] as unknown as Parameters<typeof reopenedValues>[1];
    const kept = wizardSnapshot(
      run(
        [
          { type: 'goTo', step: 3 },
          { type: 'imagesMade', images: [IMAGE], costUsd: 0.04 },
        ],
        written,
      ),
    );
    const reopened = reopenedValues(kept, library, [IMAGE]);
    expect(wizardSnapshot(reopened)).toEqual(kept);
    expect(reopened.pieces.map((item) => [item.id, item.savedId])).toEqual([
      ['idea-1', 12],
      ['idea-2', null],
    ]);
    expect(reopenedValues({ ...kept, step: 1 }, library, [IMAGE]).step).toBe(2);
    expect(reopenedValues({ ...kept, step: 1, drafts: [] }, library, [IMAGE]).step).toBe(1);
  });

  it('names the article a kept piece already became, and starts over empty', () => {
    const article = { id: 3, title: 'Sleep', slug: 'sleep', path: '/articles/sleep', status: 'published', publishAt: null };
    const library = [{ id: 12, ideaId: 'idea-1', content: 'x', article }] as unknown as Parameters<typeof reopenedValues>[1];
    const reopened = reopenedValues(wizardSnapshot(written), library, []);
    expect(reopened.outcome).toEqual({ kind: 'refused', message: `${WIZARD_TEXTS.alreadyArticle} "Sleep".`, article });
    expect(run([{ type: 'startedOver' }], reopened)).toBe(INITIAL_WIZARD);
    expect(wizardSnapshot(INITIAL_WIZARD)).toEqual(EMPTY_STATE);
  });
});
