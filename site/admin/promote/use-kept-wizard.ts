import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch, type RefObject } from 'react';
import type { WizardState } from '../../../domain/wizard-state.ts';
import { useLeaveGuard } from '../ui/dirty-guard.tsx';
import { libraryContentQuery, libraryImagesQuery } from '../queries.ts';
import { readSavedWizard, useWizardStateSaver } from './use-wizard-state.ts';
import type { Action } from './wizard-reducer.ts';
import { fail } from './wizard-toast.ts';
import { EMPTY_STATE, reopenedValues } from './wizard-snapshot.ts';

/**
 * The wizard's work kept on the server: opened from the saved state (reopened with the library's
 * items as they are now), every change kept (at once when `urgent` is set, for AI text just
 * written), leaving guarded while a change is unsaved, and 'Start over' clearing it.
 */
export function useKeptWizard(snapshot: WizardState, urgent: RefObject<boolean>, dispatch: Dispatch<Action>) {
  const queryClient = useQueryClient();
  const { status: saveStatus, keep, known, clear, unsaved } = useWizardStateSaver();
  /** 'loading' until the saved state has been read (nothing is saved before), then how the wizard opened. */
  const [opening, setOpening] = useState<'loading' | 'fresh' | 'reopened' | 'failed'>('loading');

  // Opening: the saved state, if any, with the library's items; nothing is saved until it has been read.
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { state } = await readSavedWizard();
        if (!live) return;
        if (!state) {
          known(EMPTY_STATE);
          return setOpening('fresh');
        }
        const [library, libraryImages] = await Promise.all([queryClient.fetchQuery(libraryContentQuery), queryClient.fetchQuery(libraryImagesQuery)]);
        if (!live) return;
        known(state);
        dispatch({ type: 'reopened', values: reopenedValues(state, library, libraryImages) });
        setOpening('reopened');
      } catch {
        if (!live) return;
        known(EMPTY_STATE);
        setOpening('failed');
      }
    })();
    return () => {
      live = false;
    };
    // Once, on mount.
  }, []);

  // Every change is kept (after a pause, or at once for AI text just written); nothing is, until the saved state has been read.
  useEffect(() => {
    if (opening === 'loading') return;
    keep(snapshot, urgent.current);
    urgent.current = false;
  }, [opening, snapshot, keep, urgent]);

  /** Leaving asks first while a change waits to be saved or is on its way (written articles included: the state holds them). */
  useLeaveGuard(unsaved);

  /** 'Start over': the saved state goes, and the wizard is empty at step 1 (the library keeps what was saved). */
  async function startOver() {
    try {
      await clear();
      known(EMPTY_STATE);
    } catch (error) {
      return fail(error, 'Failed to clear the wizard');
    }
    dispatch({ type: 'startedOver' });
    setOpening('fresh');
  }

  return { opening, saveStatus, startOver };
}
