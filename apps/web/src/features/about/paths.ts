export const ABOUT_PATHS = {
  agreement: '/pages/uni-agree/uni-agree',
  rate: '/pages/ucenter/rate/rate',
  download: '/pages/ucenter/download/download',
} as const;
