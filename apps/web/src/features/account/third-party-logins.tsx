import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { appConfigQuery } from '../../shared/api/app-config-query';
import { queryClient } from '../../shared/api/query-client';
import { useAction } from '../../shared/api/use-action';
import { redirectTarget } from './after-login';
import { findInviteCode } from './invite-code';
import { ProviderMark } from './provider-mark';
import { startThirdParty } from './third-party-start';
import styles from './third-party-logins.module.css';

/**
 * WeChat, Apple, QQ and Xiaomi sign-in, each only when the server is configured for it; with
 * none configured, or before the answer, nothing shows. A tap leaves for the provider's page.
 */
export function ThirdPartyLogins() {
  const { t } = useTranslation('entry');
  const [params] = useSearchParams();
  const { data } = useQuery(appConfigQuery, queryClient);
  const start = useAction(async (provider: ThirdPartyProvider) =>
    startThirdParty(provider, { redirect: redirectTarget(params), inviteCode: await findInviteCode(params) }),
  );
  const logins = data?.thirdPartyLogins ?? [];
  if (logins.length === 0) return null;

  return (
    <section className={styles.section} aria-label={t('thirdParty.title')}>
      <p className={styles.divider}>{t('thirdParty.title')}</p>
      <div className={styles.row}>
        {logins.map(({ provider }) => (
          <button
            key={provider}
            type="button"
            className={styles.option}
            disabled={start.busy}
            onClick={() => void start.run(provider)}
          >
            <ProviderMark provider={provider} />
            <span className={styles.label}>{t(`thirdParty.name.${provider}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
