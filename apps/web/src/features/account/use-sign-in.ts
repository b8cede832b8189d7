import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionResponse } from '@tarot/contract/auth';
import { apiRequest } from '../../shared/api/http';
import { tokenStore } from '../../shared/auth/token-store';
import { showError } from '../../shared/api/show-error';
import { redirectTarget } from './after-login';
import { findInviteCode } from './invite-code';

/**
 * Posts a sign-in or sign-up form, keeps the session, and returns to where the user came from.
 * With `invite`, the form also carries the invite code (clipboard, else the link), for the
 * account it may create.
 */
export function useSignIn(path: string, { invite = false }: { invite?: boolean } = {}) {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const submit = async (body: Record<string, unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      const inviteCode = invite ? await findInviteCode(params) : undefined;
      const session = await apiRequest<SessionResponse>('POST', path, inviteCode ? { ...body, inviteCode } : body);
      tokenStore.save(session.token, session.tokenExpired);
      Toast.show({ content: t('account:signedIn', { name: session.user.nickname }) });
      void navigate(redirectTarget(params), { replace: true });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
