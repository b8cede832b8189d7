import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { startSignIn } from '@tarot/contract/identities';
import { call } from '../../shared/api/call';

/** WeChat's own browser, where its 公众号 sign-in works and a QR code cannot be scanned. */
export const inWeChatBrowser = (): boolean =>
  typeof navigator !== 'undefined' && /MicroMessenger\//.test(navigator.userAgent);

/**
 * Leaves for the provider's sign-in page; the server keeps the state and brings the browser
 * back to the sign-in return page, then to `redirect`. With `link`, the identity is linked to
 * the signed-in account instead.
 */
export async function startThirdParty(
  provider: ThirdPartyProvider,
  body: { redirect: string; inviteCode?: string | undefined; link?: boolean },
): Promise<void> {
  const { url } = await call(startSignIn, { params: { provider }, body: { ...body, inWeChat: inWeChatBrowser() } });
  window.location.assign(url);
}
