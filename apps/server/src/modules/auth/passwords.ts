import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tarot/contract/auth';
import { createWorkQueue } from '../../lib/work-queue';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The most common passwords, by frequency (zxcvbn's list, from real breaches). */
const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000));
export const COMMON_PASSWORD_COUNT = COMMON.size;

/** 'medium' strength as the spec's config asks: 6–20 characters, two kinds of character, not common. */
export function isAcceptablePassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  return kinds >= 2 && !COMMON.has(password.toLowerCase());
}

/**
 * Each hash or check holds a core and 19 MiB for milliseconds on libuv's threads. Unbounded, a
 * burst of sign-ins takes every core from the event loop and stalls every other request (see
 * bench/login-burst.ts); one core is left to the event loop.
 */
const ARGON2_AT_ONCE = Math.max(1, availableParallelism() - 1);
const argon2Queue = createWorkQueue({ slots: ARGON2_AT_ONCE });

export const hashPassword = (password: string): Promise<string> => argon2Queue.run(() => hash(password, ARGON2));

/** A hash to verify against when the account does not exist, so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const against = stored ?? (await (decoy ??= hashPassword('not-a-real-password-1')));
  const matches = await argon2Queue.run(() => verify(against, password).catch(() => false));
  return stored !== null && matches;
}
