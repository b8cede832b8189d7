import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('the invite link', () => {
  it('opens the login page under /tarot/ with the code', () => {
    expect(inviteLink('https://tarot.example.com', '/tarot/', 'AbCdEfGhJkMnPqRsTuVw')).toBe(
      'https://tarot.example.com/tarot/#/uni_modules/uni-id-pages/pages/login/login-withoutpwd?inviteCode=AbCdEfGhJkMnPqRsTuVw',
    );
  });
});
