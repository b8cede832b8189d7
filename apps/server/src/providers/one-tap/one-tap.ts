import { MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import { AppError } from '../../errors';
import { callProvider, field } from '../sign-in/http';
import { decryptPkcs1 } from './rsa-pkcs1';

/**
 * 本机号码一键登录: the carrier vendor's script in the page gets a token for the phone's own
 * number from the mobile network; the vendor's server tells us the number behind it.
 */
export interface OneTapVerifier {
  /** The mainland number the token stands for; ONE_TAP_FAILED when none, 503 when the vendor is down. */
  mobileFor(token: string): Promise<string>;
}

export interface JiguangSettings {
  readonly appKey: string;
  readonly masterSecret: string;
  /** The private half of the RSA key whose public half is registered with 极光 (PEM). */
  readonly privateKey: string;
  /** The vendor's H5 script, as hosted: the login page loads it, and the CSP admits its origin. */
  readonly scriptUrl: string;
  /**
   * Scripts the vendor's needs loaded first, as its Web SDK guide asks (crypto-js for China
   * Mobile, China Unicom's h5auth); admitted by the CSP like it.
   */
  readonly helperScriptUrls: readonly string[];
  readonly apiBaseUrl: string;
}

/** 极光认证 (JVerification) answers 8000 when it got the number. */
const GOT_PHONE = '8000';

/**
 * 极光认证's H5 one-click login: `POST /v1/web/h5/loginTokenVerify` with the app key and
 * master secret (HTTP Basic), which answers the number encrypted with our registered RSA key.
 */
export function createJiguangVerifier(settings: JiguangSettings, timeoutMs: number): OneTapVerifier {
  const credentials = Buffer.from(`${settings.appKey}:${settings.masterSecret}`).toString('base64');
  return {
    async mobileFor(token) {
      const answer = await callProvider(`${settings.apiBaseUrl}/v1/web/h5/loginTokenVerify`, {
        timeoutMs,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${credentials}` },
        body: JSON.stringify({ loginToken: token }),
      });
      const phone = field(answer, 'phone');
      if (field(answer, 'code') !== GOT_PHONE || !phone) throw new AppError('ONE_TAP_FAILED');
      const mobile = decryptPkcs1(settings.privateKey, phone);
      if (!mobile || !MOBILE_PATTERN.test(mobile)) throw new AppError('ONE_TAP_FAILED');
      return mobile;
    },
  };
}
