/** The signed-out account pages (spec §2), linked to each other. */
const BASE = '/uni_modules/uni-id-pages/pages';

export const ENTRY_PATHS = {
  loginBySms: `${BASE}/login/login-withoutpwd`,
  loginWithPassword: `${BASE}/login/login-withpwd`,
  register: `${BASE}/register/register`,
  registerByEmail: `${BASE}/register/register-by-email`,
  registerAdmin: `${BASE}/register/register-admin`,
  retrieve: `${BASE}/retrieve/retrieve`,
  retrieveByEmail: `${BASE}/retrieve/retrieve-by-email`,
} as const;

/** The page with the current query kept, so `redirect` and `inviteCode` survive every hop. */
export const entryLink = (path: string, params: URLSearchParams): string => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};
