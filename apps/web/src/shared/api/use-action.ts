import { useRef, useState } from 'react';
import { showError } from './show-error';
import { toast } from '../ui/toast';

/**
 * Runs one action at a time: a second tap while it is pending does nothing, and a failure
 * is shown in the user's language. Resolves to undefined when it failed.
 */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (...args: Args): Promise<Result | undefined> => {
    if (pending.current) return undefined;
    pending.current = true;
    setBusy(true);
    toast.clear(); // an earlier message no longer applies once the user tries again
    try {
      return await action(...args);
    } catch (error) {
      showError(error);
      return undefined;
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };
  return { run, busy };
}
