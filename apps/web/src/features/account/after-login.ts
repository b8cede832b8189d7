import { PAGES } from '../../shared/config/paths';

/**
 * Where to go after signing in: the `redirect` the login page was opened with, if it is
 * one of our own routes (never an outside address), else home.
 */
export function redirectTarget(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : PAGES.home;
}
