import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { startTestServer } from './harness';

describe('the webview allow-list', () => {
  it('frames only our own pages and the configured origins, and tells the client which', async () => {
    const custom = await startTestServer({ config: { webviewOrigins: ['https://charts.example.com'] } });
    const response = await custom.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toMatchObject({ webviewOrigins: ['https://charts.example.com'], thirdPartyLogins: [] });
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' https://charts.example.com");
    await custom.close();
  });
});

describe('WEBVIEW_ORIGINS', () => {
  it('reads a comma-separated list of https origins, trimming paths', () => {
    expect(parseConfig({ WEBVIEW_ORIGINS: 'https://a.example.com/x, https://b.example.com' }).webviewOrigins).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseConfig({}).webviewOrigins).toEqual([]);
  });

  it('refuses plain http and non-URLs', () => {
    expect(() => parseConfig({ WEBVIEW_ORIGINS: 'http://a.example.com' })).toThrow(/WEBVIEW_ORIGINS/);
    expect(() => parseConfig({ WEBVIEW_ORIGINS: 'nope' })).toThrow(/WEBVIEW_ORIGINS/);
  });
});
