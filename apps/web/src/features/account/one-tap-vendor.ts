import type { OneTapLogin } from '@tarot/contract/app-config';

/** What 极光认证's H5 script puts on `window` (docs.jiguang.cn, JVerification Web SDK API). */
interface JVerificationInterface {
  init(options: { appkey: string; success(data: unknown): void; fail(data: unknown): void }): void;
  getToken(options: { success(data: { content: string }): void; fail(data: unknown): void }): void;
}

declare global {
  interface Window {
    JVerificationInterface?: JVerificationInterface;
  }
}

let loading: Promise<void> | undefined;

/** Adds the vendor's script once (unless its interface is there already); only the login page ever does. */
function loadScript(url: string): Promise<void> {
  if (window.JVerificationInterface) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('the one-click login script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The vendor's token for this phone's own number, from the mobile network (it fails on Wi-Fi
 * or without a SIM); the server trades it for the number.
 */
export async function oneTapToken({ scriptUrl, appId }: OneTapLogin): Promise<string> {
  await loadScript(scriptUrl);
  const sdk = window.JVerificationInterface;
  if (!sdk) throw new Error('the one-click login script is not the expected one');
  await new Promise((resolve, reject) => sdk.init({ appkey: appId, success: resolve, fail: reject }));
  return new Promise((resolve, reject) => sdk.getToken({ success: (data) => resolve(data.content), fail: reject }));
}
