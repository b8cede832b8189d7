// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { oneTapToken } from './one-tap-vendor';

const vendor = { scriptUrl: 'https://h5.vendor.example/sdk.js', appId: 'app-key' };

afterEach(() => {
  delete window.JVerificationInterface;
});

describe('the one-click login vendor script', () => {
  it('initialises with the app key and answers the token the mobile network gave', async () => {
    const seen: string[] = [];
    window.JVerificationInterface = {
      init: ({ appkey, success }) => {
        seen.push(appkey);
        success({ code: 0 });
      },
      getToken: ({ success }) => success({ content: 'token-from-the-network' }),
    };
    await expect(oneTapToken(vendor)).resolves.toBe('token-from-the-network');
    expect(seen).toEqual(['app-key']);
  });

  it('fails when the network gives no token (Wi-Fi, no SIM)', async () => {
    window.JVerificationInterface = {
      init: ({ success }) => success({ code: 0 }),
      getToken: ({ fail }) => fail({ code: 2016, content: 'not a mobile network' }),
    };
    await expect(oneTapToken(vendor)).rejects.toEqual({ code: 2016, content: 'not a mobile network' });
  });
});
