import { useEffect, useState } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@tarot/contract/app-config';
import { finishSignIn } from '@tarot/contract/identities';
import { call } from '../../shared/api/call';
import { errorMessage } from '../../shared/api/show-error';
import { tokenStore } from '../../shared/auth/token-store';
import { PAGES } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import { redirectTarget } from './after-login';
import styles from './account-form.module.css';

/** States already handed to the server: each is single-use, and React may run an effect twice. */
const finishing = new Set<string>();

const isProvider = (value: string | null): value is ThirdPartyProvider =>
  (THIRD_PARTY_PROVIDERS as readonly (string | null)[]).includes(value);

/**
 * Where the browser comes back from WeChat, QQ, Apple or Xiaomi: hands the code to the server,
 * keeps the session (or says the account is linked) and goes on to the page the sign-in was
 * started from; a cancelled or failed sign-in says why, with the way back.
 */
export default function SignInReturnPage() {
  const { t } = useTranslation(['entry', 'account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = params.get('provider');
  const code = params.get('code');
  const state = params.get('state');
  const user = params.get('user') ?? undefined;
  const [failure, setFailure] = useState<string | null>(() =>
    isProvider(provider) && code && state ? null : t('errors:OAUTH_CODE_INVALID'),
  );

  useEffect(() => {
    if (!isProvider(provider) || !code || !state || finishing.has(state)) return;
    finishing.add(state);
    call(finishSignIn, { params: { provider }, body: { code, state, user } })
      .then((answer) => {
        // The server only keeps pages of our own; checked again all the same.
        const target = redirectTarget(new URLSearchParams({ redirect: answer.redirect }));
        if (answer.kind === 'signed-in') {
          tokenStore.save(answer.token, answer.tokenExpired);
          toast.show({ content: t('account:signedIn', { name: answer.user.nickname }) });
        } else {
          toast.show({ content: t('thirdParty.linked', { provider: t(`thirdParty.name.${answer.provider}`) }) });
        }
        void navigate(target, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [provider, code, state, user, navigate, t]);

  if (failure) {
    const back = tokenStore.current() ? PAGES.linkedAccounts : PAGES.login;
    return (
      <div className={styles.page}>
        <h2 className={styles.title}>{t('thirdParty.failed')}</h2>
        <p className={styles.hint} role="alert">
          {failure}
        </p>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(back, { replace: true })}
        >
          {t('thirdParty.back')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.page} aria-busy="true">
      <SpinLoading color="primary" className={styles.spinner} />
      <p className={styles.links}>{t('thirdParty.finishing')}</p>
    </div>
  );
}
