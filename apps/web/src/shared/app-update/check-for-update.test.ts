import { describe, expect, it } from 'vitest';
import { downloadLinkFor } from './check-for-update';

const links = { ios: 'https://apps.apple.com/app/id1', android: 'https://example.com/tarot.apk' };

describe('the download link for this device', () => {
  it('gives iPhones the iOS link and other devices the Android one', () => {
    expect(downloadLinkFor(links, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(links.ios);
    expect(downloadLinkFor(links, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(links.android);
  });

  it('is null where the operator configured none', () => {
    expect(downloadLinkFor({ ios: null, android: null }, 'Mozilla/5.0 (iPhone)')).toBeNull();
  });
});
