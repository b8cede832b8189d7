import type { ThirdPartyProvider } from '@tarot/contract/app-config';

/** Who signed in at a provider, as far as the provider tells. */
export interface ProviderProfile {
  /** The provider's id for this person in our app (openid, Apple's `sub`, Xiaomi's openId). */
  readonly subject: string;
  /** The id across one company's apps (WeChat, QQ, Xiaomi), when granted: it wins over `subject`. */
  readonly unionid?: string | undefined;
  readonly nickname?: string | undefined;
  /** Copied into our storage at sign-up, never shown from the provider. */
  readonly avatarUrl?: string | undefined;
}

/** What a sign-in keeps on the server between the start and the provider's answer. */
export interface PendingSignIn {
  /** Apple's ID token must carry it back, so a token issued for another sign-in is refused. */
  readonly nonce: string;
  /** Which of a provider's apps the sign-in went through (WeChat: `web` QR or `mp` 公众号). */
  readonly app?: string | undefined;
  /** PKCE's secret half, for a provider that takes it: only this server can trade the code. */
  readonly codeVerifier?: string | undefined;
}

/** One provider's protocol: where the browser goes, and how its code becomes a profile. */
export interface SignInProvider {
  readonly id: ThirdPartyProvider;
  /** Which of the provider's apps serves this browser (WeChat: `mp` inside WeChat, else `web`). */
  appFor?(inWeChat: boolean): string;
  /** Whether the provider takes PKCE (RFC 7636, S256); of ours only Apple does (decision 0024). */
  readonly pkce?: boolean;
  /** The provider's page to send the browser to; `codeChallenge` where the provider takes PKCE. */
  authorizationUrl(request: {
    state: string;
    nonce: string;
    app?: string | undefined;
    codeChallenge?: string | undefined;
  }): string;
  /**
   * Trades the code for the profile. A refused code is OAUTH_CODE_INVALID, an ID token that
   * fails verification OAUTH_ID_TOKEN_INVALID, a provider that fails to answer
   * LOGIN_PROVIDER_UNAVAILABLE; `extra` is what came with the code (Apple's `user`).
   */
  profile(code: string, pending: PendingSignIn, extra: { user?: string | undefined }): Promise<ProviderProfile>;
}
