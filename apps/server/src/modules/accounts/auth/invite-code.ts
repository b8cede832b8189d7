import { randomInt } from 'node:crypto';
import { INVITE_ALPHABET, INVITE_CODE_LENGTH } from '@tarot/contract/invite';

/**
 * 20 characters (spec §9) from a CSPRNG: the code is a capability, so it must not be guessable
 * (31 symbols, about 99 bits). Upper case without look-alikes, so it can be read out.
 */
export function newInviteCode(): string {
  return Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}
