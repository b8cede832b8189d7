import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { loginByOneTap } from '@tarot/contract/one-tap';
import { appConfigQuery } from '../../shared/api/app-config-query';
import { queryClient } from '../../shared/api/query-client';
import { toast } from '../../shared/ui/toast';
import { oneTapToken } from './one-tap-vendor';
import { useSignIn } from './use-sign-in';

/**
 * 本机号码一键登录: shown only when the server configures a vendor. The vendor's script asks
 * the mobile network for this phone's number; an unknown number registers, as with SMS.
 */
export function OneTapLogin() {
  const { t } = useTranslation(['entry', 'errors']);
  const { data } = useQuery(appConfigQuery, queryClient);
  const { submit, busy } = useSignIn(loginByOneTap, { invite: true });
  const vendor = data?.oneTapLogin;
  if (!vendor) return null;

  const signIn = async () => {
    let token: string;
    try {
      token = await oneTapToken(vendor);
    } catch {
      return void toast.show({ content: t('errors:ONE_TAP_FAILED') });
    }
    await submit({ token });
  };

  return (
    <Button
      block
      color="primary"
      fill="outline"
      shape="rounded"
      size="large"
      loading={busy}
      onClick={() => void signIn()}
    >
      {t('oneTap.button')}
    </Button>
  );
}
