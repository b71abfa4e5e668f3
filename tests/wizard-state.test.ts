import { describe, expect, it } from 'vitest';
import { activityLog, wizardStates } from '../db/schema.ts';
import { TEXT_MAX } from '../domain/limits.ts';
import { MAX_IDEAS_WRITTEN } from '../domain/wizard.ts';
import { WIZARD_STATE_LIMITS, WIZARD_STATE_MESSAGES } from '../domain/wizard-state.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The wizard keeps its state per admin (#21 item 5): saved, read back on any device, never another admin's. */

const t = await createTestApp();
const editor = await signUpAdmin(t);
const other = await signUpAdmin(t);
const user = await signUp(t);

const state = {
  step: 3,
  expertIds: [4],
  userIdea: 'Sleep and repair',
  textProvider: 'openrouter',
  textModel: 'anthropic/claude-sonnet-5',
  ideas: [
    { id: 'idea-1', title: 'Sleep and repair', description: 'What the studies show.', selected: true },
    { title: 'Naps', description: '' },
  ],
  contentType: 'research-insight',
  contentIds: [12, 13],
  // Written in step 2 and not saved to the library: the AI's text is kept in the state (#32).
  drafts: [{ ideaId: 'idea-2', title: 'Naps', content: '# Naps\n\nA short nap after lunch.' }],
  images: { provider: 'stability', model: 'core', size: '1280x720', style: 'documentary', prompt: 'Morning light', imageIds: [7] },
  publish: { contentId: 12, content: '# Sleep and repair\n\nEdited text.', linkFromProfile: true, status: 'draft', publishAt: '2026-12-01T09:00:00+01:00' },
};

const get = (cookie: string) => t.request('GET', '/api/admin/wizard/state', { cookie });
const put = (cookie: string, body: unknown) => t.request('PUT', '/api/admin/wizard/state', { cookie, body });
const rows = () => t.db.select().from(wizardStates);

describe('/api/admin/wizard/state', () => {
  it('answers no state before the first save, keeps the saved one, and replaces it with the next', async () => {
    expect(await (await get(editor.cookie)).json()).toEqual({ state: null, updatedAt: null });
    const saved = await put(editor.cookie, state);
    expect(saved.status).toBe(200);
    const reply = (await saved.json()) as { state: unknown; updatedAt: string };
    // Defaults are filled in (an idea not chosen is not selected); what was sent comes back.
    expect(reply.state).toEqual({ ...state, ideas: [state.ideas[0], { title: 'Naps', description: '', selected: false }] });
    expect(await (await get(editor.cookie)).json()).toEqual(reply);

    await put(editor.cookie, { step: 1 });
    expect(((await (await get(editor.cookie)).json()) as { state: unknown }).state).toEqual({
      step: 1,
      expertIds: [],
      ideas: [],
      contentIds: [],
      images: { imageIds: [] },
      publish: {},
    });
    expect(await rows()).toHaveLength(1);
  });

  it("is each admin's own: another admin never sees it, and clearing theirs leaves it alone", async () => {
    await put(editor.cookie, state);
    expect(await (await get(other.cookie)).json()).toEqual({ state: null, updatedAt: null });
    await put(other.cookie, { step: 2 });
    expect(((await (await get(editor.cookie)).json()) as { state: { step: number } }).state.step).toBe(3);

    const cleared = await t.request('DELETE', '/api/admin/wizard/state', { cookie: other.cookie });
    expect(await cleared.json()).toEqual({ message: WIZARD_STATE_MESSAGES.cleared });
    expect(await (await get(other.cookie)).json()).toEqual({ state: null, updatedAt: null });
    expect(((await (await get(editor.cookie)).json()) as { state: { step: number } }).state.step).toBe(3);
    // A private working copy: no activity entries.
    expect(await t.db.select().from(activityLog)).toEqual([]);
  });

  it('refuses bad or oversized states with 4xx and keeps the saved one', async () => {
    await put(editor.cookie, state);
    const kept = () => rows();
    await expectRefused(t, () => put(editor.cookie, { ...state, step: 5 }), 400, 'step: must be 1, 2, 3 or 4', kept);
    await expectRefused(t, () => put(editor.cookie, { ...state, secret: 'x' }), 400, /Unrecognized key/, kept);
    await expectRefused(t, () => put(editor.cookie, { ...state, contentIds: ['12; drop table'] }), 400, /^contentIds\.0: /, kept);
    await expectRefused(t, () => put(editor.cookie, { ...state, images: { ...state.images, size: '99999x99999' } }), 400, /^images\.size: /, kept);
    await expectRefused(t, () => put(editor.cookie, [state]), 400, undefined, kept);
    // Over the cap: the body limit answers 413 before the body is read.
    await expectRefused(
      t,
      () => put(editor.cookie, { ...state, padding: 'p'.repeat(WIZARD_STATE_LIMITS.maxBytes) }),
      413,
      WIZARD_STATE_MESSAGES.tooLarge,
      kept,
    );
    // A full wizard (every idea, the articles written at once and the edited one at their limits, in multi-byte text) fits under it.
    const full = {
      ...state,
      ideas: Array.from({ length: WIZARD_STATE_LIMITS.ideas }, (_, i) => ({ title: `Idea ${i}`, description: 'x'.repeat(2000) })),
      drafts: Array.from({ length: MAX_IDEAS_WRITTEN }, (_, i) => ({ ideaId: `idea-${i}`, title: `Idea ${i}`, content: 'ü'.repeat(TEXT_MAX.longText) })),
      publish: { content: 'y'.repeat(TEXT_MAX.longText) },
    };
    expect((await put(editor.cookie, full)).status).toBe(200);
    await expectRefused(
      t,
      () => put(editor.cookie, { ...state, drafts: [{ ideaId: 'idea-1', title: 'Too long', content: 'z'.repeat(TEXT_MAX.longText + 1) }] }),
      400,
      /^drafts\.0\.content: /,
      kept,
    );
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/wizard/state', { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('PUT', '/api/admin/wizard/state', { cookie, body: state }), user.cookie, rows);
    await expectAdminOnly(t, (cookie) => t.request('DELETE', '/api/admin/wizard/state', { cookie }), user.cookie, rows);
  });
});
