import { describe, expect, it } from 'vitest';
import { INVITE_MARKER, inviteText, parseInviteText } from './invite';

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
