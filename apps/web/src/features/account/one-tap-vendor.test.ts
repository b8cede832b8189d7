// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTapToken } from './one-tap-vendor';

const vendor = { scriptUrl: 'https://h5.vendor.example/sdk.js', helperScriptUrls: [], appId: 'app-key' };

afterEach(() => {
  delete window.JVerificationInterface;
});

describe('the one-click login vendor script', () => {
  it('initialises with the app key and answers the one-click login token, not the 号码认证 one', async () => {
    const seen: string[] = [];
    window.JVerificationInterface = {
      init: ({ appkey, success }) => {
        seen.push(appkey);
        success({ code: 0 });
      },
      loginAuth: ({ type, success }) => {
        seen.push(`loginAuth ${type}`);
        success({ code: 0, operater: 'CM', content: 'login-token-from-the-network' });
      },
    };
    await expect(oneTapToken(vendor)).resolves.toBe('login-token-from-the-network');
    expect(seen).toEqual(['app-key', 'loginAuth full']);
  });

  it('loads the helper scripts in order, each after the one before, and the vendor’s last', async () => {
    const helpers = ['https://cdn.example/crypto-js.js', 'https://unicom.example/h5auth1.min.js'];
    const added = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
    const token = oneTapToken({ ...vendor, helperScriptUrls: helpers });
    for (const [index, url] of [...helpers, vendor.scriptUrl].entries()) {
      await vi.waitFor(() => expect(added()).toEqual([...helpers, vendor.scriptUrl].slice(0, index + 1)));
      if (url === vendor.scriptUrl) {
        window.JVerificationInterface = {
          init: ({ success }) => success({ code: 0 }),
          loginAuth: ({ success }) => success({ code: 0, content: 'login-token' }),
        };
      }
      document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('load'));
    }
    await expect(token).resolves.toBe('login-token');
  });

  it('fails when the network gives no token (Wi-Fi, no SIM)', async () => {
    window.JVerificationInterface = {
      init: ({ success }) => success({ code: 0 }),
      loginAuth: ({ fail }) => fail({ code: 2004, message: 'not support' }),
    };
    await expect(oneTapToken(vendor)).rejects.toEqual({ code: 2004, message: 'not support' });
  });
});
