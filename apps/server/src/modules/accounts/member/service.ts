import type { CodeSentResponse, SessionResponse, UserProfile } from '@tarot/contract/auth';
import type {
  BindMobileBody,
  ChangePasswordBody,
  RealNameBody,
  RealNameStatus,
  SetPasswordBody,
  UpdateProfileBody,
} from '@tarot/contract/user';
import { maskIdNumber } from '@tarot/core/identity/id-number';
import { AppError } from '../../../errors';
import type { RealNameProvider } from '../../../providers/realname';
import type { CodeService } from '../auth/codes';
import type { LoginLimiter } from '../auth/login-limiter';
import { hashPassword, isAcceptablePassword, verifyPassword } from '../auth/passwords';
import { toProfile } from '../users/profile';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { UserRepo, UserRow } from '../users/repo';
import type { AuthService } from '../auth/service';
import type { SessionService } from '../sessions/service';
import { chinaToday, checkRealName, idNumberHasher, toRealNameStatus } from './realname';

export interface UserService {
  updateProfile(uid: string, body: UpdateProfileBody): Promise<UserProfile>;
  bindMobile(uid: string, body: BindMobileBody): Promise<UserProfile>;
  /** `sessionId`: this device's session, which stays signed in when the others are signed out. */
  changePassword(uid: string, sessionId: string, body: ChangePasswordBody, ip: string): Promise<SessionResponse>;
  sendSetPasswordCode(uid: string, ip: string): Promise<CodeSentResponse>;
  setPassword(uid: string, body: SetPasswordBody): Promise<UserProfile>;
  deactivate(uid: string): Promise<void>;
  realName(uid: string): Promise<RealNameStatus>;
  verifyRealName(uid: string, body: RealNameBody): Promise<RealNameStatus>;
}

export interface UserDependencies {
  readonly users: UserRepo;
  readonly sessions: SessionService;
  readonly codes: CodeService;
  /** Sends a code by SMS with the auth module's wording and rate rules. */
  readonly sendCode: AuthService['sendSmsCode'];
  /** Wrong current passwords count like wrong sign-in passwords, so a stolen session cannot guess them. */
  readonly limiter: LoginLimiter;
  /** Undefined in production until a licensed verification service is wired in: answers 503. */
  readonly realNames: RealNameProvider | undefined;
  readonly serverSecret: string;
  readonly now?: () => number;
}

/** What a closed account is called where its old readings or invitations still show it. */
const CLOSED_NICKNAME = '已注销用户';

export function createUserService({
  users,
  sessions,
  codes,
  sendCode,
  limiter,
  realNames,
  serverSecret,
  now = Date.now,
}: UserDependencies): UserService {
  const hashIdNumber = idNumberHasher(serverSecret);

  const load = async (uid: string): Promise<UserRow> => {
    const user = await users.findById(uid);
    if (!user) throw new AppError('uni-id-check-token-failed');
    return user;
  };

  const strongHash = (password: string) => {
    if (!isAcceptablePassword(password)) throw new AppError('uni-id-weak-password');
    return hashPassword(password);
  };

  return {
    async updateProfile(uid, { nickname }) {
      const user = await load(uid);
      if (!nickname || nickname === user.nickname) throw new AppError('uni-id-no-change');
      return toProfile(await users.setNickname(uid, nickname));
    },

    async bindMobile(uid, { mobile, code }) {
      // The code proves the number is the user's before anything is said about who holds it.
      await codes.consume(mobile, 'bind-mobile', code);
      const holder = await users.findOpenByMobile(mobile);
      if (holder && holder.id !== uid) throw new AppError('uni-id-bind-conflict');
      try {
        return toProfile(await users.setMobile(uid, mobile));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('uni-id-bind-conflict');
        throw error;
      }
    },

    async changePassword(uid, sessionId, { oldPassword, newPassword, signOutOthers }, ip) {
      const user = await load(uid);
      const { passwordHash } = user;
      if (!passwordHash) throw new AppError('uni-id-password-not-set');
      if (!(await limiter.attempt(uid, ip, () => verifyPassword(passwordHash, oldPassword)))) {
        throw new AppError('uni-id-old-password-error');
      }
      const newHash = await strongHash(newPassword);
      const changed = signOutOthers
        ? await sessions.endAllAlong(uid, sessionId, (tx) => users.setPassword(uid, newHash, tx))
        : await users.setPassword(uid, newHash);
      // This device stays signed in on a new session, so its earlier tokens end with the old password.
      return { ...(await sessions.replace(changed, sessionId)), user: toProfile(changed) };
    },

    async sendSetPasswordCode(uid, ip) {
      const user = await load(uid);
      if (user.passwordHash) throw new AppError('uni-id-password-already-set');
      if (!user.mobile) throw new AppError('uni-id-mobile-not-bound');
      return sendCode({ mobile: user.mobile, scene: 'set-password' }, ip);
    },

    async setPassword(uid, { code, password }) {
      const user = await load(uid);
      if (user.passwordHash) throw new AppError('uni-id-password-already-set');
      if (!user.mobile) throw new AppError('uni-id-mobile-not-bound');
      const passwordHash = await strongHash(password);
      await codes.consume(user.mobile, 'set-password', code);
      return toProfile(await users.setPassword(uid, passwordHash));
    },

    async deactivate(uid) {
      // register-admin opens only once, so the last administrator leaving would leave none for good.
      const user = await load(uid);
      if (user.role.includes('admin') && (await users.otherAdministrators(uid)) === 0) {
        throw new AppError('LAST_ADMIN');
      }
      await users.close(uid, CLOSED_NICKNAME);
      await sessions.endAll(uid);
    },

    async realName(uid) {
      return toRealNameStatus(await load(uid));
    },

    async verifyRealName(uid, body) {
      if (!realNames) throw new AppError('SERVICE_UNAVAILABLE');
      const user = await load(uid);
      if (user.realNameVerifiedAt) throw new AppError('uni-id-realname-already-verified');
      const today = chinaToday(now());
      const { name, number } = checkRealName(body, today);
      if (!(await realNames.verify(name, number, today))) throw new AppError('uni-id-realname-verify-failed');
      const saved = await users.setRealName(uid, {
        realName: name,
        idNumberHash: hashIdNumber(number),
        idNumberMasked: maskIdNumber(number),
        verifiedAt: new Date(now()),
      });
      return toRealNameStatus(saved);
    },
  };
}
