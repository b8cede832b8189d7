// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { oneTapToken } from './one-tap-vendor';

const vendor = { scriptUrl: 'https://h5.vendor.example/sdk.js', appId: 'app-key' };

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

  it('fails when the network gives no token (Wi-Fi, no SIM)', async () => {
    window.JVerificationInterface = {
      init: ({ success }) => success({ code: 0 }),
      loginAuth: ({ fail }) => fail({ code: 2004, message: 'not support' }),
    };
    await expect(oneTapToken(vendor)).rejects.toEqual({ code: 2004, message: 'not support' });
  });
});
