import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appConfigQuery } from '../../shared/api/app-config-query';
import { queryClient } from '../../shared/api/query-client';
import styles from './third-party-logins.module.css';

/** Short brand marks drawn in each provider's colour; decorative, the name is written below. */
const MARKS = { weixin: '微', apple: 'A', qq: 'QQ', xiaomi: 'mi' } as const;

/**
 * WeChat, Apple, QQ and Xiaomi sign-in, each only when the server configures it
 * (`THIRD_PARTY_LOGINS`); with none configured, or before the answer, nothing shows.
 */
export function ThirdPartyLogins() {
  const { t } = useTranslation('entry');
  const { data } = useQuery(appConfigQuery, queryClient);
  const logins = data?.thirdPartyLogins ?? [];
  if (logins.length === 0) return null;

  return (
    <section className={styles.section} aria-label={t('thirdParty.title')}>
      <p className={styles.divider}>{t('thirdParty.title')}</p>
      <div className={styles.row}>
        {logins.map(({ provider, url }) => (
          <a key={provider} className={styles.option} href={url} rel="noopener noreferrer">
            <span className={`${styles.badge} ${styles[provider]}`} aria-hidden="true">
              {MARKS[provider]}
            </span>
            <span className={styles.label}>{t(`thirdParty.name.${provider}`)}</span>
          </a>
        ))}
      </div>
    </section>
  );
}
