import { availableParallelism } from 'node:os';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tarot/contract/auth';
import { Piscina } from 'piscina';

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
 * Each hash or check holds a core and 19 MiB for tens of milliseconds. On libuv's threads a
 * burst of sign-ins would take every core from the event loop and stall every other request
 * (see bench/login-burst.ts). So hashing runs on worker threads of its own, one core fewer
 * than the machine has, at the lowest CPU priority: a busy machine serves its other requests
 * first and hashes with what is left, an idle one hashes at full speed.
 */
const HASHING_THREADS = Math.max(1, availableParallelism() - 1);
let hashing: Piscina | undefined;
const hashingThreads = () =>
  (hashing ??= new Piscina({
    filename: new URL('./argon2-thread.mjs', import.meta.url).href,
    minThreads: HASHING_THREADS,
    maxThreads: HASHING_THREADS,
    idleTimeout: Infinity,
    niceIncrement: 19,
  }));

export const hashPassword = (password: string): Promise<string> =>
  hashingThreads().run({ password, options: ARGON2 }, { name: 'hash' }) as Promise<string>;

/** A hash to verify against when the account does not exist, so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const against = stored ?? (await (decoy ??= hashPassword('not-a-real-password-1')));
  const matches = (await hashingThreads().run({ stored: against, password }, { name: 'verify' })) as boolean;
  return stored !== null && matches;
}
