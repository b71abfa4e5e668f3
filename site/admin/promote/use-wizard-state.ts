import { useCallback, useEffect, useRef, useState } from 'react';
import { WIZARD_SAVE_DEBOUNCE_MS } from '../../../domain/wizard.ts';
import type { WizardState } from '../../../domain/wizard-state.ts';
import { api, unwrap } from '../../lib/api.ts';
import { errorMessage } from '../../lib/api-error.ts';

export type SaveStatus = { kind: 'idle' | 'pending' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

/**
 * The wizard's saved state on the server (GET/PUT/DELETE /api/admin/wizard/state): `keep` is
 * called with every new state and saves the latest one once the editor pauses; one PUT at a time,
 * so an older state never lands after a newer one. `unsaved()` is true while a state waits or is
 * on its way, for the leave warning.
 */
export function useWizardStateSaver() {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  /** The last state the server holds (JSON), and the one waiting to be sent. */
  const stored = useRef<string | null>(null);
  const waiting = useRef<string | null>(null);
  const sending = useRef(false);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    if (sending.current || waiting.current === null) return;
    const json = waiting.current;
    waiting.current = null;
    sending.current = true;
    setStatus({ kind: 'saving' });
    try {
      const put = unwrap(api.admin.wizard.state.$put({ json: JSON.parse(json) as WizardState }));
      inFlight.current = put.catch(() => undefined);
      await put;
      stored.current = json;
      if (waiting.current === null) setStatus({ kind: 'saved' });
    } catch (error) {
      // Kept for the next change or the next try, so nothing the editor did is dropped.
      waiting.current ??= json;
      setStatus({ kind: 'failed', message: errorMessage(error, 'the server did not answer') });
    } finally {
      sending.current = false;
    }
    if (waiting.current !== null && waiting.current !== json) void send();
  }, []);

  /** `now`: sent at once instead of after the pause (AI text just written, which a reload must not lose). */
  const keep = useCallback(
    (state: WizardState, now = false) => {
      const json = JSON.stringify(state);
      if (json === (waiting.current ?? stored.current)) return;
      waiting.current = json;
      setStatus({ kind: 'pending' });
      clearTimeout(timer.current);
      if (now) void send();
      else timer.current = setTimeout(() => void send(), WIZARD_SAVE_DEBOUNCE_MS);
    },
    [send],
  );

  /** What the server holds now (after reading it): not a change to save. */
  const known = useCallback((state: WizardState | null) => {
    clearTimeout(timer.current);
    waiting.current = null;
    stored.current = state === null ? null : JSON.stringify(state);
    setStatus({ kind: 'idle' });
  }, []);

  /** Forgets the saved state: drops what waits, lets a save on its way land first, then deletes, so nothing revives it. */
  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    waiting.current = null;
    await inFlight.current;
    await unwrap(api.admin.wizard.state.$delete());
    waiting.current = null;
    stored.current = null;
    setStatus({ kind: 'idle' });
  }, []);

  const unsaved = useCallback(() => waiting.current !== null || sending.current, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, keep, known, clear, unsaved };
}

export function readSavedWizard() {
  return unwrap(api.admin.wizard.state.$get());
}
