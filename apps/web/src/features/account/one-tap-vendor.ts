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

const loading = new Map<string, Promise<void>>();

/** Adds a script once; only the login page ever does. A script that failed is tried again next time. */
function loadScript(url: string): Promise<void> {
  const pending =
    loading.get(url) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error('the one-click login script did not load'));
      };
      document.head.append(script);
    });
  loading.set(url, pending);
  return pending;
}

/** The helpers in order, then the vendor's script (unless its interface is there already). */
async function loadVendor({ scriptUrl, helperScriptUrls }: OneTapLogin): Promise<void> {
  if (window.JVerificationInterface) return;
  for (const url of helperScriptUrls) await loadScript(url);
  await loadScript(scriptUrl);
}

/**
 * The vendor's one-click login token for this phone's own number, after the member agrees on the
 * carrier's page (it fails on Wi-Fi or without a SIM); the server trades it for the number.
 */
export async function oneTapToken(vendor: OneTapLogin): Promise<string> {
  await loadVendor(vendor);
  const sdk = window.JVerificationInterface;
  if (!sdk) throw new Error('the one-click login script is not the expected one');
  await new Promise((resolve, reject) => sdk.init({ appkey: vendor.appId, success: resolve, fail: reject }));
  return new Promise((resolve, reject) =>
    sdk.loginAuth({ type: 'full', success: (data) => resolve(data.content), fail: reject }),
  );
}
