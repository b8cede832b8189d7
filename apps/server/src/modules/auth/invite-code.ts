import { randomInt } from 'node:crypto';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters (spec §9) from a CSPRNG: the code is a capability, so it must not be guessable. */
export function newInviteCode(): string {
  return Array.from({ length: 20 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}
