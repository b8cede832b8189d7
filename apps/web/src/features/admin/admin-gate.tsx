import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/http';
import { PAGES } from '../../shared/config/paths';
import { errorMessage } from '../../shared/api/show-error';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './admin-gate.module.css';

interface AdminGateProps {
  readonly pending: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/**
 * What an admin page shows before its data is there: a skeleton while loading, a clear
 * "no permission" state when the server refuses (403), otherwise the error and a retry.
 */
export function AdminGate({ pending, error, onRetry, children }: AdminGateProps) {
  const { t } = useTranslation(['admin', 'errors', 'common']);
  const navigate = useNavigate();
  if (error) {
    if (error instanceof ApiError && error.code === 'uni-id-permission-error') {
      return (
        <ErrorBlock
          className={styles.block}
          status="default"
          title={t('noPermission.title')}
          description={t('noPermission.text')}
        >
          <Button color="primary" onClick={() => void navigate(PAGES.home, { replace: true })}>
            {t('noPermission.home')}
          </Button>
        </ErrorBlock>
      );
    }
    return (
      <ErrorBlock className={styles.block} status="disconnected" title={errorMessage(error)} description={null}>
        <Button color="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (pending) return <Skeleton.Paragraph lineCount={8} animated />;
  return children;
}
