import { describe, expect, it } from 'vitest';
import { allowedWebviewUrl } from './webview-url';

const own = 'https://tarot.example.cn';
const allowed = ['https://charts.example.com'];

describe('webview addresses', () => {
  it('opens our own pages, relative or absolute', () => {
    expect(allowedWebviewUrl('/tarot/#/huangli', own, allowed)?.href).toBe('https://tarot.example.cn/tarot/#/huangli');
    expect(allowedWebviewUrl(`${own}/tarot/#/paipan`, own, allowed)?.pathname).toBe('/tarot/');
  });

  it('opens configured https origins', () => {
    expect(allowedWebviewUrl('https://charts.example.com/a?b=1', own, allowed)?.origin).toBe(
      'https://charts.example.com',
    );
  });

  it('refuses other sites, other schemes, look-alikes and empty input', () => {
    for (const raw of [
      'https://evil.example.com/',
      'http://charts.example.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://charts.example.com.evil.io/',
      '//evil.example.com/x',
      '',
      null,
    ]) {
      expect(allowedWebviewUrl(raw, own, allowed), String(raw)).toBeNull();
    }
  });
});
