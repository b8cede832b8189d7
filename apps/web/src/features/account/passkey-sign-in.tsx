import { useState } from 'react';
import { Button } from 'antd-mobile';
import { FingerdownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { tokenStore } from '../../shared/auth/token-store';
import { usePlatformAuthenticator } from '../../shared/passkeys/platform-authenticator';
import { passkeyFailure, signInWithPasskey } from '../../shared/passkeys/passkeys';
import { redirectTarget } from './after-login';
import { toast } from '../../shared/ui/toast';

/**
 * "Sign in with fingerprint / face": shown only where the device has a platform
 * authenticator; uses the passkey turned on in settings.
 */
export function PasskeySignIn() {
  const { t } = useTranslation(['passkey', 'account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const available = usePlatformAuthenticator();
  const [busy, setBusy] = useState(false);

  if (!available) return null;

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const session = await signInWithPasskey();
      tokenStore.save(session.token, session.tokenExpired);
      toast.show({ content: t('account:signedIn', { name: session.user.nickname }) });
      void navigate(redirectTarget(params), { replace: true });
    } catch (error) {
      const failure = passkeyFailure(error);
      if (failure !== 'cancelled') toast.show({ content: t(failure, { defaultValue: t('errors:unknown') }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      fill="outline"
      color="primary"
      shape="rounded"
      size="large"
      loading={busy}
      onClick={() => void signIn()}
    >
      <FingerdownOutline aria-hidden="true" /> {t('signIn')}
    </Button>
  );
}
