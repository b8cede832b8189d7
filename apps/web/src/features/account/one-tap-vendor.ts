import type { OneTapLogin } from '@tarot/contract/app-config';

/**
 * What 极光认证's H5 script puts on `window` (docs.jiguang.cn, JVerification Web SDK API). Its
 * `getToken` is for 号码认证 (checking a number the member typed, the `verify` API); one-click
 * login is `loginAuth`, whose token (`content`) the server's loginTokenVerify trades for the number.
 */
interface JVerificationInterface {
  init(options: { appkey: string; success(data: unknown): void; fail(data: unknown): void }): void;
  loginAuth(options: {
    /** `full`: the carrier's full-screen consent page (the default); `dialog`: a pop-up. */
    type?: 'full' | 'dialog';
    success(data: { code: number; content: string; operater?: string }): void;
    fail(data: unknown): void;
  }): void;
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
 * The vendor's one-click login token for this phone's own number, after the member agrees on the
 * carrier's page (it fails on Wi-Fi or without a SIM); the server trades it for the number.
 */
export async function oneTapToken({ scriptUrl, appId }: OneTapLogin): Promise<string> {
  await loadScript(scriptUrl);
  const sdk = window.JVerificationInterface;
  if (!sdk) throw new Error('the one-click login script is not the expected one');
  await new Promise((resolve, reject) => sdk.init({ appkey: appId, success: resolve, fail: reject }));
  return new Promise((resolve, reject) =>
    sdk.loginAuth({ type: 'full', success: (data) => resolve(data.content), fail: reject }),
  );
}
