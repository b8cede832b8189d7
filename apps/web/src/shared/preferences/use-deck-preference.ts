import { useEffect } from 'react';
import { useSignedIn } from '../auth/token-store';
import { whenIdle } from '../browser/when-idle';

/**
 * Shows the deck a member chose on another device once they sign in here. Quiet on failure:
 * this device keeps its own deck until the next visit.
 */
export function useDeckPreference(): void {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => {
      import('./deck-sync').then((sync) => sync.applyAccountDeck()).catch(() => undefined);
    });
  }, [signedIn]);
}
