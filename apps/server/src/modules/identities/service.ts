import { createHash, randomBytes } from 'node:crypto';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import type { SessionResponse } from '@tarot/contract/auth';
import type {
  FinishSignInBody,
  FinishSignInResponse,
  LinkedIdentity,
  StartSignInBody,
} from '@tarot/contract/identities';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { ProviderProfile, SignInProvider } from '../../providers/sign-in/provider';
import type { AuthService, UserRepo } from '../accounts';
import type { AvatarCopier } from './avatar';
import type { IdentityRepo } from './repo';
import { ownerOf } from './resolve';
import type { SignInStates } from './sign-in-state';

/** The longest nickname an account takes (contract `nickname`). */
const NICKNAME_MAX = 20;

/** The provider's nickname cut to our length; without one, 用户 and four random letters. */
function nicknameOf(profile: ProviderProfile): string {
  const given = Array.from(profile.nickname?.trim() ?? '')
    .slice(0, NICKNAME_MAX)
    .join('')
    .trim();
  return given || `用户${randomBytes(3).toString('base64url').slice(0, 4)}`;
}

export interface IdentityDependencies {
  readonly providers: ReadonlyMap<ThirdPartyProvider, SignInProvider>;
  readonly states: SignInStates;
  readonly repo: IdentityRepo;
  readonly users: Pick<UserRepo, 'findById'>;
  readonly auth: Pick<AuthService, 'signIn' | 'createAccount'>;
  readonly copyAvatar: AvatarCopier;
}

/** Who is asking: the member signed in on this request, the device, and the sign-in cookie it sent. */
export interface Caller {
  readonly uid: string | undefined;
  readonly device: string;
  readonly cookie?: string | undefined;
  /** Over HTTPS, where the browser can hold a `Secure` cookie. */
  readonly secure?: boolean;
}

export function createIdentityService({ providers, states, repo, users, auth, copyAvatar }: IdentityDependencies) {
  const providerOf = (name: ThirdPartyProvider) => {
    const provider = providers.get(name);
    if (!provider) throw new AppError('LOGIN_METHOD_NOT_OFFERED');
    return provider;
  };

  /** Signs in to the identity's account, or opens one for it (nickname and picture from the profile). */
  const signInWith = async (
    provider: ThirdPartyProvider,
    profile: ProviderProfile,
    inviteCode: string | undefined,
    device: string,
  ): Promise<SessionResponse> => {
    const owner = await ownerOf(repo, provider, profile);
    const existing = owner ? await users.findById(owner) : undefined;
    if (existing) return auth.signIn(existing, device);
    let created;
    try {
      created = await auth.createAccount({ nickname: nicknameOf(profile) }, inviteCode, (user, tx) =>
        repo.insert({ provider, subject: profile.subject, unionid: profile.unionid ?? null, userId: user.id }, tx),
      );
    } catch (error) {
      // The same identity signed up a moment ago in a parallel request: that account it is.
      const raced = isUniqueViolation(error) ? await ownerOf(repo, provider, profile) : undefined;
      const account = raced ? await users.findById(raced) : undefined;
      if (account) return auth.signIn(account, device);
      throw error;
    }
    await copyAvatar(created.id, profile.avatarUrl, provider);
    return auth.signIn((await users.findById(created.id)) ?? created, device);
  };

  const link = async (provider: ThirdPartyProvider, profile: ProviderProfile, userId: string) => {
    const owner = await ownerOf(repo, provider, profile);
    if (owner && owner !== userId) throw new AppError('IDENTITY_LINKED_ELSEWHERE');
    if (owner) return;
    try {
      await repo.insert({ provider, subject: profile.subject, unionid: profile.unionid ?? null, userId });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('IDENTITY_LINKED_ELSEWHERE');
      throw error;
    }
  };

  return {
    /** The provider's page for a new sign-in (or a link, for a signed-in member), its state kept here. */
    async start(name: ThirdPartyProvider, body: StartSignInBody, caller: Caller) {
      const provider = providerOf(name);
      if (body.link && !caller.uid) throw new AppError('uni-id-check-token-failed');
      const nonce = randomBytes(16).toString('base64url');
      // The state carries the app to the code exchange, which needs that app's secret.
      const app = provider.appFor?.(body.inWeChat ?? false);
      const codeVerifier = provider.pkce ? randomBytes(32).toString('base64url') : undefined;
      const { state, id } = await states.issue({
        provider: name,
        linkTo: body.link ? caller.uid : undefined,
        nonce,
        app,
        codeVerifier,
        redirect: body.redirect ?? '/',
        inviteCode: body.inviteCode,
        cookieBound: caller.secure ?? false,
      });
      const codeChallenge = codeVerifier && createHash('sha256').update(codeVerifier).digest('base64url');
      const url = provider.authorizationUrl({ state, nonce, app, codeChallenge });
      return { url, cookie: caller.secure ? id : undefined };
    },

    /**
     * Finishes a sign-in with the provider's code. The state must be ours, live and unused, of
     * this provider, shown back with its cookie where one was set, and for a link finished by
     * the same member who started it.
     */
    async finish(name: ThirdPartyProvider, body: FinishSignInBody, caller: Caller): Promise<FinishSignInResponse> {
      const provider = providerOf(name);
      const taken = await states.take(body.state);
      const record = taken?.record;
      if (
        !taken ||
        !record ||
        record.provider !== name ||
        (record.cookieBound && caller.cookie !== taken.id) ||
        (record.linkTo !== undefined && record.linkTo !== caller.uid)
      ) {
        throw new AppError('OAUTH_STATE_INVALID');
      }
      const profile = await provider.profile(body.code, record, { user: body.user });
      if (record.linkTo) {
        await link(name, profile, record.linkTo);
        return { kind: 'linked', provider: name, redirect: record.redirect };
      }
      const session = await signInWith(name, profile, record.inviteCode, caller.device);
      return { kind: 'signed-in', ...session, redirect: record.redirect };
    },

    async list(uid: string): Promise<LinkedIdentity[]> {
      const rows = await repo.listOf(uid);
      return rows.map(({ provider, linkedAt }) => ({ provider, linkedAt: linkedAt.toISOString() }));
    },

    async unlink(uid: string, provider: ThirdPartyProvider): Promise<void> {
      const outcome = await repo.unlink(uid, provider);
      if (outcome === 'not-linked') throw new AppError('IDENTITY_NOT_LINKED');
      if (outcome === 'last') throw new AppError('IDENTITY_LAST_SIGN_IN');
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
