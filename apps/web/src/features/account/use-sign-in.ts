import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { login, loginBySms, register } from '@tarot/contract/auth';
import type { registerAdmin, registerByEmail } from '@tarot/contract/account-recovery';
import type { loginByOneTap } from '@tarot/contract/one-tap';
import { call } from '../../shared/api/call';
import { tokenStore } from '../../shared/auth/token-store';
import { showError } from '../../shared/api/show-error';
import { redirectTarget } from './after-login';
import { findInviteCode } from './invite-code';
import { toast } from '../../shared/ui/toast';

/** The endpoints that answer a new session. */
type SessionEndpoint =
  | typeof login
  | typeof loginBySms
  | typeof loginByOneTap
  | typeof register
  | typeof registerByEmail
  | typeof registerAdmin;

/**
 * Posts a sign-in or sign-up form, keeps the session, and returns to where the user came from.
 * With `invite`, the form also carries the invite code (clipboard, else the link), for the
 * account it may create.
 */
export function useSignIn(endpoint: SessionEndpoint, { invite = false }: { invite?: boolean } = {}) {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const submit = async (body: Record<string, unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      const inviteCode = invite ? await findInviteCode(params) : undefined;
      // Each page builds its own form's body; the server validates it against the endpoint.
      const sent = (inviteCode ? { ...body, inviteCode } : body) as never;
      const session = await call(endpoint as typeof login, { body: sent });
      tokenStore.save(session.token, session.tokenExpired);
      toast.show({ content: t('account:signedIn', { name: session.user.nickname }) });
      void navigate(redirectTarget(params), { replace: true });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
