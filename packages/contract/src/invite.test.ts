import { describe, expect, it } from 'vitest';
import {
  groupInviteCode,
  INVITE_ALPHABET,
  INVITE_MARKER,
  inviteText,
  isInviteCode,
  normalizeInviteCode,
  parseInviteText,
} from './invite';

const CODE = 'AbCdEfGhJkMnPqRsTuVw';

describe('the invitation marker', () => {
  it('is 18 characters, as the spec says', () => {
    expect(INVITE_MARKER).toHaveLength(18);
  });

  it('finds the code right after the marker, anywhere in the shared text', () => {
    expect(parseInviteText(inviteText(CODE))).toBe(CODE);
    expect(parseInviteText(`来一起抽塔罗牌吧！${inviteText(CODE)} 打开应用即可`)).toBe(CODE);
  });

  it.each([
    ['no text', ''],
    ['a bare code without the marker', CODE],
    ['a code that is too short', `${INVITE_MARKER}${CODE.slice(0, 19)}`],
    ['a code that runs on', `${INVITE_MARKER}${CODE}X`],
    ['symbols inside the code', `${INVITE_MARKER}AbCdEfGhJk-nPqRsTuVw`],
    ['the marker in another case', `${INVITE_MARKER.toLowerCase()}${CODE}`],
  ])('ignores %s', (_, text) => {
    expect(parseInviteText(text)).toBeNull();
  });
});

describe('codes people read out', () => {
  it('groups a code in fours and normalises what people type', () => {
    expect(groupInviteCode('RHQ7XMN5FYRMHDKBU9GW')).toBe('RHQ7-XMN5-FYRM-HDKB-U9GW');
    expect(groupInviteCode('RHq7XMn5FyrmHdkBu9gW')).toBe('RHQ7-XMN5-FYRM-HDKB-U9GW');
    expect(normalizeInviteCode('rhq7 - xmn5\tfyrm-hdkb-u9gw')).toBe('RHQ7XMN5FYRMHDKBU9GW');
  });

  it('accepts a code as entered, grouped or not, and refuses anything else', () => {
    for (const typed of ['RHQ7-XMN5-FYRM-HDKB-U9GW', 'rhq7 xmn5 fyrm hdkb u9gw', 'RHq7XMn5FyrmHdkBu9gW']) {
      expect(isInviteCode(typed)).toBe(true);
    }
    for (const typed of ['RHQ7-XMN5-FYRM-HDKB', 'RHQ7-XMN5-FYRM-HDKB-U9GW-A', 'RHQ7_XMN5_FYRM_HDKB_U9GW', '']) {
      expect(isInviteCode(typed)).toBe(false);
    }
  });

  it('has no look-alikes in the alphabet of new codes', () => {
    expect(INVITE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of '0O1IL') expect(INVITE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(INVITE_ALPHABET).size).toBe(INVITE_ALPHABET.length);
  });

  it('shares the code without dashes after the marker', () => {
    expect(inviteText('RHQ7XMN5FYRMHDKBU9GW')).toBe(`${INVITE_MARKER}RHQ7XMN5FYRMHDKBU9GW`);
    expect(parseInviteText(`${INVITE_MARKER}RHQ7-XMN5-FYRM-HDKB-U9GW`)).toBeNull();
  });
});
