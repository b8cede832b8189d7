/** Pages the Mine page leads to; several belong to other features and are reached by address only. */
export const UCENTER_PATHS = {
  mine: '/pages/ucenter/ucenter',
  points: '/pages/ucenter/points/points',
  invite: '/pages/ucenter/invite/invite',
  userinfo: '/uni_modules/uni-id-pages/pages/userinfo/userinfo',
  rate: '/pages/ucenter/rate/rate',
  articles: '/pages/news/list/list',
  feedback: '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback',
  settings: '/pages/ucenter/settings/settings',
  about: '/pages/ucenter/about/about',
  admin: '/pages/admin/admin',
} as const;
