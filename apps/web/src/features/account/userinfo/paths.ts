/** The spec's user-info routes (uni-id-pages), in one place for the pages that link to each other. */
const BASE = '/uni_modules/uni-id-pages/pages/userinfo';

export const USERINFO_PATHS = {
  userinfo: `${BASE}/userinfo`,
  cropImage: `${BASE}/cropImage/cropImage`,
  bindMobile: `${BASE}/bind-mobile/bind-mobile`,
  changePassword: `${BASE}/change_pwd/change_pwd`,
  setPassword: `${BASE}/set-pwd/set-pwd`,
  deactivate: `${BASE}/deactivate/deactivate`,
  realName: `${BASE}/realname-verify/realname-verify`,
} as const;
