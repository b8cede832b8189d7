import { z } from 'zod';
import { MAX_CHART_TAG_LENGTH, MAX_CHART_TAGS } from './chart-tags';
import { LIMITS } from './limits';

/**
 * The one catalogue of error codes. Server answers carry `{ code, message }` with a code
 * from here; the web app shows each code's message in the user's language
 * (`apps/web/src/locales/<lang>/errors.json` holds one entry per code).
 * Codes and English texts follow the product spec §8 where it names them.
 */
export const SERVER_ERRORS = {
  // Accounts (uni-id)
  'uni-id-check-token-failed': { status: 401, message: 'Failed to get the current user: please log in.' },
  'uni-id-token-expired': { status: 401, message: 'Your login has expired, please log in again.' },
  'uni-id-account-exists': { status: 409, message: 'This account is already registered' },
  'uni-id-password-error': { status: 401, message: 'The account or password is incorrect' },
  'uni-id-password-error-exceed-limit': {
    status: 429,
    message: 'Too many wrong passwords: password login is locked for an hour. Try again later or sign in with a code.',
  },
  'uni-id-weak-password': {
    status: 400,
    message: 'Use 6 to 20 characters with at least two of letters, digits and symbols, and not a common password',
  },
  'uni-id-account-closed': { status: 403, message: 'This account has been closed' },
  'uni-id-account-banned': {
    status: 403,
    message: 'This account has been suspended by an administrator; contact us through feedback',
  },
  'uni-id-invalid-verify-code': { status: 400, message: 'The verification code is wrong or has expired' },
  'uni-id-verify-code-too-frequent': { status: 429, message: 'Please wait a minute before asking for another code' },
  'uni-id-verify-code-daily-limit': {
    status: 429,
    message: 'Too many codes today for this number; please try again tomorrow',
  },
  'uni-id-permission-error': { status: 403, message: 'You do not have permission to do this' },
  'uni-id-admin-exists': { status: 409, message: 'An administrator already exists; sign in instead' },
  'uni-id-account-not-exists': { status: 404, message: 'No account uses this phone number or e-mail address' },
  // The signed-in user's own account (/api/user/*)
  'uni-id-no-change': { status: 400, message: 'No change' },
  'uni-id-old-password-error': { status: 400, message: 'The current password is incorrect' },
  'uni-id-password-already-set': { status: 409, message: 'This account already has a password; change it instead' },
  'uni-id-password-not-set': { status: 400, message: 'This account has no password yet; set one first' },
  'uni-id-mobile-not-bound': { status: 400, message: 'Bind a phone number first' },
  'uni-id-bind-conflict': { status: 409, message: 'This phone number is already bound to another account' },
  'uni-id-realname-invalid-name': {
    status: 400,
    message: 'Enter the name on your ID card: 2 to 20 Chinese characters, parts separated by ·',
  },
  'uni-id-realname-invalid-id-number': { status: 400, message: 'Enter an 18-character resident ID number' },
  'uni-id-realname-id-check-digit': {
    status: 400,
    message: 'The last character of this ID number does not match; please check the number',
  },
  'uni-id-realname-id-birth-date': { status: 400, message: 'The birth date in this ID number is not valid' },
  'uni-id-realname-verify-failed': { status: 400, message: 'The name and ID number do not match' },
  'uni-id-realname-already-verified': { status: 409, message: 'Real-name verification is already complete' },
  // Cloud (§8)
  SYS_ERR: { status: 500, message: 'system error, please try again later' },
  SYSTEM_ERROR: { status: 500, message: 'System error' },
  INVALID_PARAM: { status: 400, message: 'Invalid parameter' },
  PARAM_ERROR: { status: 400, message: 'Parameter error' },
  AUTH_FAILED: { status: 401, message: 'Authentication failed, please try again' },
  UPLOAD_FAILED: { status: 400, message: 'File upload failed' },
  DELETE_FILE_FAILED: { status: 400, message: 'Failed to delete the file' },
  GET_TEMP_FILE_URL_FAILED: { status: 400, message: 'Failed to get a temporary file URL' },
  CLOUDPATH_REQUIRED: { status: 400, message: 'cloudPath must be a non-empty path' },
  // File storage (our rules for the spec's uploads)
  FILE_EMPTY: { status: 400, message: 'The file is empty' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is larger than 10 MB' },
  FILE_TYPE_UNSUPPORTED: { status: 415, message: 'Only JPEG, PNG, WebP and GIF images can be uploaded' },
  IMAGE_TOO_LARGE: { status: 400, message: 'The image has more than 40 megapixels' },
  TOO_MANY_FILES: { status: 400, message: 'At most 5 files, each after its cloudPath field, per request' },
  FILE_LINK_INVALID: { status: 403, message: 'This file link is invalid or has expired' },
  UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    message: 'You have uploaded as many images as allowed today; try again tomorrow',
  },
  IMAGE_QUEUE_FULL: { status: 503, message: 'Many images are being processed right now; please try again in a moment' },
  NETWORK_ERROR: { status: 503, message: 'network request error' },
  INVALID_OPERATION: { status: 400, message: 'Only anonymous logins can refresh an access token' },
  GATEWAY_INVALID_TOKEN: { status: 401, message: 'Invalid access token' },
  ACCESS_TOKEN_DISABLED: { status: 401, message: 'The access token is disabled' },
  ACCESS_TOKEN_EXPIRED: { status: 401, message: 'The access token has expired' },
  SIGN_PARAM_INVALID: { status: 401, message: 'Invalid signature, please log in again' },
  REFRESH_TOKEN_EXPIRED: { status: 401, message: 'The refresh token has expired, please log in again' },
  INVALID_REFRESH_TOKEN: { status: 401, message: 'Invalid refresh token, please log in again' },
  '20000': { status: 500, message: 'System error' },
  '20101': { status: 403, message: 'Invalid client' },
  // App (§8)
  REQUEST_FAILED: { status: 502, message: 'Request service failed' },
  NO_DATA: { status: 404, message: 'No data' },
  NEWS_ID_EMPTY: { status: 400, message: 'An error occurred, the news ID is empty' },
  // Points and check-ins
  CHECK_IN_DONE_TODAY: { status: 409, message: 'You have already checked in today; come back tomorrow' },
  AD_NOT_FINISHED: { status: 400, message: 'Watch the ad to the end to check in' },
  AD_VIEW_INVALID: { status: 400, message: 'This ad cannot be used for a check-in; please watch a new one' },
  AD_NOT_AVAILABLE: { status: 409, message: 'There is no ad to watch right now' },
  AD_CALLBACK_INVALID: { status: 400, message: 'This reward callback is not signed by the ad network' },
  AD_REWARD_REPLAYED: { status: 409, message: 'This reward has already been paid' },
  AD_NETWORK_UNAVAILABLE: { status: 503, message: 'The ad network is not answering right now; please try again later' },
  PROMOTION_MEDIA_UNSUPPORTED: {
    status: 415,
    message: 'Use a JPEG, PNG, WebP or GIF image or an MP4 or WebM video of at most 10 MB',
  },
  OFFER_NOT_FOUND: { status: 404, message: 'There is no such offer' },
  OFFER_OWNED: { status: 409, message: 'You already have this' },
  OFFER_NOT_OWNED: { status: 409, message: 'Get this with points before using it' },
  POINTS_NOT_ENOUGH: { status: 409, message: 'You do not have enough points for this yet' },
  // Feedback and passkeys
  FEEDBACK_IMAGES_NEED_LOGIN: { status: 401, message: 'Sign in to attach images to your feedback' },
  FEEDBACK_IMAGE_NOT_OWNED: { status: 400, message: 'Attach only images you uploaded yourself' },
  PASSKEY_CHALLENGE_EXPIRED: { status: 400, message: 'This fingerprint or face request has expired; please try again' },
  PASSKEY_VERIFY_FAILED: { status: 400, message: 'Fingerprint or face verification failed; please try again' },
  PASSKEY_NOT_FOUND: {
    status: 404,
    message: 'This passkey is not registered here; sign in another way and turn it on again',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'This device is already signed out' },
  // Third-party sign-in and one-click phone login (decision 0024)
  LOGIN_METHOD_NOT_OFFERED: { status: 404, message: 'This way of signing in is not offered here' },
  OAUTH_STATE_INVALID: { status: 400, message: 'This sign-in has expired or was already used; please start again' },
  OAUTH_CODE_INVALID: { status: 400, message: 'The sign-in was cancelled or has expired; please try again' },
  OAUTH_ID_TOKEN_INVALID: { status: 400, message: 'The sign-in could not be verified; please try again' },
  LOGIN_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The sign-in service is not answering right now; please try again later or sign in another way',
  },
  IDENTITY_LINKED_ELSEWHERE: {
    status: 409,
    message: 'This account is already linked to another member; sign in with it, or unlink it there first',
  },
  IDENTITY_NOT_LINKED: { status: 404, message: 'This account is not linked' },
  IDENTITY_LAST_SIGN_IN: {
    status: 409,
    message: 'This is your only way to sign in; set a password, bind a phone number or link another account first',
  },
  ONE_TAP_FAILED: { status: 400, message: 'Your phone number could not be confirmed; sign in with a code instead' },
  // Calendar API
  INVALID_DATE: { status: 400, message: 'This date does not exist or is outside 1801–2199' },
  QIMEN_OUT_OF_RANGE: { status: 400, message: '奇门 charts cover 1901–2099' },
  INVALID_TIME_ZONE: { status: 400, message: 'Unknown time zone' },
  CHART_OUT_OF_RANGE: { status: 400, message: '星座 charts cover 1900–2100' },
  // Saved charts' tags (chart-tags.ts)
  CHART_TAG_EMPTY: { status: 400, message: 'A tag cannot be empty' },
  CHART_TAG_TOO_LONG: { status: 400, message: `A tag can have at most ${MAX_CHART_TAG_LENGTH} characters` },
  CHART_TAGS_TOO_MANY: { status: 400, message: `A chart can have at most ${MAX_CHART_TAGS} tags` },
  SELF_CHART_CONFLICT: {
    status: 409,
    message: 'Another chart was marked as yours at the same moment; please try again',
  },
  // 择日 (GET /api/v1/zeday)
  ZE_DAY_END_BEFORE_START: { status: 400, message: 'The last day of the range comes before its first' },
  ZE_DAY_RANGE_TOO_LONG: { status: 400, message: `A search covers at most ${LIMITS.zeDayMaxDays} days` },
  // Tarot readings (POST /api/v1/tarot/reading)
  TAROT_CARD_COUNT: { status: 400, message: 'This spread lays a different number of cards' },
  TAROT_CARD_REPEATED: { status: 400, message: 'A card can be drawn only once' },
  // Admin console
  ADMIN_SELF_ACTION: { status: 409, message: 'Administrators cannot ban or demote their own account' },
  LAST_ADMIN: {
    status: 409,
    message: 'The only administrator cannot close their account; make another member an administrator first',
  },
  ARTICLE_SLUG_TAKEN: { status: 409, message: 'Another article already uses this slug; choose a different one' },
  // HTTP-level answers of our own server
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request body came too slowly' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is shutting down or unavailable, please try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/**
 * Codes that arise in the client alone (transport failures, §8); they never come from
 * the server but share the catalogue so every message is translated once.
 */
export const CLIENT_ERRORS = {
  timeout: 'The request timed out',
  abort: 'The request was cancelled',
  network: 'The current network is unavailable, please check your network settings.',
  uploadNetwork: 'Upload failed: network error',
  asyncPageTimeout: 'The connection timed out, click the screen to try again.',
  dataNotFound: 'data not found',
  clipboardReadFailed: 'Reading failed, please paste manually',
  unknown: 'system error, please try again later',
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;
export type ErrorCode = ServerErrorCode | ClientErrorCode;

/** Numeric codes the spec gives for transport failures (§8), kept for logs and parity. */
export const TRANSPORT_CODES = {
  timeout: 5,
  network: 5,
  abort: 600003,
  uploadNetwork: 602001,
  socketCreate: 600009,
  socketClosed: 10002,
  requestPrevented: -9998,
  requestCancelledByTimeout: -9999,
} as const;

export const errorBody = z
  .object({
    code: z.string().describe('A stable code from the error catalogue'),
    message: z.string().describe('A human-readable English message; clients translate by code'),
  })
  .meta({ id: 'Error' });

export function isServerErrorCode(code: string): code is ServerErrorCode {
  return Object.hasOwn(SERVER_ERRORS, code);
}
