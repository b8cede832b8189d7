// Password hashing inside Piscina's worker thread (see passwords.ts). Plain JavaScript, so the
// same file loads under tsx and beside the compiled server. The synchronous calls keep the work
// on this thread, whose CPU priority Piscina has lowered: the async ones would hand it to
// libuv's threads, which run at the event loop's priority.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ password: string, options: import('@node-rs/argon2').Options }} task */
export function hash({ password, options }) {
  return hashSync(password, options);
}

/** @param {{ stored: string, password: string }} task; a malformed stored hash never matches. */
export function verify({ stored, password }) {
  try {
    return verifySync(stored, password);
  } catch {
    return false;
  }
}
