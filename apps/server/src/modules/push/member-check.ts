import type { SessionService, TokenService, UserRepo } from '../accounts';

/** Who a push connection is logged in as, and the token version that let them in. */
export interface PushMember {
  readonly userId: string;
  readonly tokenVersion: number;
  /** The session (device) the token belongs to: signing it out ends the connection. */
  readonly sessionId: string;
}

/** The socket's login accepts what the HTTP guard accepts: a valid, unrevoked token of an active account. */
export interface MemberCheck {
  /** The member a login token stands for, or null when it is not (or no longer) valid. */
  login(token: string): Promise<PushMember | null>;
  /** False once the account closed or was banned, or its session or tokens were revoked since the login. */
  stillValid(member: PushMember): Promise<boolean>;
}

export function createMemberCheck(
  tokens: TokenService,
  users: Pick<UserRepo, 'findById'>,
  sessions: Pick<SessionService, 'isLive'>,
): MemberCheck {
  const current = async ({ userId, tokenVersion, sessionId }: PushMember) => {
    const [user, live] = await Promise.all([users.findById(userId), sessions.isLive({ uid: userId, sid: sessionId })]);
    return live && user?.tokenVersion === tokenVersion && user.status === 'active';
  };
  return {
    async login(token) {
      const claims = await tokens.verify(token).catch(() => null);
      if (!claims) return null;
      const member = { userId: claims.uid, tokenVersion: claims.ver, sessionId: claims.sid };
      return (await current(member)) ? member : null;
    },
    stillValid: current,
  };
}
