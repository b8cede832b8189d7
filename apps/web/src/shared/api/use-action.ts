import { useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from './http';

/**
 * Runs one action at a time: a second tap while it is pending does nothing, and a failure
 * is shown in the user's language. Resolves to undefined when it failed.
 */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const { t } = useTranslation('errors');
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (...args: Args): Promise<Result | undefined> => {
    if (pending.current) return undefined;
    pending.current = true;
    setBusy(true);
    Toast.clear(); // an earlier message no longer applies once the user tries again
    try {
      return await action(...args);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      Toast.show({ content: t(code, { defaultValue: t('unknown') }) });
      return undefined;
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };
  return { run, busy };
}
