import type {
  CodeSentResponse,
  LoginBody,
  RegisterBody,
  SendSmsCodeBody,
  SessionResponse,
  SmsLoginBody,
} from '@tarot/contract/auth';
import type {
  EmailRegisterBody,
  RegisterAdminBody,
  RetrieveBody,
  RetrieveByEmailBody,
  SendEmailCodeBody,
} from '@tarot/contract/account-recovery';
import type { EmailProvider } from '../../../providers/email';
import type { SmsProvider } from '../../../providers/sms';
import { CODE_RULES, type CodeService } from './codes';
import { AppError } from '../../../errors';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, isAcceptablePassword, verifyPassword } from './passwords';
import { toProfile } from '../users/profile';
import { isUniqueViolation } from '../../../db/unique-violation';
import { newInviteCode } from './invite-code';
import type { RegistrationHook, UserRepo, UserRow } from '../users/repo';
import type { SessionService } from '../sessions/service';

/**
 * Every way in opens a session for `device` (the browser's User-Agent, which the list of
 * signed-in devices shows).
 */
export interface AuthService {
  register(body: RegisterBody, device?: string): Promise<SessionResponse>;
  login(body: LoginBody, ip: string, device?: string): Promise<SessionResponse>;
  sendSmsCode(body: SendSmsCodeBody, ip: string): Promise<CodeSentResponse>;
  loginBySms(body: SmsLoginBody, device?: string): Promise<SessionResponse>;
  sendEmailCode(body: SendEmailCodeBody, ip: string): Promise<CodeSentResponse>;
  registerByEmail(body: EmailRegisterBody, device?: string): Promise<SessionResponse>;
  /** Resets a password with an SMS code; every session ends, the user signs in again. */
  retrieve(body: RetrieveBody): Promise<void>;
  retrieveByEmail(body: RetrieveByEmailBody): Promise<void>;
  registerAdmin(body: RegisterAdminBody, device?: string): Promise<SessionResponse>;
  me(uid: string): Promise<SessionResponse['user']>;
  /**
   * Signs in to an account found by a proof from elsewhere (a provider, a carrier): refused
   * while banned, like any sign-in.
   */
  signIn(user: UserRow, device: string): Promise<SessionResponse>;
  /**
   * A new account for someone proven elsewhere, with the invite code rules of any
   * registration; `alongside` runs in the transaction that stores it (linking the identity).
   */
  createAccount(
    values: { nickname: string; mobile?: string },
    inviteCode: string | undefined,
    alongside?: RegistrationHook,
  ): Promise<UserRow>;
  /** Signs in with a mobile number already proven (an SMS code, a carrier's token); unknown numbers register. */
  signInByMobile(mobile: string, inviteCode: string | undefined, device: string): Promise<SessionResponse>;
}

/** What signing in and registering need of the user repository. */
export type AuthUserRepo = Pick<
  UserRepo,
  | 'findById'
  | 'findByLogin'
  | 'findOpenByMobile'
  | 'findOpenByEmail'
  | 'findByInviteCode'
  | 'insert'
  | 'insertFirstAdmin'
  | 'setPassword'
>;

export interface AuthDependencies {
  readonly users: AuthUserRepo;
  readonly sessions: SessionService;
  readonly limiter: LoginLimiter;
  readonly codes: CodeService;
  /** Undefined when no SMS can be sent (production without a gateway): SMS codes answer 503. */
  readonly sms: SmsProvider | undefined;
  /** Undefined when no e-mail can be sent (production without SMTP): e-mail codes answer 503. */
  readonly email: EmailProvider | undefined;
  /** Runs for every new account inside the transaction that stores it (invite points hang here). */
  readonly onRegistered?: RegistrationHook;
}

/** Banned accounts are refused at sign-in with their own message, not a password error. */
function assertNotBanned(user: UserRow): void {
  if (user.status === 'banned') throw new AppError('uni-id-account-banned');
}

