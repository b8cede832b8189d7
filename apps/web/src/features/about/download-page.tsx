import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../shared/api/app-config-query';
import { queryClient } from '../../shared/api/query-client';
import { QrCode } from '../../shared/ui/qr-code';
import { LoadFailed } from '../../shared/ui/load-failed';
import styles from './download-page.module.css';

const PLATFORMS = ['ios', 'android'] as const;

/** Download the app: QR codes for the iOS and Android links the server configures. */
export default function DownloadPage() {
  const { t } = useTranslation(['about', 'errors', 'common']);
  const config = useQuery(appConfigQuery, queryClient);

  if (config.isError) {
    return <LoadFailed error={config.error} retry={() => void config.refetch()} />;
  }
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <img src={`${import.meta.env.BASE_URL}icon-192.png`} alt="" width={64} height={64} />
        <div>
          <h1>{t('common:appName')}</h1>
          <p>{t('downloadPage.hint')}</p>
        </div>
      </header>
      <div className={styles.codes}>
        {PLATFORMS.map((platform) => {
          const url = config.data?.appDownload[platform];
          return (
            <section key={platform} className={styles.card}>
              <h2>{t(`downloadPage.${platform}`)}</h2>
              {url ? (
                <QrCode text={url} label={t(`downloadPage.${platform}`)} size={140} className={styles.qr} />
              ) : (
                <Skeleton animated className={styles.qrPlaceholder} />
              )}
              {url && (
                <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
                  {t('downloadPage.open')}
                </a>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
