import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APP_INFO } from '@tarot/contract/limits';
import { useCheckForUpdate } from '../../shared/app-update/use-check-for-update';
import { PAGES } from '../../shared/config/paths';
import styles from './about-page.module.css';

/** About (spec §3 config "about"): logo, name, company, slogan, versions, agreements, updates. */
export default function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  const navigate = useNavigate();
  const { check, checking } = useCheckForUpdate();

  return (
    <div className={styles.page}>
      <header className={styles.identity}>
        <img className={styles.logo} src={`${import.meta.env.BASE_URL}icon-192.png`} alt="" width={88} height={88} />
        <h1 className={styles.name}>{t('common:appName')}</h1>
        <p className={styles.slogan}>{t('slogan')}</p>
      </header>
      <List mode="card">
        <List.Item extra={`${APP_INFO.version} (${APP_INFO.versionCode})`}>{t('appVersion')}</List.Item>
        <List.Item extra={APP_INFO.configVersion}>{t('configVersion')}</List.Item>
        <List.Item
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              shape="rounded"
              loading={checking}
              onClick={() => void check()}
            >
              {t('checkNow')}
            </Button>
          }
        >
          {t('checkUpdates')}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item onClick={() => void navigate(PAGES.agreement)}>{t('agreement')}</List.Item>
        <List.Item onClick={() => void navigate(PAGES.agreement)}>{t('privacy')}</List.Item>
        <List.Item onClick={() => void navigate(PAGES.rate)}>{t('rate')}</List.Item>
        <List.Item onClick={() => void navigate(PAGES.download)}>{t('download')}</List.Item>
      </List>
      <footer className={styles.company}>
        <p>{t('company')}</p>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('deckCredit')}</p>
        <p>{t('placesCredit')}</p>
      </footer>
    </div>
  );
}
