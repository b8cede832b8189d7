/** Whose live connections a sign-out ends: one session's, or (no `sessionId`) all of the member's. */
export interface SignedOut {
  readonly userId: string;
  readonly sessionId?: string;
}

/**
 * Ends the push sockets of a member who signed out, on every instance. Each sign-out calls it
 * once its change is stored: logout, sign-out everywhere, a password change or reset, closing
 * the account and a ban. It never fails the sign-out (a socket it misses is caught at its next
 * packet, when the account is looked at again).
 */
export type CloseSocketsOf = (who: SignedOut) => Promise<void>;
