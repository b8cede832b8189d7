import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '../../shared/config/paths';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-testid="not-found">
      <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} fullPage={false} />
      <Button color="primary" shape="rounded" onClick={() => navigate(PAGES.home, { replace: true })}>
        {t('notFound.backHome')}
      </Button>
    </div>
  );
}
