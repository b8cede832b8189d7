import type { SessionResponse } from '@tarot/contract/auth';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey as signInEndpoint,
  type PasskeyInfo,
  type PasskeySignInBody,
  type RegisterPasskeyBody,
} from '@tarot/contract/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { call } from '../api/call';
import { ApiError } from '../api/http';
import { localStore } from '../storage/local';

/**
 * The passkey this device registered, remembered so settings can show whether fingerprint
 * and face unlock are on here (an account may have passkeys on several devices).
 */
export const DEVICE_PASSKEY_KEY = 'tarot_device_passkey';

export const devicePasskey = {
  id: (): string | null => localStore.get(DEVICE_PASSKEY_KEY),
  forget: (): void => localStore.remove(DEVICE_PASSKEY_KEY),
};

/** The browser library loads only when a ceremony starts. */
const webauthn = () => import('@simplewebauthn/browser');

/** Registers this device's platform authenticator for the signed-in member. */
export async function registerDevicePasskey(): Promise<PasskeyInfo> {
  const { startRegistration } = await webauthn();
  // The contract checks only the challenge; the browser library reads the rest.
  const optionsJSON = (await call(passkeyRegistrationOptions)) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const credential = await startRegistration({ optionsJSON });
  // The browser's JSON is what the server verifies; its extension types are only wider.
  const passkey = await call(registerPasskey, {
    body: { credential: credential as RegisterPasskeyBody['credential'] },
  });
  localStore.set(DEVICE_PASSKEY_KEY, passkey.id);
  return passkey;
}

/** Turns fingerprint and face unlock off here: the server forgets the passkey, then the device. */
export async function removeDevicePasskey(): Promise<void> {
  const id = devicePasskey.id();
  if (id) {
    await call(removePasskey, { params: { id } }).catch((error: unknown) => {
      // Already gone on the server (removed elsewhere): forgetting it here is all that is left.
      if (!(error instanceof ApiError && error.code === 'PASSKEY_NOT_FOUND')) throw error;
    });
  }
  devicePasskey.forget();
}

/** Signs in with a passkey the device offers; the answer is an ordinary session. */
export async function signInWithPasskey(): Promise<SessionResponse> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = (await call(passkeySignInOptions)) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON });
  const session = await call(signInEndpoint, { body: { credential: credential as PasskeySignInBody['credential'] } });
  localStore.set(DEVICE_PASSKEY_KEY, credential.id);
  return session;
}

/**
 * What went wrong, as a message key: the user closing the prompt is `cancelled`
 * (nothing to show), a device already registered is `alreadyRegistered`, API failures keep
 * their catalogue code under `errors:`.
 */
export function passkeyFailure(error: unknown): string {
  if (error instanceof ApiError) return `errors:${error.code}`;
  const code = (error as { code?: unknown; name?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'alreadyRegistered';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'errors:unknown';
}
