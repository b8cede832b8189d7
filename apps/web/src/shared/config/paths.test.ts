import { describe, expect, it } from 'vitest';
import { SIGN_IN_RETURN_PAGE } from '@tarot/contract/identities';
import { PAGES } from './paths';

describe('the address book', () => {
  it('has the sign-in return page where the server sends the browser back from a provider', () => {
    // Spelt twice so the entry chunk does not carry the contract: they must not drift apart.
    expect(PAGES.signInReturn).toBe(SIGN_IN_RETURN_PAGE);
  });
});
