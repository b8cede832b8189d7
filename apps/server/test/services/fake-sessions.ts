import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../src/db/client';
import type { TokenService } from '../../src/modules/accounts/auth/tokens';
import type { SessionService } from '../../src/modules/accounts/sessions/service';

/**
 * Sessions in memory for service tests: each start signs a token with a new session id, and
 * `ended` records who was signed out (`<uid>` for every device, `<uid>:except:<sid>` for the others).
 */
export function fakeSessions(tokens: TokenService) {
  const ended: string[] = [];
  const sign = (user: Parameters<SessionService['start']>[0], sid: string) =>
    tokens.issue({ uid: user.id, role: user.role, permission: user.permission, ver: user.tokenVersion, sid });
  const sessions: SessionService = {
    start: (user) => sign(user, randomUUID()),
    renew: (user, sid) => sign(user, sid),
    replace: async (user, sid) => {
      ended.push(`${user.id}:${sid}`);
      return sign(user, randomUUID());
    },
    isLive: async () => true,
    list: async () => [],
    end: async (userId, sessionId) => {
      ended.push(`${userId}:${sessionId}`);
      return true;
    },
    endAll: async (userId) => {
      ended.push(userId);
    },
    endAllAlong: async (userId, exceptId, change) => {
      const result = await change({} as Transaction);
      ended.push(exceptId ? `${userId}:except:${exceptId}` : userId);
      return result;
    },
  };
  return { sessions, ended };
}