export function createAuthService({
  users,
  sessions,
  limiter,
  codes,
  sms,
  email,
  onRegistered = async () => undefined,
}: AuthDependencies): AuthService {
  const session = async (user: UserRow, device: string): Promise<SessionResponse> => ({
    ...(await sessions.start(user, device)),
    user: toProfile(user),
  });

  const inviterId = async (inviteCode: string | undefined) => {
    const inviter = inviteCode ? await users.findByInviteCode(inviteCode) : undefined;
    return inviter?.status === 'active' ? inviter.id : null;
  };

  const acceptablePasswordHash = async (password: string) => {
    if (!isAcceptablePassword(password)) throw new AppError('uni-id-weak-password');
    return hashPassword(password);
  };

  /** Stores a new account with its registration hook; a taken name or address is `account-exists`. */
  const create = async (values: Parameters<UserRepo['insert']>[0], device: string) => {
    try {
      return await session(await users.insert(values, onRegistered), device);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('uni-id-account-exists');
      throw error;
    }
  };

  const signInChecked = async (user: UserRow, device: string) => {
    assertNotBanned(user);
    return session(user, device);
  };

  const createAccount: AuthService['createAccount'] = async ({ nickname, mobile }, inviteCode, alongside) =>
    users.insert(
      { mobile, nickname, inviteCode: newInviteCode(), inviterId: await inviterId(inviteCode) },
      async (user, tx) => {
        await onRegistered(user, tx);
        await alongside?.(user, tx);
      },
    );

  const signInByMobile: AuthService['signInByMobile'] = async (mobile, inviteCode, device) => {
    const existing = await users.findOpenByMobile(mobile);
    if (existing) return signInChecked(existing, device);
    try {
      return await session(await createAccount({ mobile, nickname: `用户${mobile.slice(-4)}` }, inviteCode), device);
    } catch (error) {
      // Another request registered the same number a moment ago: sign in to that account.
      const raced = isUniqueViolation(error) ? await users.findOpenByMobile(mobile) : undefined;
      if (raced) return signInChecked(raced, device);
      throw error;
    }
  };

  /**
   * The code is checked first, so only whoever holds the phone or mailbox learns whether
   * an account is there; the new password applies and every session ends with it.
   */
  const resetPassword = async (user: UserRow | undefined, passwordHash: string) => {
    if (!user) throw new AppError('uni-id-account-not-exists');
    assertNotBanned(user);
    await sessions.endAllAlong(user.id, undefined, (tx) => users.setPassword(user.id, passwordHash, tx));
  };

  return {
    async register({ username, nickname, password, inviteCode }, device = '') {
      return create(
        {
          username,
          nickname,
          passwordHash: await acceptablePasswordHash(password),
          inviteCode: newInviteCode(),
          inviterId: await inviterId(inviteCode),
        },
        device,
      );
    },

    async login({ account, password }, ip, device = '') {
      const user = await users.findByLogin(account);
      // One count per account, whichever of its names was typed; unknown names count as typed.
      const subject = user ? `uid:${user.id}` : `name:${account}`;
      // Same work and the same answer whether the account is unknown or the password wrong.
      const matches = await limiter.attempt(subject, ip, () => verifyPassword(user?.passwordHash ?? null, password));
      if (!user || !matches) throw new AppError('uni-id-password-error');
      assertNotBanned(user);
      return session(user, device);
    },

    async sendSmsCode({ mobile, scene }, ip) {
      // Refused before a code is issued, so no resend wait starts for a code nobody received.
      if (!sms) throw new AppError('SERVICE_UNAVAILABLE');
      const { code, expiresInSeconds } = await codes.issue(mobile, scene, ip);
      await sms.send(mobile, `【塔罗星座元宇宙】验证码 ${code}，${expiresInSeconds / 60} 分钟内有效。请勿告诉他人。`);
      return { expiresInSeconds, resendAfterSeconds: CODE_RULES.resendAfterSeconds };
    },

    /** Signs in by SMS; an unregistered number is registered once its code passes (spec §4). */
    async loginBySms({ mobile, code, inviteCode }, device = '') {
      await codes.consume(mobile, 'login', code);
      return signInByMobile(mobile, inviteCode, device);
    },

    signIn: signInChecked,
    createAccount,
    signInByMobile,

    async sendEmailCode({ email: address, scene }, ip) {
      if (!email) throw new AppError('SERVICE_UNAVAILABLE');
      const { code, expiresInSeconds } = await codes.issue(address, scene, ip);
      const minutes = expiresInSeconds / 60;
      await email.send({
        to: address,
        subject: `塔罗星座元宇宙 验证码 ${code} / Your code`,
        text:
          `您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人；如非本人操作，请忽略本邮件。\n\n` +
          `Your Tarot & Zodiac Metaverse code is ${code}. It is valid for ${minutes} minutes. ` +
          `Do not share it; if you did not ask for it, ignore this e-mail.`,
      });
      return { expiresInSeconds, resendAfterSeconds: CODE_RULES.resendAfterSeconds };
    },

    async registerByEmail({ email: address, code, nickname, password, inviteCode }, device = '') {
      const passwordHash = await acceptablePasswordHash(password);
      await codes.consume(address, 'register-email', code);
      return create(
        { email: address, nickname, passwordHash, inviteCode: newInviteCode(), inviterId: await inviterId(inviteCode) },
        device,
      );
    },

    // A weak password is refused before the code is spent, so the user can simply retry.
    async retrieve({ mobile, code, password }) {
      const passwordHash = await acceptablePasswordHash(password);
      await codes.consume(mobile, 'reset-password', code);
      await resetPassword(await users.findOpenByMobile(mobile), passwordHash);
    },

    async retrieveByEmail({ email: address, code, password }) {
      const passwordHash = await acceptablePasswordHash(password);
      await codes.consume(address, 'reset-password', code);
      await resetPassword(await users.findOpenByEmail(address), passwordHash);
    },

    async registerAdmin({ username, nickname, password }, device = '') {
      const passwordHash = await acceptablePasswordHash(password);
      try {
        const admin = await users.insertFirstAdmin(
          { username, nickname, passwordHash, inviteCode: newInviteCode() },
          onRegistered,
        );
        if (!admin) throw new AppError('uni-id-admin-exists');
        return await session(admin, device);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('uni-id-account-exists');
        throw error;
      }
    },

    async me(uid) {
      const user = await users.findById(uid);
      if (!user) throw new AppError('uni-id-check-token-failed');
      return toProfile(user);
    },
  };
}
