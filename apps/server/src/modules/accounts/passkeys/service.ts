import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { SessionResponse } from '@tarot/contract/auth';
import type { PasskeyInfo, PasskeySignInBody, RegisterPasskeyBody } from '@tarot/contract/passkeys';
import { AppError } from '../../../errors';
import { toProfile } from '../users/profile';
import type { UserRepo } from '../users/repo';
import type { SessionService } from '../sessions/service';
import type { SharedState } from '../../../providers/shared-state/shared-state';
import { createChallengeStore } from './challenges';
import { isAllowedOrigin, type RelyingParty } from './origin';
import type { PasskeyRepo, PasskeyRow } from './repo';

export interface PasskeyDependencies {
  readonly passkeys: PasskeyRepo;
  readonly users: UserRepo;
  readonly sessions: SessionService;
  readonly relyingParty: RelyingParty;
  /** Shown by the device when it asks for the fingerprint or face. */
  readonly rpName: string;
  /** Where the pending challenges live (memory, or Redis shared by every instance). */
  readonly state: SharedState;
}

/** Sign-in and registration both require user verification: the fingerprint or face itself. */
const USER_VERIFICATION = 'required';

type Options = { challenge: string } & Record<string, unknown>;

export function createPasskeyService({ passkeys, users, sessions, relyingParty, rpName, state }: PasskeyDependencies) {
  const registrations = createChallengeStore<{ uid: string }>(state, 'register');
  const signIns = createChallengeStore<true>(state, 'sign-in');

  /** Reads the client data once: its challenge must be live and its origin ours. */
  const ceremony = (clientDataJSON: string) => {
    let clientData;
    try {
      clientData = decodeClientDataJSON(clientDataJSON);
    } catch {
      throw new AppError('PASSKEY_VERIFY_FAILED');
    }
    if (typeof clientData.challenge !== 'string' || typeof clientData.origin !== 'string') {
      throw new AppError('PASSKEY_VERIFY_FAILED');
    }
    if (!isAllowedOrigin(relyingParty, clientData.origin)) throw new AppError('PASSKEY_VERIFY_FAILED');
    return { challenge: clientData.challenge, origin: clientData.origin };
  };

  /** The library throws on every mismatch; all of them mean "not verified" to the user. */
  const verified = async <T extends { verified: boolean }>(check: () => Promise<T>): Promise<T> => {
    const result = await check().catch(() => undefined);
    if (!result?.verified) throw new AppError('PASSKEY_VERIFY_FAILED');
    return result;
  };

  const toInfo = (row: PasskeyRow): PasskeyInfo => ({ id: row.id, createdAt: row.createdAt.toISOString() });

  return {
    async registrationOptions(uid: string): Promise<Options> {
      const user = await users.findById(uid);
      if (!user) throw new AppError('uni-id-check-token-failed');
      const existing = await passkeys.listOfUser(uid);
      const options = await generateRegistrationOptions({
        rpName,
        rpID: relyingParty.rpId,
        userID: new TextEncoder().encode(user.id),
        userName: user.username ?? user.mobile ?? user.email ?? user.id,
        userDisplayName: user.nickname ?? '',
        attestationType: 'none',
        // A device already registered is not registered twice.
        excludeCredentials: existing.map((row) => ({
          id: row.id,
          transports: row.transports as AuthenticatorTransportFuture[],
        })),
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          residentKey: 'required',
          userVerification: USER_VERIFICATION,
        },
      });
      await registrations.put(options.challenge, { uid });
      return options as unknown as Options;
    },

    async register(uid: string, { credential }: RegisterPasskeyBody): Promise<PasskeyInfo> {
      const { challenge, origin } = ceremony(credential.response.clientDataJSON);
      if ((await registrations.take(challenge))?.uid !== uid) throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
      const { registrationInfo } = await verified(() =>
        verifyRegistrationResponse({
          response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: relyingParty.rpId,
          requireUserVerification: true,
        }),
      );
      const { id, publicKey, counter, transports = [] } = registrationInfo!.credential;
      if (await passkeys.findById(id)) throw new AppError('PASSKEY_VERIFY_FAILED');
      const row = await passkeys.insert({
        id,
        userId: uid,
        publicKey: isoBase64URL.fromBuffer(publicKey),
        counter,
        transports,
      });
      return toInfo(row);
    },

    /** Discoverable credentials: the device offers its passkeys for this site, no account named first. */
    async signInOptions(): Promise<Options> {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.rpId,
        userVerification: USER_VERIFICATION,
      });
      await signIns.put(options.challenge, true);
      return options as unknown as Options;
    },

    async signIn({ credential }: PasskeySignInBody, device = ''): Promise<SessionResponse> {
      const { challenge, origin } = ceremony(credential.response.clientDataJSON);
      if (!(await signIns.take(challenge))) throw new AppError('PASSKEY_CHALLENGE_EXPIRED');
      const stored = await passkeys.findById(credential.id);
      if (!stored) throw new AppError('PASSKEY_NOT_FOUND');
      const { authenticationInfo } = await verified(() =>
        verifyAuthenticationResponse({
          response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: relyingParty.rpId,
          credential: {
            id: stored.id,
            publicKey: isoBase64URL.toBuffer(stored.publicKey),
            counter: stored.counter,
            transports: stored.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: true,
        }),
      );
      await passkeys.setCounter(stored.id, authenticationInfo.newCounter);
      const user = await users.findById(stored.userId);
      if (!user) throw new AppError('PASSKEY_NOT_FOUND');
      if (user.status === 'banned') throw new AppError('uni-id-account-banned');
      if (user.status !== 'active') throw new AppError('uni-id-account-closed');
      return { ...(await sessions.start(user, device)), user: toProfile(user) };
    },

    async list(uid: string): Promise<PasskeyInfo[]> {
      return (await passkeys.listOfUser(uid)).map(toInfo);
    },

    async remove(uid: string, id: string): Promise<void> {
      if (!(await passkeys.deleteOwn(uid, id))) throw new AppError('PASSKEY_NOT_FOUND');
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
