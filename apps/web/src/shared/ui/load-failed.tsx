import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/show-error';
import { ErrorBlock } from './error-block';

/** A list or page whose data could not be read: why, in the user's language, and a way to try again. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="disconnected"
      title={errorMessage(error)}
      description={<a onClick={retry}>{t('actions.retry')}</a>}
    />
  );
}
