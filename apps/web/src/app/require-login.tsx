import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginRequired } from '../shared/auth/login-required';
import { useSignedIn } from '../shared/auth/token-store';
import { needLoginRedirect, tokenErrorRedirect } from './login-guard';

interface RequireLoginProps {
  /** The route's `needLogin`. */
  readonly needLogin: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * The app's login guard: a page that needs login opens only with a valid token, and a
 * token error from any API call sends the user to the login page; either way with
 * `redirect=` this address, so signing in returns here.
 */
export function RequireLogin({ needLogin, children }: RequireLoginProps) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(
    () =>
      loginRequired.subscribe(() => {
        const target = tokenErrorRedirect(location);
        if (target) void navigate(target, { replace: true });
      }),
    [location, navigate],
  );

  const redirect = needLoginRedirect(needLogin, signedIn, location);
  return redirect ? <Navigate to={redirect} replace /> : children;
}
