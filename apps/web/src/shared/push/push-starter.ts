import { useEffect } from 'react';
import { useSignedIn } from '../auth/token-store';
import { whenIdle } from '../browser/when-idle';

/** The push runtime is its own chunk: the first screen carries only this loader. */
const loadRuntime = () => import('./push-runtime');

/**
 * Connects push for a signed-in member once the first screen is idle. Failing quietly is right
 * here: push is a background extra, and the member's next visit tries again.
 */
export function usePushForMembers(): void {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => {
      loadRuntime()
        .then((runtime) => runtime.startPush())
        .catch(() => undefined);
    });
  }, [signedIn]);
}

/** The member switched push on or off in settings. */
export async function switchPush(enabled: boolean): Promise<void> {
  const runtime = await loadRuntime();
  if (enabled) await runtime.startPush();
  else runtime.stopPush({ logout: true });
}
