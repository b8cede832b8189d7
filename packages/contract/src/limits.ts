/** Business constants and limits from the product spec §9. */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  asyncPageDelayMs: 200,
  asyncPageTimeoutMs: 60_000,
  toastDurationMs: 2_000,
  swiperIntervalMs: 5_000,
  swiperDurationMs: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  verificationCodeLength: 6,
  inviteCodeLength: 20,
  uploadConcurrency: 5,
  imagePickerCount: 9,
  textInputMaxLength: 140,
  tempUrlListMax: 50,
  tempUrlValiditySeconds: 600,
  uploadCacheMaxAgeSeconds: 2_592_000,
  pickerYearsAround: 150,
  /** 择日: the longest range one search takes, a year with its leap day (core's MAX_SEARCH_DAYS). */
  zeDayMaxDays: 366,
} as const;

/** The app's identity (§1, §3 "Config"). */
export const APP_INFO = {
  appType: 'tarot',
  version: '1.0.7',
  versionCode: 100060,
  configVersion: '1.0.0',
  brandColor: '#6831FF',
} as const;
