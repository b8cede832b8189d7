import { describe, expect, it } from 'vitest';
import { inviteText } from '@tarot/contract/invite';
import { pickInviteCode, readClipboardText } from './invite-code';

const FROM_CLIPBOARD = 'ClipClipClipClip2345';
const FROM_LINK = 'LinkLinkLinkLink6789';

describe('choosing the invite code', () => {
  it('takes a marked code from the clipboard before the link parameter', () => {
    const params = new URLSearchParams({ inviteCode: FROM_LINK });
    expect(pickInviteCode(`一起来玩 ${inviteText(FROM_CLIPBOARD)}`, params)).toBe(FROM_CLIPBOARD);
  });

  it('falls back to the link parameter when the clipboard holds something else', () => {
    const params = new URLSearchParams({ inviteCode: FROM_LINK });
    expect(pickInviteCode('a shopping list', params)).toBe(FROM_LINK);
    expect(pickInviteCode(FROM_CLIPBOARD, params)).toBe(FROM_LINK); // unmarked text is not an invitation
    expect(pickInviteCode(null, params)).toBe(FROM_LINK);
  });

  it('passes a grouped or lower-case code from the link on as written (the server normalises it)', () => {
    expect(pickInviteCode(null, new URLSearchParams({ inviteCode: 'rhq7-xmn5-fyrm-hdkb-u9gw' }))).toBe(
      'rhq7-xmn5-fyrm-hdkb-u9gw',
    );
  });

  it('sends none when neither carries a well-formed code', () => {
    expect(pickInviteCode(null, new URLSearchParams())).toBeUndefined();
    expect(pickInviteCode(null, new URLSearchParams({ inviteCode: 'short' }))).toBeUndefined();
    expect(pickInviteCode(null, new URLSearchParams({ inviteCode: `${FROM_LINK}!` }))).toBeUndefined();
  });
});

describe('reading the clipboard', () => {
  it('gives the text, or null when refused, missing or too slow', async () => {
    expect(await readClipboardText({ readText: async () => 'hello' })).toBe('hello');
    expect(await readClipboardText({ readText: () => Promise.reject(new Error('NotAllowedError')) })).toBeNull();
    expect(await readClipboardText(undefined)).toBeNull();
    expect(await readClipboardText({ readText: () => new Promise<string>(() => undefined) })).toBeNull();
  });
});
